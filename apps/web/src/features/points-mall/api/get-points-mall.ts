import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PointsMall } from '@yaocai/domain/contracts/points-mall';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

// Under 'user': the buyer's own points and exchanges, refreshed with the rest of their data.
export const pointsMallQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'points-mall'],
    queryFn: ({ signal }) => api.get<PointsMall>(apiPaths.pointsMall.items, { signal, silent: true }),
  });

export const usePointsMall = () => useQuery(pointsMallQueryOptions());
