import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Link } from '@yaocai/domain/contracts/content';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

export const getLinks = (signal?: AbortSignal) =>
  api.get<Link[]>(apiPaths.global.links, { silent: true, signal });

export const getLinksQueryOptions = () =>
  queryOptions({
    queryKey: ['global', 'links'],
    queryFn: ({ signal }) => getLinks(signal),
    staleTime: 10 * 60_000,
  });

export const useLinks = () => useQuery(getLinksQueryOptions());
