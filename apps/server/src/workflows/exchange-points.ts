import { POINTS_EXCHANGE_KIND, POINTS_MALL_MESSAGES } from '@yaocai/domain/contracts/points-mall';
import type { PointsExchange } from '@yaocai/domain/contracts/points-mall-responses';
import type { Executor } from '../db/client.ts';
import { assertSameRequest, type IdempotencyKey } from '../plugins/idempotency-key.ts';
import { spendPoints } from '../modules/accounts/points.service.ts';
import {
  exchangeAnswer,
  exchangeByKey,
  lockBuyerExchanges,
  recordExchange,
  refused,
  takePointsItem,
} from '../modules/promotions/points-mall.service.ts';

/**
 * 积分商城 exchange, in one transaction: the buyer's exchanges take turns; a key already used returns
 * its exchange (another body with it: 409); one piece of the item is taken and the points spent, both
 * by conditional updates (neither goes below zero), with the ledger row (我的积分); a coupon is issued
 * into 我的优惠券, goods are recorded to be shipped (待发货, listed in the console). Any refusal writes nothing.
 */
export async function exchangePoints(
  db: Executor,
  userId: number,
  itemId: number,
  idempotencyKey: IdempotencyKey,
): Promise<{ exchange: PointsExchange; created: boolean }> {
  return db.transaction(async (tx) => {
    await lockBuyerExchanges(tx, userId);
    const existing = await exchangeByKey(tx, userId, idempotencyKey.key);
    if (existing) {
      assertSameRequest(existing, idempotencyKey, '兑换');
      return { exchange: await exchangeAnswer(tx, existing), created: false };
    }
    const item = await takePointsItem(tx, userId, itemId);
    const balanceAfter = await spendPoints(tx, userId, item.points, POINTS_EXCHANGE_KIND, item.name);
    if (balanceAfter === null) throw refused(POINTS_MALL_MESSAGES.short);
    const row = await recordExchange(tx, {
      userId,
      item,
      balanceAfter,
      key: idempotencyKey.key,
      requestHash: idempotencyKey.requestHash,
    });
    return { exchange: await exchangeAnswer(tx, row), created: true };
  });
}
