import type { Transaction } from '../db/client.ts';
import { sendMessage } from '../modules/messages/messages.service.ts';
import { takeBackReferralReward } from '../modules/promotions/referral-rewards.service.ts';

/**
 * The 老带新 reward a first order earned, taken back in the transaction that cancels it or refunds the
 * last of what was paid for in it; the referrer is told when something was taken from them.
 */
export async function takeBackReferral(
  tx: Transaction,
  order: { id: number; orderNo: string },
  why: '取消' | '全部退款',
): Promise<void> {
  const reward = await takeBackReferralReward(tx, order, why);
  if (!reward?.fromReferrer) return;
  await sendMessage(tx, reward.referrerId, {
    title: '邀请好友奖励已收回',
    content: `您邀请的好友已${why === '取消' ? '取消首单' : '将首单全部退款'}，${reward.activityName}奖励已收回（已使用的优惠券不受影响）。`,
  });
}
