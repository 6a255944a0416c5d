import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SheetJob } from '@yaocai/domain/contracts/admin-jobs';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { message } from '../../../lib/feedback';
import { jobKeys } from './job-keys';

/** Cancels a job at once when it has not started, else asks it to stop after its current batch. */
export const cancelJob = (id: number) => api.post<SheetJob>(apiPaths.jobs.cancel(id));

export function useCancelJob({ onCancelled }: { onCancelled?: (job: SheetJob) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelJob,
    onSuccess: (job) => {
      message.success(job.state === 'cancelled' ? '已取消' : '正在取消，当前批次完成后停止');
      queryClient.setQueryData(jobKeys.detail(job.id), job);
      onCancelled?.(job);
      return queryClient.invalidateQueries({ queryKey: jobKeys.all });
    },
  });
}
