import type { ActivityListParams } from '@yaocai/domain/contracts/admin-activities';
import type { DrawRecordListParams } from '@yaocai/domain/contracts/admin-draw-records';
import type { ReferralRewardListParams } from '@yaocai/domain/contracts/admin-referral-rewards';
import type { AdminPointsExchangeParams } from '@yaocai/domain/contracts/points-mall';

export const activityKeys = {
  all: ['activities'] as const,
  list: (params: ActivityListParams) => ['activities', 'list', params] as const,
  detail: (id: number) => ['activities', 'detail', id] as const,
  drawRecords: (id: number, params: DrawRecordListParams) =>
    ['activities', 'draw-records', id, params] as const,
  referralRewards: (id: number, params: ReferralRewardListParams) =>
    ['activities', 'referral-rewards', id, params] as const,
  pointsExchanges: (params: AdminPointsExchangeParams) => ['activities', 'points-exchanges', params] as const,
};
