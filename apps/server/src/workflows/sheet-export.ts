import { chinaDayOf } from '@yaocai/domain/validation/dates';
import type { Database } from '../db/client.ts';
import {
  countSheetProgress,
  moveSheetJob,
  sheetJobById,
  type SheetJobRow,
} from '../modules/spreadsheets/sheet-jobs.service.ts';

/** How the job runner treats the console's sheet jobs: retried after a crash, watched by heartbeat. */
export const sheetJobPolicy = {
  retryLimit: 5,
  retryDelay: 5,
  retryDelayMax: 300,
  expireInSeconds: 3_600,
  heartbeatSeconds: 10,
};

/**
 * An export's filter as its job keeps it: the body's fields as the wire writes them, read back by
 * the job through the same contract as the request's body.
 */
export function exportFilterOf(body: object): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined) continue;
    if (value instanceof Date) kept[key] = chinaDayOf(value);
    else if (Array.isArray(value)) kept[key] = value.join(',');
    else kept[key] = String(value);
  }
  return kept;
}

export interface ExportPage<T> {
  rows: T[];
  /** Records this page covers, counted as progress (orders, where rows are their lines). */
  counted: number;
  /** Where the next page starts. */
  cursor: number;
}

/**
 * Runs an export job: reads pages from `start` with `pageAt` until one is empty, counting progress
 * after each and stopping between pages when the operator cancels; `write` makes the file from them.
 * A retry writes the file again from the start.
 */
export async function runSheetExport<T>(
  db: Database,
  jobId: number,
  signal: AbortSignal,
  start: number,
  pageAt: (job: SheetJobRow, cursor: number) => Promise<ExportPage<T> | null>,
  write: (pages: AsyncIterable<T[]>) => Promise<Buffer>,
): Promise<void> {
  const job = await moveSheetJob(db, jobId, ['queued', 'running'], 'running');
  if (!job) return;
  let cancelled = false;
  async function* pages() {
    for (let cursor = start; ;) {
      if (signal.aborted) throw new Error('export stopped; it starts again when retried');
      if ((await sheetJobById(db, jobId)).cancelRequested) {
        cancelled = true;
        return;
      }
      const page = await pageAt(job!, cursor);
      if (!page) return;
      yield page.rows;
      await countSheetProgress(db, jobId, page.counted, []);
      cursor = page.cursor;
    }
  }
  await moveSheetJob(db, jobId, ['running'], 'running', { done: 0 });
  const file = await write(pages());
  if (cancelled) await moveSheetJob(db, jobId, ['running'], 'cancelled', { message: '已取消' });
  else await moveSheetJob(db, jobId, ['running'], 'succeeded', { result: file, message: null });
}
