import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RunningActivities } from '@yaocai/domain/contracts/activity-responses';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

export const getRunningActivities = (signal?: AbortSignal) =>
  api.get<RunningActivities>(apiPaths.activity.running, { silent: true, signal });

export const useRunningActivities = () =>
  useQuery(
    queryOptions({
      queryKey: ['activity', 'running'],
      queryFn: ({ signal }) => getRunningActivities(signal),
      staleTime: 60_000,
    }),
  );
