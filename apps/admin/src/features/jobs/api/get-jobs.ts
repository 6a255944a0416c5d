import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SheetJob } from '@yaocai/domain/contracts/admin-jobs';
import type { Paged } from '@yaocai/domain/contracts/wire';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { isActive, JOB_POLL_MS } from '../sheet-jobs';
import { jobKeys, type JobListParams } from './job-keys';

export const getJobs = (params: JobListParams, signal?: AbortSignal) =>
  api.get<Paged<SheetJob>>(apiPaths.jobs.list, { params, signal });

export const jobsQueryOptions = (params: JobListParams) =>
  queryOptions({
    queryKey: jobKeys.list(params),
    queryFn: ({ signal }) => getJobs(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    // The page follows its jobs while any of them is queued or running.
    refetchInterval: (query) => (query.state.data?.list.some(isActive) ? JOB_POLL_MS : false),
  });

export const useJobs = (params: JobListParams) => useQuery(jobsQueryOptions(params));
