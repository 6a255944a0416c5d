import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { concurrently, type Executor } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { goodsNames, listWarehouses, stockedGoods, type LineGoods } from '../catalog/goods-facts.service.ts';
import {
  combinationContents,
  combinationsByIds,
  giftRulesOf,
  linePromotions,
  type LineCombination,
  type LineFlashSale,
  type LineNewBuyerPrice,
  type LineSpecialPrice,
} from '../promotions/line-promotions.service.ts';
import { tradeUpOffersByIds, type LineTradeUp } from '../promotions/trade-up-offers.service.ts';
import { boughtThisMonth } from '../orders/monthly-purchases.service.ts';
import { cartLines } from './cart.tables.ts';

export type LoadedGoods = LineGoods;

export interface GiftFacts {
  every: number;
  giftNumber: number;
  giftGoodsId: number | null;
  giftName: string | null;
  giftPackUnit: string | null;
}

/** What a cart line needs of its goods: the goods, its gift rule, its stock per warehouse. */
export interface GoodsFact {
  goods: LoadedGoods;
  gift: GiftFacts | null;
  stocks: Map<number, number>;
}

/** Goods facts by id; a goods that no longer exists is left out. */
export type GoodsLookup = (db: Executor, ids: number[]) => Promise<Map<number, GoodsFact>>;

/** A line as loaded, each joined part null when the line has none. */
export interface LoadedLine {
  id: number;
  type: number;
  number: number;
  isSelected: boolean;
  warehouseId: number;
  area: string;
  combinationId: number | null;
  goods: LoadedGoods | null;
  stock: number;
  flashSale: LineFlashSale | null;
  /** The goods' special price (特价) running or next, for goods lines. */
  specialPrice?: LineSpecialPrice | null;
  /** The goods' 新人价 running or next, for goods lines of a buyer with no paid order yet. */
  newBuyerPrice?: LineNewBuyerPrice | null;
  combination: LineCombination | null;
  /** The 换购 offer of a type-2 line. */
  tradeUp?: LineTradeUp | null;
  gift: GiftFacts | null;
  /** Goods with a monthly limit: pieces the buyer ordered this month; else 0. */
  monthBought: number;
}

/** Goods facts read now from the database: the catalogue's goods and stock, the promotions' gift rules. */
export const freshGoods: GoodsLookup = async (db, ids) => {
  const facts = new Map<number, GoodsFact>();
  if (ids.length === 0) return facts;
  const [stocked, rules] = await concurrently(
    db,
    () => stockedGoods(db, ids),
    () => giftRulesOf(db, ids),
  );
  const giftIds = [...new Set([...rules.values()].flatMap((rule) => rule.giftGoodsId ?? []))];
  const gifts = await goodsNames(db, giftIds);
  for (const [id, { goods, stocks }] of stocked) {
    const rule = rules.get(id);
    const gift = rule?.giftGoodsId == null ? undefined : gifts.get(rule.giftGoodsId);
    facts.set(id, {
      goods,
      stocks,
      gift: rule ? { ...rule, giftName: gift?.name ?? null, giftPackUnit: gift?.packUnit ?? null } : null,
    });
  }
  return facts;
};

type LineRow = Pick<
  typeof cartLines.$inferSelect,
  | 'id'
  | 'type'
  | 'number'
  | 'isSelected'
  | 'warehouseId'
  | 'goodsId'
  | 'combinationId'
  | 'flashSaleId'
  | 'tradeUpOfferId'
>;

const lineColumns = {
  id: cartLines.id,
  type: cartLines.type,
  number: cartLines.number,
  isSelected: cartLines.isSelected,
  warehouseId: cartLines.warehouseId,
  goodsId: cartLines.goodsId,
  combinationId: cartLines.combinationId,
  flashSaleId: cartLines.flashSaleId,
  tradeUpOfferId: cartLines.tradeUpOfferId,
};

const idsOf = (rows: LineRow[], pick: (row: LineRow) => number | null) => [
  ...new Set(rows.flatMap((row) => pick(row) ?? [])),
];

/** The lines with their goods, warehouse and promotions, by warehouse (in display order), newest first within one. */
async function assemble(
  db: Executor,
  userId: number,
  rows: LineRow[],
  lookup: GoodsLookup,
): Promise<LoadedLine[]> {
  if (rows.length === 0) return [];
  const [warehouses, facts, { sales, specials, newBuyer }, packs, tradeUps] = await concurrently(
    db,
    () => listWarehouses(db),
    () =>
      lookup(
        db,
        idsOf(rows, (row) => row.goodsId),
      ),
    () =>
      linePromotions(
        db,
        userId,
        idsOf(rows, (row) => row.goodsId),
        idsOf(rows, (row) => row.flashSaleId),
      ),
    () =>
      combinationsByIds(
        db,
        idsOf(rows, (row) => row.combinationId),
      ),
    () =>
      tradeUpOffersByIds(
        db,
        idsOf(rows, (row) => row.tradeUpOfferId),
      ),
  );
  const limited = [...facts.values()].flatMap((fact) =>
    fact.goods.monthlyLimit === null ? [] : [fact.goods.id],
  );
  const bought = await boughtThisMonth(db, userId, limited);
  const place = new Map(warehouses.map((warehouse, i) => [warehouse.id, { name: warehouse.name, i }]));
  return rows
    .filter((row) => place.has(row.warehouseId))
    .sort((a, b) => place.get(a.warehouseId)!.i - place.get(b.warehouseId)!.i || b.id - a.id)
    .map((row) => {
      const fact = row.goodsId === null ? undefined : facts.get(row.goodsId);
      return {
        id: row.id,
        type: row.type,
        number: row.number,
        isSelected: row.isSelected,
        warehouseId: row.warehouseId,
        area: place.get(row.warehouseId)!.name,
        combinationId: row.combinationId,
        goods: fact?.goods ?? null,
        gift: fact?.gift ?? null,
        stock: fact?.stocks.get(row.warehouseId) ?? 0,
        flashSale: row.flashSaleId === null ? null : (sales.get(row.flashSaleId) ?? null),
        specialPrice: row.goodsId === null ? null : (specials.get(row.goodsId) ?? null),
        newBuyerPrice: row.goodsId === null ? null : (newBuyer.get(row.goodsId) ?? null),
        combination: row.combinationId === null ? null : (packs.get(row.combinationId) ?? null),
        tradeUp: row.tradeUpOfferId === null ? null : (tradeUps.get(row.tradeUpOfferId) ?? null),
        monthBought: row.goodsId === null ? 0 : (bought.get(row.goodsId) ?? 0),
      };
    });
}

/** Every line of a buyer's cart with what pricing needs, by warehouse, newest first within one. */
export async function loadCartLines(
  db: Executor,
  userId: number,
  lookup: GoodsLookup,
): Promise<LoadedLine[]> {
  const statement = prepared(db, 'cart_lines_of_user', (db, name) =>
    db
      .select(lineColumns)
      .from(cartLines)
      .where(eq(cartLines.userId, sql.placeholder('userId')))
      .orderBy(desc(cartLines.id))
      .prepare(name),
  );
  return assemble(db, userId, await statement.execute({ userId }), lookup);
}

/** Some lines of a buyer's cart (the others' lines are simply not found), read fresh. */
export async function loadCartLinesByIds(db: Executor, userId: number, ids: number[]): Promise<LoadedLine[]> {
  const rows = await db
    .select(lineColumns)
    .from(cartLines)
    .where(and(eq(cartLines.userId, userId), inArray(cartLines.id, ids)));
  return assemble(db, userId, rows, freshGoods);
}

export interface LoadedCombinationItem {
  combinationId: number;
  number: number;
  goods: LoadedGoods;
  /** Stock of the item per warehouse id. */
  stocks: Map<number, number>;
}

/** The items of some combination packs, with their stock per warehouse. */
export async function loadCombinationItems(
  db: Executor,
  combinationIds: number[],
): Promise<Map<number, LoadedCombinationItem[]>> {
  const byCombination = new Map<number, LoadedCombinationItem[]>();
  const contents = await combinationContents(db, combinationIds);
  const stocked = await stockedGoods(db, [...new Set(contents.map((item) => item.goodsId))]);
  for (const item of contents) {
    const found = stocked.get(item.goodsId);
    if (!found) continue;
    const items = byCombination.get(item.combinationId) ?? [];
    items.push({ combinationId: item.combinationId, number: item.number, ...found });
    byCombination.set(item.combinationId, items);
  }
  return byCombination;
}
