import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { insertGoods, insertManufacturer, insertWarehouse } from '../../testing/catalog-factories.ts';
import { goods, goodsStock, goodsStockTotals } from './catalog.tables.ts';
import { setStocks } from './goods-admin.service.ts';
import { returnStocks, takeStocks } from './stock.service.ts';

let t: TestApp;
const ids = {} as Record<'east' | 'west' | 'maker', number>;

beforeAll(async () => {
  t = await buildTestApp();
  ids.east = await insertWarehouse(t.db, '华东总量仓');
  ids.west = await insertWarehouse(t.db, '西南总量仓');
  ids.maker = await insertManufacturer(t.db, '总量测试制药有限公司');
});
afterAll(() => t.close());

const totalOf = async (goodsId: number) =>
  (await t.db.select().from(goodsStockTotals).where(eq(goodsStockTotals.goodsId, goodsId)))[0]?.stock;
const summed = async (goodsId: number) =>
  Number(
    (
      await t.db
        .select({ n: sql<number>`coalesce(sum(${goodsStock.stock}), 0)` })
        .from(goodsStock)
        .where(eq(goodsStock.goodsId, goodsId))
    )[0]!.n,
  );

describe('the goods stock totals', () => {
  it('follow every write of the stock rows: new goods, takes, returns, counts, removals', async () => {
    const bare = await insertGoods(t.db, { name: '无库存商品', manufacturerId: ids.maker });
    expect(await totalOf(bare)).toBe(0);
    const id = await insertGoods(t.db, {
      name: '两仓商品',
      manufacturerId: ids.maker,
      stock: { [ids.east]: 30, [ids.west]: 12 },
    });
    expect(await totalOf(id)).toBe(42);

    const short = await t.db.transaction((tx) =>
      takeStocks(tx, [
        { goodsId: id, warehouseId: ids.east, number: 5 },
        { goodsId: id, warehouseId: ids.west, number: 2 },
        { goodsId: bare, warehouseId: ids.east, number: 1 },
      ]),
    );
    expect(short).toHaveLength(1);
    expect(await totalOf(id)).toBe(35);
    await t.db.transaction((tx) =>
      returnStocks(tx, [
        { goodsId: id, warehouseId: ids.west, number: 2 },
        { goodsId: bare, warehouseId: ids.west, number: 4 },
      ]),
    );
    expect([await totalOf(id), await totalOf(bare)]).toEqual([37, 4]);
    // A count sets one warehouse and adds another (an upsert both updates and inserts).
    await t.db.transaction((tx) =>
      setStocks(tx, bare, [
        { warehouse_id: ids.west, stock: 1 },
        { warehouse_id: ids.east, stock: 8 },
      ]),
    );
    expect(await totalOf(bare)).toBe(9);
    await t.db.delete(goodsStock).where(eq(goodsStock.warehouseId, ids.west));
    expect([await totalOf(id), await totalOf(bare)]).toEqual([25, 8]);
    for (const goodsId of [id, bare]) expect(await totalOf(goodsId)).toBe(await summed(goodsId));

    await t.db.delete(goods).where(eq(goods.id, bare));
    expect(await totalOf(bare)).toBeUndefined();
  });
});
