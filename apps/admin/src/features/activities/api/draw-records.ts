import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DrawRecordListParams } from '@yaocai/domain/contracts/admin-draw-records';
import type { AdminDrawRecordList } from '@yaocai/domain/contracts/admin-draw-records-responses';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { message } from '../../../lib/feedback';
import { activityKeys } from './activity-keys';

export const getDrawRecords = (id: number, params: DrawRecordListParams, signal?: AbortSignal) =>
  api.get<AdminDrawRecordList>(apiPaths.activities.drawRecords(id), { params, signal });

/** A prize draw's wins, a page at a time. */
export const useDrawRecords = (id: number, params: DrawRecordListParams) =>
  useQuery({
    queryKey: activityKeys.drawRecords(id, params),
    queryFn: ({ signal }) => getDrawRecords(id, params, signal),
    placeholderData: keepPreviousData,
  });

/** Marks a gift-goods win handed over; the wins are read again. */
export function useMarkPrizeSent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recordId: number) => api.post<null>(apiPaths.activities.prizeSent(recordId)),
    onSuccess: () => {
      message.success('已标记赠品发放');
      return queryClient.invalidateQueries({ queryKey: activityKeys.all });
    },
  });
}
