import { asc, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { goodsStock } from './catalog.tables.ts';

/** Pieces of one goods in one warehouse. */
export interface StockTake {
  goodsId: number;
  warehouseId: number;
  number: number;
}

const arrays = (takes: readonly StockTake[]) => ({
  goodsIds: takes.map((take) => take.goodsId),
  warehouseIds: takes.map((take) => take.warehouseId),
  numbers: takes.map((take) => take.number),
});

const wanted = sql`unnest(${sql.placeholder('goodsIds')}::integer[], ${sql.placeholder('warehouseIds')}::integer[], ${sql.placeholder('numbers')}::integer[]) as wanted(goods_id, warehouse_id, number)`;
const isWanted = sql`${goodsStock.goodsId} = wanted.goods_id and ${goodsStock.warehouseId} = wanted.warehouse_id`;

const lockStatement = (db: Executor) =>
  prepared(db, 'stock_lock', (db, name) =>
    db
      .select({ goodsId: goodsStock.goodsId })
      .from(goodsStock)
      .where(
        sql`(${goodsStock.goodsId}, ${goodsStock.warehouseId}) in (select goods_id, warehouse_id from ${wanted})`,
      )
      .orderBy(asc(goodsStock.goodsId), asc(goodsStock.warehouseId))
      .for('update')
      .prepare(name),
  );

const takeStatement = (db: Executor) =>
  prepared(db, 'stock_take', (db, name) =>
    db
      .update(goodsStock)
      .set({ stock: sql`${goodsStock.stock} - wanted.number` })
      .from(wanted)
      .where(sql`${isWanted} and ${goodsStock.stock} >= wanted.number`)
      .returning({ goodsId: goodsStock.goodsId, warehouseId: goodsStock.warehouseId })
      .prepare(name),
  );

/**
 * Takes every amount from its warehouse's stock, each only if that many are there (a conditional
 * update: racing orders never oversell). The rows are locked first in key order, so transactions
 * taking overlapping goods wait for each other instead of deadlocking; a single row needs no order,
 * and the update alone locks it (a round trip less while a flash sale's row is held). Answers the
 * takes that fell short; when there are any, the caller must roll back, as the others were taken.
 */
export async function takeStocks(tx: Transaction, takes: readonly StockTake[]): Promise<StockTake[]> {
  if (takes.length === 0) return [];
  const values = arrays(takes);
  if (takes.length > 1) await lockStatement(tx).execute(values);
  const taken = await takeStatement(tx).execute(values);
  const done = new Set(taken.map((row) => `${row.goodsId}:${row.warehouseId}`));
  return takes.filter((take) => !done.has(`${take.goodsId}:${take.warehouseId}`));
}

/** Puts pieces back, in key order (the order stock is taken in); a row removed since is made again. */
export async function returnStocks(tx: Transaction, takes: readonly StockTake[]): Promise<void> {
  if (takes.length === 0) return;
  const sorted = [...takes].sort((a, b) => a.goodsId - b.goodsId || a.warehouseId - b.warehouseId);
  await tx.execute(sql`
    insert into ${goodsStock} (goods_id, warehouse_id, stock)
    select goods_id, warehouse_id, number from unnest(
      ${sql.param(sorted.map((t) => t.goodsId))}::integer[],
      ${sql.param(sorted.map((t) => t.warehouseId))}::integer[],
      ${sql.param(sorted.map((t) => t.number))}::integer[]
    ) with ordinality as returned(goods_id, warehouse_id, number, position)
    order by position
    on conflict (goods_id, warehouse_id) do update set stock = ${goodsStock.stock} + excluded.stock`);
}
