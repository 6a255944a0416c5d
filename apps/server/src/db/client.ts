import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Config } from '../config.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A database handle or an open transaction: services accept either. */
export type Executor = Database | Transaction;

/**
 * A transaction holds one connection, where queries can only run one after another (pg refuses
 * overlapping ones from version 9): code that overlaps queries on a pool must not on a transaction.
 */
const isTransaction = (db: Executor): db is Transaction => 'rollback' in db;

/** Runs the queries together on a pool, one after another inside a transaction. */
export async function concurrently<T extends readonly unknown[]>(
  db: Executor,
  ...queries: { [K in keyof T]: () => Promise<T[K]> }
): Promise<T> {
  if (!isTransaction(db)) return (await Promise.all(queries.map((query) => query()))) as unknown as T;
  const results: unknown[] = [];
  for (const query of queries) results.push(await query());
  return results as unknown as T;
}

export type DatabaseHandle =
  | { kind: 'pglite'; db: Database; client: PGlite; close(): Promise<void> }
  | { kind: 'postgres'; db: Database; pool: pg.Pool; close(): Promise<void> };

const options = { schema, casing: 'snake_case' } as const;

export async function openDatabase(database: Config['database']): Promise<DatabaseHandle> {
  if (database.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: database.url, max: database.poolMax });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool opens a new one on the next query.
    pool.on('error', (error) => process.stderr.write(`database connection lost: ${error.message}\n`));
    const db = drizzlePg(pool, options) as unknown as Database;
    return { kind: 'postgres', db, pool, close: () => pool.end() };
  }
  const client = await PGlite.create({
    ...(database.dataDir ? { dataDir: database.dataDir } : {}),
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, options) as unknown as Database;
  return { kind: 'pglite', db, client, close: () => client.close() };
}
