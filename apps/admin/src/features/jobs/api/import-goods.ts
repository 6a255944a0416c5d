import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SheetJob } from '@yaocai/domain/contracts/admin-jobs';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { jobKeys } from './job-keys';

/** The server reads and checks the whole file before it answers: up to 20 MB and 200 000 rows. */
const UPLOAD_TIMEOUT_MS = 5 * 60_000;

/** Uploads a goods sheet; the answer is its preview, a job waiting for the operator's confirmation. */
export function importGoods(file: File) {
  const form = new FormData();
  form.append('file', file);
  return api.post<SheetJob>(apiPaths.goods.import, form, { timeoutMs: UPLOAD_TIMEOUT_MS });
}

export function useImportGoods() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importGoods,
    // The upload step shows why a file was refused (e.g. 缺少列「商品ID」).
    meta: { showsErrors: true },
    onSuccess: (job) => {
      queryClient.setQueryData(jobKeys.detail(job.id), job);
      return queryClient.invalidateQueries({ queryKey: jobKeys.all, refetchType: 'none' });
    },
  });
}
