import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SheetJob } from '@yaocai/domain/contracts/admin-jobs';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { message } from '../../../lib/feedback';
import { jobKeys } from './job-keys';

/** Applies a previewed import: the job is queued, and its page follows it from there. */
export const confirmJob = (id: number) => api.post<SheetJob>(apiPaths.jobs.confirm(id));

export function useConfirmJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmJob,
    onSuccess: (job) => {
      message.success('已开始导入');
      queryClient.setQueryData(jobKeys.detail(job.id), job);
      return queryClient.invalidateQueries({ queryKey: jobKeys.all, refetchType: 'none' });
    },
  });
}
