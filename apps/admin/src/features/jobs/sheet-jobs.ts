import {
  IMPORT_FILE_BYTES_MAX,
  type SheetJob,
  type SheetJobState,
} from '@yaocai/domain/contracts/admin-jobs';

/** How often the console asks after a job the server is working on. */
export const JOB_POLL_MS = 1_000;

const ACTIVE: readonly SheetJobState[] = ['queued', 'running'];
const CANCELLABLE: readonly SheetJobState[] = ['previewed', 'queued', 'running'];

/** Queued or running: the server is (about to be) working on it, so its page keeps asking. */
export const isActive = (job: Pick<SheetJob, 'state'>) => ACTIVE.includes(job.state);

export const isEnded = (job: Pick<SheetJob, 'state'>) => !CANCELLABLE.includes(job.state);

/** Not ended, and no cancellation asked for yet (a running job stops only after its current batch). */
export const isCancellable = (job: Pick<SheetJob, 'state' | 'cancel_requested'>) =>
  CANCELLABLE.includes(job.state) && !job.cancel_requested;

/** A confirmed import changes goods: from then on the goods lists may show old prices and stock. */
export const changesGoods = (job: Pick<SheetJob, 'kind' | 'state'>) =>
  job.kind === 'goods_import' && job.state !== 'previewed';

const MEGABYTE = 1024 * 1024;

/** Why the browser will not upload this file, or null; the server checks again, and the content too. */
export function sheetFileProblem(file: { name: string; size: number }): string | null {
  if (!file.name.toLowerCase().endsWith('.xlsx')) return '只能上传 Excel 工作簿（.xlsx）';
  if (file.size > IMPORT_FILE_BYTES_MAX) return `文件不能超过${IMPORT_FILE_BYTES_MAX / MEGABYTE}MB`;
  return null;
}

/** Done of total as a whole percentage; a finished job with nothing to do is complete. */
export function percentDone(job: Pick<SheetJob, 'state' | 'done' | 'total'>): number {
  if (job.total === 0) return job.state === 'succeeded' ? 100 : 0;
  return Math.min(100, Math.floor((job.done / job.total) * 100));
}
