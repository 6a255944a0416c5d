import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SheetJob } from '@yaocai/domain/contracts/admin-jobs';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { goodsQueryRoot } from '../../../lib/query-keys';
import { changesGoods, isActive, JOB_POLL_MS } from '../sheet-jobs';
import { jobKeys } from './job-keys';

export const getJob = (id: number, signal?: AbortSignal) =>
  api.get<SheetJob>(apiPaths.jobs.detail(id), { signal });

export const jobQueryOptions = (id: number) =>
  queryOptions({
    queryKey: jobKeys.detail(id),
    queryFn: async ({ signal, client }) => {
      const job = await getJob(id, signal);
      // The goods lists refetch when next shown, so the imported prices and stock appear there.
      if (changesGoods(job)) void client.invalidateQueries({ queryKey: goodsQueryRoot, refetchType: 'none' });
      return job;
    },
    staleTime: 0,
    // Followed once a second while the server works on it; an ended job is not asked again.
    refetchInterval: (query) => (query.state.data && isActive(query.state.data) ? JOB_POLL_MS : false),
  });

export const useJob = (id: number) => useQuery(jobQueryOptions(id));
