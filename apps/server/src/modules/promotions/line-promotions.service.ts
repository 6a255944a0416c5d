import { and, asc, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import {
  combinationItems,
  combinations,
  flashSaleBuyers,
  flashSales,
  specialPrices,
  giftRules,
  newBuyerPrices,
} from './promotions.tables.ts';
import { firstPaidAt, orderedAtNewBuyerPrices } from '../orders/first-order.service.ts';

/** A goods' gift rule: every `every` units bought bring `giftNumber` of the gift goods. */
export interface GiftRule {
  every: number;
  giftNumber: number;
  giftGoodsId: number | null;
}

export interface LineFlashSale {
  id: number;
  priceFen: number;
  limitPerBuyer: number;
  totalUnits: number;
  soldUnits: number;
  startsAt: Date;
  endsAt: Date;
  /** Units of this sale the buyer has already ordered. */
  boughtUnits: number;
}

export interface LineCombination {
  id: number;
  name: string;
  priceFen: number;
  onSale: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  /** Packs still on offer (null: as many as the stock makes up). */
  unitsLeft: number | null;
}

/** Gift rules running now, by the goods that bring them. */
export async function giftRulesOf(db: Executor, goodsIds: readonly number[]): Promise<Map<number, GiftRule>> {
  if (goodsIds.length === 0) return new Map();
  const statement = prepared(db, 'gift_rules_of_goods', (db, name) =>
    db
      .select({
        goodsId: giftRules.goodsId,
        every: giftRules.every,
        giftNumber: giftRules.giftNumber,
        giftGoodsId: giftRules.giftGoodsId,
      })
      .from(giftRules)
      .where(
        and(
          sql`${giftRules.goodsId} = any(${sql.placeholder('ids')}::integer[])`,
          sql`(${giftRules.startsAt} is null or (${giftRules.startsAt} <= now() and ${giftRules.endsAt} > now()))`,
        ),
      )
      // A running 满赠 before a rule of no window, should both be there.
      .orderBy(sql`${giftRules.startsAt} nulls first`)
      .prepare(name),
  );
  const rows = await statement.execute({ ids: goodsIds });
  return new Map(rows.map(({ goodsId, ...rule }) => [goodsId, rule]));
}

export interface LineSpecialPrice {
  id: number;
  priceFen: number;
  startsAt: Date;
  endsAt: Date;
}

export interface LineNewBuyerPrice {
  id: number;
  priceFen: number;
  /** Pieces one buyer takes at it; null: no limit. */
  perBuyerLimit: number | null;
  startsAt: Date;
  endsAt: Date;
  /** Pieces the buyer already ordered at it (orders not cancelled). */
  orderedUnits: number;
}

export interface LinePromotions {
  /** Flash sales by id, each with the units this buyer has already ordered of it. */
  sales: Map<number, LineFlashSale>;
  /** The special price (特价) of each goods not yet ended: the running one, or else the next. */
  specials: Map<number, LineSpecialPrice>;
  /**
   * The 新人价 of each goods not yet ended (the running one, or else the next), for this buyer only
   * while they have no paid order; empty for anyone else.
   */
  newBuyer: Map<number, LineNewBuyerPrice>;
}

type Dated<T> = Omit<T, 'startsAt' | 'endsAt'> & { startsAt: string; endsAt: string };
const dated = <T extends { startsAt: string; endsAt: string }>(row: T) => ({
  ...row,
  startsAt: new Date(row.startsAt),
  endsAt: new Date(row.endsAt),
});

/** Not ended, earliest first: the running one or else the next, per goods. */
function firstPerGoods<T extends { goodsId: number }>(rows: readonly T[]): Map<number, Omit<T, 'goodsId'>> {
  const found = new Map<number, Omit<T, 'goodsId'>>();
  for (const { goodsId, ...row } of rows) if (!found.has(goodsId)) found.set(goodsId, row);
  return found;
}

/**
 * The flash sales, special prices and 新人价 of a buyer's lines, in one statement (an order reads
 * them inside its transaction, where every statement is a round trip). Read fresh and per buyer,
 * never kept in a cache shared by goods: a cart knows when its pricing changes from them.
 */
export async function linePromotions(
  db: Executor,
  userId: number,
  goodsIds: readonly number[],
  saleIds: readonly number[],
): Promise<LinePromotions> {
  if (goodsIds.length === 0 && saleIds.length === 0) {
    return { sales: new Map(), specials: new Map(), newBuyer: new Map() };
  }
  const goodsList = sql`${sql.param([...goodsIds])}::integer[]`;
  const { rows } = (await db.execute(sql`select
    coalesce((select json_agg(json_build_object('id', ${flashSales.id}, 'priceFen', ${flashSales.priceFen},
        'limitPerBuyer', ${flashSales.limitPerBuyer}, 'totalUnits', ${flashSales.totalUnits},
        'soldUnits', ${flashSales.soldUnits}, 'startsAt', ${flashSales.startsAt}, 'endsAt', ${flashSales.endsAt},
        'boughtUnits', coalesce(${flashSaleBuyers.units}, 0)))
      from ${flashSales} left join ${flashSaleBuyers} on ${flashSaleBuyers.flashSaleId} = ${flashSales.id}
        and ${flashSaleBuyers.userId} = ${userId}
      where ${flashSales.id} = any(${sql.param([...saleIds])}::integer[])), '[]') as "sales",
    coalesce((select json_agg(json_build_object('id', ${specialPrices.id}, 'goodsId', ${specialPrices.goodsId},
        'priceFen', ${specialPrices.priceFen}, 'startsAt', ${specialPrices.startsAt}, 'endsAt', ${specialPrices.endsAt})
        order by ${specialPrices.startsAt}, ${specialPrices.id})
      from ${specialPrices} where ${specialPrices.goodsId} = any(${goodsList}) and ${specialPrices.endsAt} > now()),
      '[]') as "specials",
    coalesce((select json_agg(json_build_object('id', ${newBuyerPrices.id}, 'goodsId', ${newBuyerPrices.goodsId},
        'priceFen', ${newBuyerPrices.priceFen}, 'perBuyerLimit', ${newBuyerPrices.perBuyerLimit},
        'startsAt', ${newBuyerPrices.startsAt}, 'endsAt', ${newBuyerPrices.endsAt})
        order by ${newBuyerPrices.startsAt}, ${newBuyerPrices.id})
      from ${newBuyerPrices} where ${newBuyerPrices.goodsId} = any(${goodsList}) and ${newBuyerPrices.endsAt} > now()),
      '[]') as "newBuyer"`)) as unknown as {
    rows: {
      sales: Dated<LineFlashSale>[];
      specials: Dated<LineSpecialPrice & { goodsId: number }>[];
      newBuyer: Dated<Omit<LineNewBuyerPrice, 'orderedUnits'> & { goodsId: number }>[];
    }[];
  };
  const { sales, specials, newBuyer } = rows[0]!;
  return {
    sales: new Map(sales.map((sale) => [sale.id, dated(sale)])),
    specials: firstPerGoods(specials.map(dated)),
    newBuyer: await newBuyerTerms(db, userId, newBuyer.map(dated)),
  };
}

/** The buyer's 新人价 among `rows` (not ended, earliest first), with what they already ordered at each. */
async function newBuyerTerms(
  db: Executor,
  userId: number,
  rows: (Omit<LineNewBuyerPrice, 'orderedUnits'> & { goodsId: number })[],
): Promise<Map<number, LineNewBuyerPrice>> {
  if (rows.length === 0 || (await firstPaidAt(db, userId)) !== null) return new Map();
  const ordered = await orderedAtNewBuyerPrices(
    db,
    userId,
    rows.map((row) => row.id),
  );
  const found = new Map<number, LineNewBuyerPrice>();
  for (const [goodsId, row] of firstPerGoods(rows)) {
    found.set(goodsId, { ...row, orderedUnits: ordered.get(row.id) ?? 0 });
  }
  return found;
}

/** Combination packs by id. */
export async function combinationsByIds(
  db: Executor,
  ids: readonly number[],
): Promise<Map<number, LineCombination>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: combinations.id,
      name: combinations.name,
      priceFen: combinations.priceFen,
      onSale: combinations.onSale,
      startsAt: combinations.startsAt,
      endsAt: combinations.endsAt,
      unitsLeft: sql<number | null>`${combinations.totalUnits} - ${combinations.soldUnits}`,
    })
    .from(combinations)
    .where(inArray(combinations.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** What each pack holds: goods ids and units per pack, in goods order. */
export async function combinationContents(
  db: Executor,
  ids: readonly number[],
): Promise<{ combinationId: number; goodsId: number; number: number }[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      combinationId: combinationItems.combinationId,
      goodsId: combinationItems.goodsId,
      number: combinationItems.number,
    })
    .from(combinationItems)
    .where(inArray(combinationItems.combinationId, [...ids]))
    .orderBy(asc(combinationItems.combinationId), asc(combinationItems.goodsId));
}
