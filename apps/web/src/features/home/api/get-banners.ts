import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Banner } from '@yaocai/domain/contracts/content';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

export const getBanners = (bannerId: number, signal?: AbortSignal) =>
  api.get<Banner[]>(apiPaths.focus.demo, { params: { banner_id: bannerId }, silent: true, signal });

export const getBannersQueryOptions = (bannerId: number) =>
  queryOptions({
    queryKey: ['focus', 'demo', bannerId],
    queryFn: ({ signal }) => getBanners(bannerId, signal),
    staleTime: 5 * 60_000,
  });

export const useBanners = (bannerId: number) => useQuery(getBannersQueryOptions(bannerId));
