import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from './accounts.tables.ts';

/** Each buyer's company (their contact's name when it has none), by id, as public lists mask them. */
export async function buyerDisplayNames(db: Executor, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, company: users.company, name: users.name })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.company || row.name]));
}
