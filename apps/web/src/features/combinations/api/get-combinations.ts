import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CombinationZone } from '@yaocai/domain/contracts/activity-combination-responses';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

export const getCombinations = (signal?: AbortSignal) =>
  api.get<CombinationZone>(apiPaths.activity.combinations, { signal });

export const combinationsQueryOptions = () =>
  queryOptions({
    queryKey: ['activity', 'combinations'],
    queryFn: ({ signal }) => getCombinations(signal),
    staleTime: 30_000,
  });

export const useCombinations = () => useQuery(combinationsQueryOptions());
