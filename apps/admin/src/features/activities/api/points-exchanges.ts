import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminPointsExchangeList,
  AdminPointsExchangeParams,
} from '@yaocai/domain/contracts/points-mall';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { message } from '../../../lib/feedback';
import { activityKeys } from './activity-keys';

/** A 积分商城's exchanges, a page at a time. */
export const usePointsExchanges = (params: AdminPointsExchangeParams) =>
  useQuery({
    queryKey: activityKeys.pointsExchanges(params),
    queryFn: ({ signal }) =>
      api.get<AdminPointsExchangeList>(apiPaths.activities.pointsExchanges, { params, signal }),
    placeholderData: keepPreviousData,
  });

/** Marks a goods exchange shipped; the exchanges are read again. */
export function useMarkExchangeShipped() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (exchangeId: number) => api.post<null>(apiPaths.activities.exchangeShipped(exchangeId)),
    onSuccess: () => {
      message.success('已标记发货');
      return queryClient.invalidateQueries({ queryKey: activityKeys.all });
    },
  });
}
