import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SpikeSessions } from '@yaocai/domain/contracts/activity-responses';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

export const getSpikeSessions = (signal?: AbortSignal) =>
  api.get<SpikeSessions>(apiPaths.activity.spikeSessions, { signal });

export const spikeSessionsQueryOptions = () =>
  queryOptions({
    queryKey: ['activity', 'spike_sessions'],
    queryFn: ({ signal }) => getSpikeSessions(signal),
    staleTime: 30_000,
  });

export const useSpikeSessions = () => useQuery(spikeSessionsQueryOptions());
