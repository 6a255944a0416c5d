import { asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { lineGoodsColumns, type LineGoods } from './goods-columns.ts';
import { goods, goodsStock, manufacturers, warehouses } from './catalog.tables.ts';

export type { LineGoods } from './goods-columns.ts';

/** A goods as lines see it, with its stock per warehouse id. */
export interface StockedGoods {
  goods: LineGoods;
  stocks: Map<number, number>;
}

/** Goods by id with their stock per warehouse; a goods that no longer exists is left out. */
export async function stockedGoods(db: Executor, ids: readonly number[]): Promise<Map<number, StockedGoods>> {
  const found = new Map<number, StockedGoods>();
  if (ids.length === 0) return found;
  const statement = prepared(db, 'stocked_goods', (db, name) =>
    db
      .select({
        goods: lineGoodsColumns,
        stocks: sql<
          [number, number][]
        >`coalesce((select json_agg(json_build_array(s.warehouse_id, s.stock)) from ${goodsStock} s where s.goods_id = ${goods.id}), '[]'::json)`,
      })
      .from(goods)
      .innerJoin(manufacturers, eq(manufacturers.id, goods.manufacturerId))
      .where(sql`${goods.id} = any(${sql.placeholder('ids')}::integer[])`)
      .prepare(name),
  );
  for (const row of await statement.execute({ ids })) {
    found.set(row.goods.id, { goods: row.goods, stocks: new Map(row.stocks) });
  }
  return found;
}

/** Name and unit of goods given away as gifts. */
export async function goodsNames(
  db: Executor,
  ids: readonly number[],
): Promise<Map<number, { name: string; packUnit: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: goods.id, name: goods.name, packUnit: goods.packUnit })
    .from(goods)
    .where(inArray(goods.id, [...ids]));
  return new Map(rows.map((row) => [row.id, { name: row.name, packUnit: row.packUnit }]));
}

/** The whole goods row, for the rules that decide whether it may be bought. */
export async function findGoods(db: Executor, id: number) {
  const [found] = await db.select().from(goods).where(eq(goods.id, id));
  return found;
}

/** A goods' stock per warehouse, the fullest first. */
export async function stocksOf(
  db: Executor,
  goodsId: number,
): Promise<{ warehouseId: number; stock: number }[]> {
  return db
    .select({ warehouseId: goodsStock.warehouseId, stock: goodsStock.stock })
    .from(goodsStock)
    .where(eq(goodsStock.goodsId, goodsId))
    .orderBy(desc(goodsStock.stock), goodsStock.warehouseId);
}

/** The stock of a goods in a warehouse, as an SQL expression for statements that check it as they write. */
export const stockAt = (goodsId: SQL, warehouseId: SQL): SQL =>
  sql`(select ${goodsStock.stock} from ${goodsStock} where ${goodsStock.goodsId} = ${goodsId} and ${goodsStock.warehouseId} = ${warehouseId})`;

export interface Warehouse {
  id: number;
  name: string;
  sort: number;
}

/** Every warehouse in display order. */
export async function listWarehouses(db: Executor): Promise<Warehouse[]> {
  const statement = prepared(db, 'warehouses_in_order', (db, name) =>
    db
      .select({ id: warehouses.id, name: warehouses.name, sort: warehouses.sort })
      .from(warehouses)
      .orderBy(asc(warehouses.sort), asc(warehouses.id))
      .prepare(name),
  );
  return statement.execute();
}

/** What a buyer watching a goods cares about: its price, whether a middle pack is in stock, whether it is sold. */
export interface WatchState {
  name: string;
  spec: string;
  manufacturer: string;
  priceFen: number;
  inStock: boolean;
  published: boolean;
}

export async function watchStates(db: Executor, ids: readonly number[]): Promise<Map<number, WatchState>> {
  const found = await stockedGoods(db, ids);
  return new Map(
    [...found].map(([id, { goods: g, stocks }]) => [
      id,
      {
        name: g.name,
        spec: g.spec,
        manufacturer: g.manufacturer,
        priceFen: g.basePriceFen,
        inStock: [...stocks.values()].reduce((sum, stock) => sum + stock, 0) >= g.packMultiple,
        published: g.onSale && !g.isSpecialControl,
      },
    ]),
  );
}
