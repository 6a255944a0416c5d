import { z } from 'zod';
import { id, integer } from '../validation/numbers.ts';
import { optionalText } from '../validation/text.ts';

export const REFERRAL_POINTS_MAX = 1_000_000;
export const REFERRAL_CAP_MAX = 1_000;
/** A referral code: letters and digits without the look-alikes (0/O, 1/I/L). */
export const REFERRAL_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const REFERRAL_CODE_LENGTH = 8;

/**
 * One side's reward: the coupon of a published 优惠券 activity (issued into 我的优惠券 from its
 * coupons, while it has units and validity left) and/or points into the ledger; both null: nothing.
 */
const reward = (who: string) => ({
  coupon_activity_id: id(`${who}奖励优惠券活动`).nullable().default(null),
  points: integer({
    min: 1,
    max: REFERRAL_POINTS_MAX,
    message: `${who}奖励积分须为1至${REFERRAL_POINTS_MAX}之间的整数`,
  })
    .nullable()
    .default(null),
});

/**
 * 老带新有礼: a buyer shares their link; when a buyer who registered through it pays their first order
 * while the activity runs, the referrer is rewarded (at most `cap_per_referrer` times) and, if set, the
 * new buyer too.
 */
export const referralRewardDefinition = z
  .object({
    referrer: z.object(reward('邀请人'), { error: '邀请人奖励格式不正确' }),
    referred: z
      .object(reward('新用户'), { error: '新用户奖励格式不正确' })
      .default({ coupon_activity_id: null, points: null }),
    cap_per_referrer: integer({
      min: 1,
      max: REFERRAL_CAP_MAX,
      message: `每人奖励上限须为1至${REFERRAL_CAP_MAX}之间的整数`,
    }),
    rules_text: optionalText('活动规则', 500, { multiline: true }),
  })
  .refine((d) => d.referrer.coupon_activity_id !== null || d.referrer.points !== null, {
    error: '请设置邀请人奖励（优惠券或积分）',
    path: ['referrer'],
  });
export type ReferralRewardDefinition = z.infer<typeof referralRewardDefinition>;
export type ReferralRewardInput = z.input<typeof referralRewardDefinition>;

const rewardDetail = z.object({
  coupon_activity_id: z.number().int().nullable(),
  points: z.number().int().nullable(),
});

/** As the console reads it back: with how many rewards were issued so far. */
export const referralRewardDetail = z.object({
  referrer: rewardDetail,
  referred: rewardDetail,
  cap_per_referrer: z.number().int(),
  rules_text: z.string(),
  rewarded: z.number().int(),
});
export type ReferralRewardDetail = z.infer<typeof referralRewardDetail>;

/** A register call's ?ref= code; one that names nobody registers the buyer without a referrer. */
export const referralCode = () =>
  z
    .string({ error: '邀请码格式不正确' })
    .trim()
    .max(32, '邀请码格式不正确')
    .transform((code) => code.toUpperCase())
    .optional();

export type { ReferralPage } from './activity-referral-reward-responses.ts';
