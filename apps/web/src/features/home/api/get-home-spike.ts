import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HomeSpike } from '@yaocai/domain/contracts/activity-responses';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

// The home block is an extra: a failure leaves it out without a toast.
export const getHomeSpike = (signal?: AbortSignal) =>
  api.get<HomeSpike>(apiPaths.index.spike, { silent: true, signal });

export const useHomeSpike = () =>
  useQuery(
    queryOptions({
      queryKey: ['index', 'spike'],
      queryFn: ({ signal }) => getHomeSpike(signal),
      staleTime: 30_000,
    }),
  );
