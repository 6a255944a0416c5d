import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { goodsStock } from './catalog.tables.ts';

/**
 * Takes pieces from a warehouse's stock only if that many are there (a conditional update: racing
 * orders never oversell). False when the stock fell short.
 */
export async function takeStock(
  tx: Transaction,
  goodsId: number,
  warehouseId: number,
  pieces: number,
): Promise<boolean> {
  const taken = await tx
    .update(goodsStock)
    .set({ stock: sql`${goodsStock.stock} - ${pieces}` })
    .where(
      and(
        eq(goodsStock.goodsId, goodsId),
        eq(goodsStock.warehouseId, warehouseId),
        sql`${goodsStock.stock} >= ${pieces}`,
      ),
    )
    .returning({ stock: goodsStock.stock });
  return taken.length === 1;
}

export async function returnStock(
  tx: Transaction,
  goodsId: number,
  warehouseId: number,
  pieces: number,
): Promise<void> {
  await tx
    .insert(goodsStock)
    .values({ goodsId, warehouseId, stock: pieces })
    .onConflictDoUpdate({
      target: [goodsStock.goodsId, goodsStock.warehouseId],
      set: { stock: sql`${goodsStock.stock} + ${pieces}` },
    });
}
