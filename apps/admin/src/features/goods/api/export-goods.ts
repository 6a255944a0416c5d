import { useMutation } from '@tanstack/react-query';
import type { GoodsExportBody, SheetJob } from '@yaocai/domain/contracts/admin-jobs';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { message } from '../../../lib/feedback';

/** Starts writing the goods the search finds (all without words) to a sheet; the answer is its job. */
export const exportGoods = (body: GoodsExportBody) => api.post<SheetJob>(apiPaths.goods.export, body);

export function useExportGoods({ onStarted }: { onStarted: (job: SheetJob) => void }) {
  return useMutation({
    mutationFn: exportGoods,
    onSuccess: (job) => {
      message.success('已开始导出，完成后可下载');
      onStarted(job);
    },
  });
}
