import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DrawAds } from '@yaocai/domain/contracts/draws-responses';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

export const getDrawAds = (signal?: AbortSignal) =>
  api.get<DrawAds>(apiPaths.draw.ads, { signal, silent: true });

export const drawAdsQueryOptions = () =>
  queryOptions({
    queryKey: ['draw', 'ads'],
    queryFn: ({ signal }) => getDrawAds(signal),
    staleTime: 300_000,
  });

export const useDrawAds = () => useQuery(drawAdsQueryOptions());
