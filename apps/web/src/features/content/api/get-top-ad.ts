import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

export interface TopAd {
  url: string;
  image: string;
}

export const getTopAd = (signal?: AbortSignal) =>
  api.get<TopAd | null>(apiPaths.focus.top, { silent: true, signal });

export const getTopAdQueryOptions = () =>
  queryOptions({
    queryKey: ['focus', 'top'],
    queryFn: ({ signal }) => getTopAd(signal),
    staleTime: 5 * 60_000,
  });

export const useTopAd = (enabled: boolean) => useQuery({ ...getTopAdQueryOptions(), enabled });
