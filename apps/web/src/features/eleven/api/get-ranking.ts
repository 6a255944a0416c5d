import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RankingContest } from '@yaocai/domain/contracts/activity-ranking-contest';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

export const getRanking = (signal?: AbortSignal) =>
  api.get<RankingContest>(apiPaths.activity.ranking, { signal, silent: true });

// Under 'user': it names the signed-in buyer's own place, so signing in or out reads it again.
export const rankingQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'activity', 'ranking'],
    queryFn: ({ signal }) => getRanking(signal),
    staleTime: 30_000,
  });

export const useRanking = () => useQuery(rankingQueryOptions());
