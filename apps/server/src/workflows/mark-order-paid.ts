import type { PayMethod } from '@yaocai/domain/contracts/checkout';
import type { Transaction } from '../db/client.ts';
import { sendMessage } from '../modules/messages/messages.service.ts';
import { isOnlyPaidOrder } from '../modules/orders/first-order.service.ts';
import { markPaid } from '../modules/orders/order-state.service.ts';
import type { OrderRow } from '../modules/orders/order-wire.ts';
import { rewardReferral, type Earned } from '../modules/promotions/referral-rewards.service.ts';
import { awardPaidOrderPoints } from './points.ts';

const earnedText = (earned: Earned) =>
  [earned.couponName && `优惠券「${earned.couponName}」`, earned.points && `${earned.points}积分`]
    .filter(Boolean)
    .join('、');

/**
 * Marks an unpaid order paid, with what a paid order earns, in the caller's transaction: the one step
 * every way of paying goes through (balance, credit, the gateway's notify). Its points; and on the
 * buyer's first paid order the 老带新 reward of whoever referred them, who is told by a message.
 * Undefined when the order is no longer unpaid (nothing is given then).
 */
export async function markOrderPaid(
  tx: Transaction,
  orderId: number,
  method: PayMethod,
): Promise<OrderRow | undefined> {
  const paid = await markPaid(tx, orderId, method);
  if (!paid) return undefined;
  await awardPaidOrderPoints(tx, paid);
  if (!(await isOnlyPaidOrder(tx, paid.userId, paid.id))) return paid;
  const reward = await rewardReferral(tx, paid);
  const earned = reward && earnedText(reward.referrer);
  if (reward && earned) {
    await sendMessage(tx, reward.referrerId, {
      title: '邀请好友奖励已到账',
      content: `您邀请的好友已完成首单，${reward.activityName}奖励${earned}已发放到您的账户。`,
    });
  }
  return paid;
}
