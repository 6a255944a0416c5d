import type { ActivityListParams } from '@yaocai/domain/contracts/admin-activities';
import type { DrawRecordListParams } from '@yaocai/domain/contracts/admin-draw-records';

export const activityKeys = {
  all: ['activities'] as const,
  list: (params: ActivityListParams) => ['activities', 'list', params] as const,
  detail: (id: number) => ['activities', 'detail', id] as const,
  drawRecords: (id: number, params: DrawRecordListParams) =>
    ['activities', 'draw-records', id, params] as const,
};
