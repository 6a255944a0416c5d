import { useQuery } from '@tanstack/react-query';
import type { ActivityPreview } from '@yaocai/domain/contracts/activity-preview-responses';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

// Silent: an operator not signed in to the console is told so on the page, not sent to the shop's login.
export const getActivityPreview = (id: number, signal?: AbortSignal) =>
  api.get<ActivityPreview>(apiPaths.admin.activityPreview(id), { silent: true, signal });

/** An activity as buyers will see it, for the operator previewing it (the console's session). */
export const useActivityPreview = (id: number) =>
  useQuery({
    queryKey: ['activity-preview', id],
    queryFn: ({ signal }) => getActivityPreview(id, signal),
    staleTime: 0,
  });
