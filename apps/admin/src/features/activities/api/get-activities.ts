import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivityListParams, AdminActivityList } from '@yaocai/domain/contracts/admin-activities';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { activityKeys } from './activity-keys';

export const getActivities = (params: ActivityListParams, signal?: AbortSignal) =>
  api.get<AdminActivityList>(apiPaths.activities.list, { params, signal });

export const activitiesQueryOptions = (params: ActivityListParams) =>
  queryOptions({
    queryKey: activityKeys.list(params),
    queryFn: ({ signal }) => getActivities(params, signal),
    placeholderData: keepPreviousData,
  });

export const useActivities = (params: ActivityListParams) => useQuery(activitiesQueryOptions(params));
