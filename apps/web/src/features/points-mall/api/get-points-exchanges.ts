import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PointsExchangePage } from '@yaocai/domain/contracts/points-mall';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

export const EXCHANGES_PAGE_SIZE = 10;

// Under 'user', as the points: an exchange reads them again.
export const pointsExchangesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['user', 'points-exchanges', page],
    queryFn: ({ signal }) =>
      api.get<PointsExchangePage>(apiPaths.pointsMall.exchanges, {
        params: { page, page_size: EXCHANGES_PAGE_SIZE },
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });

export const usePointsExchanges = (page: number) => useQuery(pointsExchangesQueryOptions(page));
