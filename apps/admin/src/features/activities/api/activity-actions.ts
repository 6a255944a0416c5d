import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminActivityDetail } from '@yaocai/domain/contracts/admin-activities';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { message } from '../../../lib/feedback';
import { activityKeys } from './activity-keys';

export const publishActivity = (id: number) => api.post<AdminActivityDetail>(apiPaths.activities.publish(id));

export const stopActivity = ({ id, reason }: { id: number; reason: string }) =>
  api.post<AdminActivityDetail>(apiPaths.activities.stop(id), { reason });

export const copyActivity = (id: number) => api.post<AdminActivityDetail>(apiPaths.activities.copy(id));

function useActivityAction<T>(
  action: (input: T) => Promise<AdminActivityDetail>,
  done: string,
  onDone?: (activity: AdminActivityDetail) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: (activity) => {
      message.success(done);
      onDone?.(activity);
      return queryClient.invalidateQueries({ queryKey: activityKeys.all });
    },
  });
}

export const usePublishActivity = () => useActivityAction(publishActivity, '活动已发布');
export const useStopActivity = (onStopped: () => void) =>
  useActivityAction(stopActivity, '活动已停止', onStopped);
export const useCopyActivity = (onCopied: (copy: AdminActivityDetail) => void) =>
  useActivityAction(copyActivity, '已复制为新的草稿', onCopied);
