import { gte, lt, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

const DAY_MS = 86_400_000;

/** From the start of `from` to the end of `to` (China days as a query parses them, both included, either open). */
export function withinDays(column: PgColumn, from: Date | undefined, to: Date | undefined): SQL[] {
  const conditions: SQL[] = [];
  if (from) conditions.push(gte(column, from));
  if (to) conditions.push(lt(column, new Date(to.getTime() + DAY_MS)));
  return conditions;
}
