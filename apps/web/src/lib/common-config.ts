import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CommonConfig } from '@yaocai/domain/contracts/content';
import { apiPaths } from '../config/paths';
import { api } from './api-client';
import { syncServerClock } from './server-clock';

// Spec §7: a failed common call is silently ignored; the shell then shows no nav, menu or notice.
export const getCommonConfig = async (signal?: AbortSignal) => {
  const config = await api.get<CommonConfig>(apiPaths.focus.common, { silent: true, signal });
  syncServerClock(config.timestamp);
  return config;
};

export const getCommonConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['focus', 'common'],
    queryFn: ({ signal }) => getCommonConfig(signal),
    staleTime: 5 * 60_000,
  });

export const useCommonConfig = () => useQuery(getCommonConfigQueryOptions());
