import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { SheetJob } from '@yaocai/domain/contracts/admin-jobs';
import { paths } from '../config/paths';
import { api } from './api-client';
import { message } from './feedback';

/**
 * Starts an export (goods, orders) of what the list's filter finds; the answer is its job, whose
 * page shows the progress and then the download.
 */
export function useStartExport<Body extends object>(path: string) {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: Body) => api.post<SheetJob>(path, body),
    onSuccess: (job) => {
      message.success('已开始导出，完成后可下载');
      void navigate(paths.jobDetail.getHref(job.id));
    },
  });
}
