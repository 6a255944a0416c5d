import { z } from 'zod';
import { oneOf, page } from '../validation/numbers.ts';

/** GET /api/admin/activities/{id}/referral_rewards: a 老带新 activity's rewards, newest first. */
export const referralRewardListQuery = z.object({
  page: page(),
  page_size: oneOf([20, 50, 100], '每页条数只能是20、50或100').default(20),
});
export type ReferralRewardListQuery = z.infer<typeof referralRewardListQuery>;
export type ReferralRewardListParams = z.input<typeof referralRewardListQuery>;

export type { AdminReferralReward, AdminReferralRewardList } from './admin-referral-rewards-responses.ts';
