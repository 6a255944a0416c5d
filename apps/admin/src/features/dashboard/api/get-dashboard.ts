import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard, DashboardRange } from '@yaocai/domain/contracts/admin';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

export const getDashboard = (range: DashboardRange, signal?: AbortSignal) =>
  api.get<Dashboard>(apiPaths.dashboard, { params: { range }, signal });

/** Another range keeps the figures on screen until its own arrive. */
export const dashboardQueryOptions = (range: DashboardRange) =>
  queryOptions({
    queryKey: ['dashboard', range],
    queryFn: ({ signal }) => getDashboard(range, signal),
    placeholderData: keepPreviousData,
  });

export const useDashboard = (range: DashboardRange) => useQuery(dashboardQueryOptions(range));
