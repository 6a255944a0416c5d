import { and, eq, sql } from 'drizzle-orm';
import {
  POINTS_EXCHANGE_STATUS_LABEL,
  POINTS_MALL_MESSAGES,
  type AdminPointsExchange,
  type AdminPointsExchangeQuery,
} from '@yaocai/domain/contracts/points-mall';
import type { Paged } from '@yaocai/domain/contracts/wire';
import { badRequest, notFound } from '@yaocai/domain/errors';
import { concurrently, type Executor, type Transaction } from '../../db/client.ts';
import { buyerLabels } from '../accounts/buyer-review.service.ts';
import { goodsNames } from '../catalog/goods-facts.service.ts';
import { operatorNames } from '../operators/operators.service.ts';
import { exchangeRows } from './points-mall.service.ts';
import { pointsExchanges, pointsItems } from './promotions.tables.ts';

const distinct = <T>(values: (T | null)[]) => [...new Set(values.filter((value) => value !== null))] as T[];

/**
 * 积分兑换记录 for the console, newest first: who exchanged what and when; goods wait for an
 * operator to send them (待发货), a coupon was issued at once. Of one activity, or of all.
 */
export async function pointsExchangePage(
  db: Executor,
  query: AdminPointsExchangeQuery,
): Promise<Paged<AdminPointsExchange>> {
  const where = and(
    query.activity_id === undefined ? undefined : eq(pointsItems.activityId, query.activity_id),
    query.status === '' ? undefined : eq(pointsExchanges.status, query.status),
  );
  const { rows, total } = await exchangeRows(db, where, query);
  const [buyers, goods, senders] = await concurrently(
    db,
    () => buyerLabels(db, distinct(rows.map(({ exchange }) => exchange.userId))),
    () => goodsNames(db, distinct(rows.map(({ item }) => item.goodsId))),
    () => operatorNames(db, distinct(rows.map(({ exchange }) => exchange.shippedBy))),
  );
  return {
    list: rows.map(({ exchange, item }) => ({
      id: exchange.id,
      item_name: item.name,
      item_kind: item.kind,
      points: exchange.points,
      status: exchange.status,
      status_label: POINTS_EXCHANGE_STATUS_LABEL[exchange.status],
      created_at: exchange.createdAt.toISOString(),
      user_id: exchange.userId,
      company: buyers.get(exchange.userId)?.company ?? '',
      phone: buyers.get(exchange.userId)?.phone ?? '',
      goods_id: item.goodsId,
      goods_name: item.goodsId === null ? null : (goods.get(item.goodsId)?.name ?? null),
      quantity: item.quantity,
      activity_id: item.activityId,
      shipped_at: exchange.shippedAt?.toISOString() ?? null,
      shipped_by: exchange.shippedBy === null ? null : (senders.get(exchange.shippedBy) ?? null),
    })),
    total,
    page: query.page,
    page_size: query.page_size,
  };
}

/**
 * Marks a goods exchange sent, once (a conditional update: two operators at once mark it once).
 * What the audit log keeps of it: the activity, the exchange, the buyer and the item.
 */
export async function markExchangeShipped(tx: Transaction, exchangeId: number, operatorId: number | null) {
  const [exchange] = await tx
    .select({
      activityId: pointsItems.activityId,
      userId: pointsExchanges.userId,
      kind: pointsItems.kind,
      item: pointsItems.name,
    })
    .from(pointsExchanges)
    .innerJoin(pointsItems, eq(pointsItems.id, pointsExchanges.itemId))
    .where(eq(pointsExchanges.id, exchangeId));
  if (!exchange) throw notFound(POINTS_MALL_MESSAGES.exchangeMissing);
  if (exchange.kind !== 'goods') throw badRequest(POINTS_MALL_MESSAGES.notGoods);
  const [shipped] = await tx
    .update(pointsExchanges)
    .set({ status: 'shipped', shippedAt: sql`now()`, shippedBy: operatorId })
    .where(and(eq(pointsExchanges.id, exchangeId), eq(pointsExchanges.status, 'to_ship')))
    .returning({ shippedAt: pointsExchanges.shippedAt });
  if (!shipped) throw badRequest(POINTS_MALL_MESSAGES.shipped);
  return {
    activityId: exchange.activityId,
    snapshot: {
      exchange_id: exchangeId,
      buyer_id: exchange.userId,
      item: exchange.item,
      shipped_at: shipped.shippedAt!.toISOString(),
    },
  };
}
