import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  AdminReferralRewardList,
  ReferralRewardListParams,
} from '@yaocai/domain/contracts/admin-referral-rewards';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { activityKeys } from './activity-keys';

/** A 老带新 activity's rewards, a page at a time. */
export const useReferralRewards = (id: number, params: ReferralRewardListParams) =>
  useQuery({
    queryKey: activityKeys.referralRewards(id, params),
    queryFn: ({ signal }) =>
      api.get<AdminReferralRewardList>(apiPaths.activities.referralRewards(id), { params, signal }),
    placeholderData: keepPreviousData,
  });
