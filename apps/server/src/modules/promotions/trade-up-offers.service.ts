import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { tradeUpOffers } from './promotions.tables.ts';

/** A 换购 offer as a cart line weighs it. */
export interface LineTradeUp {
  id: number;
  goodsId: number;
  priceFen: number;
  perOrderLimit: number;
  /** The order's other goods must come to this for the offer to hold. */
  thresholdFen: number;
  startsAt: Date;
  endsAt: Date;
}

const columns = {
  id: tradeUpOffers.id,
  goodsId: tradeUpOffers.goodsId,
  priceFen: tradeUpOffers.priceFen,
  perOrderLimit: tradeUpOffers.perOrderLimit,
  thresholdFen: tradeUpOffers.thresholdFen,
  startsAt: tradeUpOffers.startsAt,
  endsAt: tradeUpOffers.endsAt,
};

const runningNow = sql`${tradeUpOffers.startsAt} <= now() and ${tradeUpOffers.endsAt} > now()`;

/** 换购 offers by id, running or not (a cart line keeps its offer after it ends). */
export async function tradeUpOffersByIds(
  db: Executor,
  ids: readonly number[],
): Promise<Map<number, LineTradeUp>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(columns)
    .from(tradeUpOffers)
    .where(inArray(tradeUpOffers.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The 换购 offer of a goods running now, or null (a published 换购 never overlaps another). */
export async function runningTradeUpOffer(db: Executor, goodsId: number): Promise<LineTradeUp | null> {
  const [row] = await db
    .select(columns)
    .from(tradeUpOffers)
    .where(and(eq(tradeUpOffers.goodsId, goodsId), runningNow))
    .limit(1);
  return row ?? null;
}

/** Every 换购 offer running now, the lowest threshold first. */
export async function runningTradeUpOffers(db: Executor): Promise<LineTradeUp[]> {
  return db
    .select(columns)
    .from(tradeUpOffers)
    .where(runningNow)
    .orderBy(asc(tradeUpOffers.thresholdFen), asc(tradeUpOffers.id));
}
