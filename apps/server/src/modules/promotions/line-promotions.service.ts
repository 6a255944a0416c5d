import { and, asc, eq, inArray, sql } from 'drizzle-orm';
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

/** Flash sales by id, each with the units this buyer has already ordered of it. */
export async function flashSalesForBuyer(
  db: Executor,
  saleIds: readonly number[],
  userId: number,
): Promise<Map<number, LineFlashSale>> {
  if (saleIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: flashSales.id,
      priceFen: flashSales.priceFen,
      limitPerBuyer: flashSales.limitPerBuyer,
      totalUnits: flashSales.totalUnits,
      soldUnits: flashSales.soldUnits,
      startsAt: flashSales.startsAt,
      endsAt: flashSales.endsAt,
      boughtUnits: sql<number>`coalesce(${flashSaleBuyers.units}, 0)`,
    })
    .from(flashSales)
    .leftJoin(
      flashSaleBuyers,
      and(eq(flashSaleBuyers.flashSaleId, flashSales.id), eq(flashSaleBuyers.userId, userId)),
    )
    .where(inArray(flashSales.id, [...saleIds]));
  return new Map(rows.map((row) => [row.id, row]));
}

export interface LineSpecialPrice {
  id: number;
  priceFen: number;
  startsAt: Date;
  endsAt: Date;
}

/**
 * The special price (特价) of each goods not yet ended, the earliest first: the running one, or else
 * the next (so a cart knows when its pricing changes). Read fresh, never from a shared cache.
 */
export async function specialPricesOf(
  db: Executor,
  goodsIds: readonly number[],
): Promise<Map<number, LineSpecialPrice>> {
  if (goodsIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: specialPrices.id,
      goodsId: specialPrices.goodsId,
      priceFen: specialPrices.priceFen,
      startsAt: specialPrices.startsAt,
      endsAt: specialPrices.endsAt,
    })
    .from(specialPrices)
    .where(and(inArray(specialPrices.goodsId, [...goodsIds]), sql`${specialPrices.endsAt} > now()`))
    .orderBy(asc(specialPrices.startsAt), asc(specialPrices.id));
  const found = new Map<number, LineSpecialPrice>();
  for (const { goodsId, ...row } of rows) if (!found.has(goodsId)) found.set(goodsId, row);
  return found;
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

/**
 * The 新人价 of each goods not yet ended (the running one, or else the next), for this buyer only
 * while they have no paid order; an empty map for anyone else. Per buyer, so read with their cart
 * and never kept in a cache shared by goods.
 */
export async function newBuyerPricesFor(
  db: Executor,
  userId: number,
  goodsIds: readonly number[],
): Promise<Map<number, LineNewBuyerPrice>> {
  if (goodsIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: newBuyerPrices.id,
      goodsId: newBuyerPrices.goodsId,
      priceFen: newBuyerPrices.priceFen,
      perBuyerLimit: newBuyerPrices.perBuyerLimit,
      startsAt: newBuyerPrices.startsAt,
      endsAt: newBuyerPrices.endsAt,
    })
    .from(newBuyerPrices)
    .where(and(inArray(newBuyerPrices.goodsId, [...goodsIds]), sql`${newBuyerPrices.endsAt} > now()`))
    .orderBy(asc(newBuyerPrices.startsAt), asc(newBuyerPrices.id));
  if (rows.length === 0 || (await firstPaidAt(db, userId)) !== null) return new Map();
  const ordered = await orderedAtNewBuyerPrices(
    db,
    userId,
    rows.map((row) => row.id),
  );
  const found = new Map<number, LineNewBuyerPrice>();
  for (const { goodsId, ...row } of rows) {
    if (!found.has(goodsId)) found.set(goodsId, { ...row, orderedUnits: ordered.get(row.id) ?? 0 });
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
