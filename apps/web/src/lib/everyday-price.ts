import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EverydayPrice } from '@yaocai/domain/contracts/activity-special-price-responses';
import { apiPaths } from '../config/paths';
import { api } from './api-client';

// Silent: /tjzq shows its own failure, and on goods cards the 特 tag is an extra left out.
export const getEverydayPrice = (signal?: AbortSignal) =>
  api.get<EverydayPrice>(apiPaths.activity.everydayPrice, { silent: true, signal });

export const everydayPriceQueryOptions = () =>
  queryOptions({
    queryKey: ['activity', 'everyday_price'],
    queryFn: ({ signal }) => getEverydayPrice(signal),
    staleTime: 30_000,
  });

export const useEverydayPrice = () => useQuery(everydayPriceQueryOptions());
