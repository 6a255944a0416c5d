import { count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { cartLines } from './cart.tables.ts';

/** The cart badge counts lines, not pieces (spec §4). */
export async function countCartLines(db: Executor, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cartLines).where(eq(cartLines.userId, userId));
  return row?.n ?? 0;
}
