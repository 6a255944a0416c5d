import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DrawSimple } from '@yaocai/domain/contracts/draws-responses';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** The running draw the buyer may join; a failure is ignored (spec §7: draw-status calls fail silently). */
export const getDrawSimple = (signal?: AbortSignal) =>
  api.get<DrawSimple>(apiPaths.draw.simple, { signal, silent: true });

export const drawSimpleQueryOptions = () =>
  queryOptions({
    queryKey: ['draw', 'simple'],
    queryFn: ({ signal }) => getDrawSimple(signal),
    retry: false,
  });

export const useDrawSimple = (enabled: boolean) => useQuery({ ...drawSimpleQueryOptions(), enabled });
