import type { ActivityListParams } from '@yaocai/domain/contracts/admin-activities';

export const activityKeys = {
  all: ['activities'] as const,
  list: (params: ActivityListParams) => ['activities', 'list', params] as const,
  detail: (id: number) => ['activities', 'detail', id] as const,
};
