import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from './accounts.tables.ts';

/** The company of each of these buyers, by id. */
export async function companiesOf(db: Executor, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, company: users.company })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.company]));
}
