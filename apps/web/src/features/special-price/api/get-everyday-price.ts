import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EverydayPrice } from '@yaocai/domain/contracts/activity-special-price-responses';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

export const getEverydayPrice = (signal?: AbortSignal) =>
  api.get<EverydayPrice>(apiPaths.activity.everydayPrice, { signal });

export const everydayPriceQueryOptions = () =>
  queryOptions({
    queryKey: ['activity', 'everyday_price'],
    queryFn: ({ signal }) => getEverydayPrice(signal),
    staleTime: 30_000,
  });

export const useEverydayPrice = () => useQuery(everydayPriceQueryOptions());
