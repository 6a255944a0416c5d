import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard, DashboardParams } from '@yaocai/domain/contracts/admin';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { dashboardQueryRoot } from '../../../lib/query-keys';

/** The period's first and last days (YYYY-MM-DD); none: the server's last 7 days. */
export type DashboardPeriod = { from: string; to: string } | null;

export const getDashboard = (period: DashboardPeriod, signal?: AbortSignal) =>
  api.get<Dashboard>(apiPaths.dashboard, {
    params: (period ?? {}) satisfies DashboardParams,
    signal,
  });

/** Another period keeps the figures on screen until its own arrive. */
export const dashboardQueryOptions = (period: DashboardPeriod) =>
  queryOptions({
    queryKey: [...dashboardQueryRoot, period?.from ?? '', period?.to ?? ''],
    queryFn: ({ signal }) => getDashboard(period, signal),
    placeholderData: keepPreviousData,
  });

export const useDashboard = (period: DashboardPeriod) => useQuery(dashboardQueryOptions(period));
