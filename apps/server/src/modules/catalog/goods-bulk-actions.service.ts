import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { GOODS_PRICE_MAX_FEN } from '@yaocai/domain/contracts/admin';
import { invalid, notFound } from '@yaocai/domain/errors';
import { fenToYuan } from '@yaocai/domain/money';
import { repricedFen } from '@yaocai/domain/pricing/reprice';
import type { Transaction } from '../../db/client.ts';
import { categories, goods, goodsCategories } from './catalog.tables.ts';

/** One goods a bulk action changed, before and after, as its audit entry records it. */
export interface GoodsChanged<T> {
  id: number;
  before: T;
  after: T;
}

/**
 * Locks the picked goods in id order (the order every change of several goods takes their rows in,
 * so two bulk changes never deadlock), answering their prices; a goods that does not exist refuses
 * the whole change.
 */
async function lockPicked(tx: Transaction, ids: readonly number[]) {
  const locked = await tx
    .select({ id: goods.id, priceFen: goods.basePriceFen })
    .from(goods)
    .where(inArray(goods.id, [...ids]))
    .orderBy(asc(goods.id))
    .for('update');
  const missing = ids.find((id) => !locked.some((row) => row.id === id));
  if (missing !== undefined) throw notFound(`商品${missing}不存在`);
  return locked;
}

async function categoriesOf(tx: Transaction, ids: readonly number[]): Promise<Map<number, number[]>> {
  const rows = await tx
    .select({ goodsId: goodsCategories.goodsId, categoryId: goodsCategories.categoryId })
    .from(goodsCategories)
    .where(inArray(goodsCategories.goodsId, [...ids]))
    .orderBy(asc(goodsCategories.categoryId));
  const placed = new Map(ids.map((id) => [id, [] as number[]]));
  for (const row of rows) placed.get(row.goodsId)?.push(row.categoryId);
  return placed;
}

/**
 * Moves the goods to a category, in the caller's transaction: in that category's menu it becomes
 * their only one, their categories in other menus stay. Answers the goods whose categories changed.
 */
export async function moveGoodsToCategory(
  tx: Transaction,
  ids: readonly number[],
  categoryId: number,
): Promise<GoodsChanged<{ category_ids: number[] }>[]> {
  const [target] = await tx
    .select({ menu: categories.menu })
    .from(categories)
    .where(eq(categories.id, categoryId));
  if (!target) throw invalid('category_id', '分类不存在');
  const locked = await lockPicked(tx, ids);
  const lockedIds = locked.map((row) => row.id);
  const before = await categoriesOf(tx, lockedIds);
  const sameMenu = tx.select({ id: categories.id }).from(categories).where(eq(categories.menu, target.menu));
  await tx
    .delete(goodsCategories)
    .where(
      and(
        inArray(goodsCategories.goodsId, lockedIds),
        inArray(goodsCategories.categoryId, sameMenu),
        ne(goodsCategories.categoryId, categoryId),
      ),
    );
  await tx
    .insert(goodsCategories)
    .values(lockedIds.map((goodsId) => ({ goodsId, categoryId })))
    .onConflictDoNothing();
  const after = await categoriesOf(tx, lockedIds);
  const moved = lockedIds.filter((id) => before.get(id)!.join() !== after.get(id)!.join());
  if (moved.length > 0) {
    await tx
      .update(goods)
      .set({ updatedAt: sql`now()` })
      .where(inArray(goods.id, moved));
  }
  return moved.map((id) => ({
    id,
    before: { category_ids: before.get(id)! },
    after: { category_ids: after.get(id)! },
  }));
}

/**
 * Moves the goods' prices by a whole percent in the caller's transaction, computed from each price
 * as it is once its row is locked, so an edit made since the operator looked is not overwritten. A
 * price that would pass the highest the console accepts refuses the whole change.
 */
export async function repriceGoods(
  tx: Transaction,
  ids: readonly number[],
  percent: number,
): Promise<GoodsChanged<{ price_fen: number }>[]> {
  const locked = await lockPicked(tx, ids);
  const changed = locked
    .map((row) => ({ id: row.id, before: row.priceFen, after: repricedFen(row.priceFen, percent) }))
    .filter((row) => row.after !== row.before);
  const tooHigh = changed.find((row) => row.after > GOODS_PRICE_MAX_FEN);
  if (tooHigh) {
    throw invalid('percent', `商品${tooHigh.id}调价后为¥${fenToYuan(tooHigh.after)}，超出100万元`);
  }
  if (changed.length > 0) {
    const prices = changed.map((row) => ({ id: row.id, price_fen: row.after }));
    await tx.execute(sql`
      update ${goods} set base_price_fen = u.price_fen, updated_at = now()
      from json_to_recordset(${JSON.stringify(prices)}::json) as u(id integer, price_fen integer)
      where ${goods.id} = u.id`);
  }
  return changed.map((row) => ({
    id: row.id,
    before: { price_fen: row.before },
    after: { price_fen: row.after },
  }));
}
