import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DrawActivity } from '@yaocai/domain/contracts/draws-responses';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

export const getDrawActivity = (id: number, signal?: AbortSignal) =>
  api.get<DrawActivity>(apiPaths.draw.activity(id), { signal, silent: true });

export const drawActivityQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['draw', 'activity', id],
    queryFn: ({ signal }) => getDrawActivity(id, signal),
    staleTime: 60_000,
  });

export const useDrawActivity = (id: number | null) =>
  useQuery({ ...drawActivityQueryOptions(id ?? 0), enabled: id !== null && id > 0 });
