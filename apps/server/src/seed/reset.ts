import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.ts';
import * as schema from '../db/schema.ts';

/** Empties every application table and restarts their ids (benchmarks start from a clean shop). */
export async function truncateAllTables(db: Executor): Promise<void> {
  const names = Object.values(schema).flatMap((value) =>
    is(value, PgTable) ? [sql.identifier(getTableName(value))] : [],
  );
  await db.execute(sql`truncate table ${sql.join(names, sql`, `)} restart identity cascade`);
}
