import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminActivityDetail } from '@yaocai/domain/contracts/admin-activities';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { activityKeys } from './activity-keys';

export const getActivity = (id: number, signal?: AbortSignal) =>
  api.get<AdminActivityDetail>(apiPaths.activities.detail(id), { signal });

export const activityQueryOptions = (id: number) =>
  queryOptions({ queryKey: activityKeys.detail(id), queryFn: ({ signal }) => getActivity(id, signal) });

/** One activity, or nothing to load for a new one (id null). */
export const useActivity = (id: number | null) =>
  useQuery({ ...activityQueryOptions(id ?? 0), enabled: id !== null });
