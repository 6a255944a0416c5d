import { and, asc, count, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import {
  SHEET_ERRORS_KEPT,
  SHEET_JOB_STATE_LABEL,
  type SheetJob,
  type SheetJobKind,
  type SheetJobListQuery,
  type SheetJobState,
  type SheetRowError,
} from '@yaocai/domain/contracts/admin-jobs';
import { notFound } from '@yaocai/domain/errors';
import type { Executor } from '../../db/client.ts';
import { withinDays } from '../../db/within-days.ts';
import { sheetJobs } from './spreadsheets.tables.ts';

const { result: _file, ...withoutFile } = getTableColumns(sheetJobs);
/** A job's columns, its file (which may be megabytes) only as whether there is one. */
const jobColumns = { ...withoutFile, hasFile: sql<boolean>`${sheetJobs.result} is not null` };
export type SheetJobRow = Omit<typeof sheetJobs.$inferSelect, 'result'> & { hasFile: boolean };

export function sheetJobWire(job: SheetJobRow, operator: string): SheetJob {
  return {
    id: job.id,
    kind: job.kind,
    state: job.state,
    state_label: SHEET_JOB_STATE_LABEL[job.state],
    file_name: job.fileName,
    operator,
    total: job.total,
    done: job.done,
    failed: job.failed,
    errors: job.errors,
    ignored_columns: job.ignoredColumns,
    cancel_requested: job.cancelRequested,
    message: job.message,
    has_file: job.hasFile,
    created_at: job.createdAt.toISOString(),
    started_at: job.startedAt?.toISOString() ?? null,
    finished_at: job.finishedAt?.toISOString() ?? null,
  };
}

/** A job without its file; locked for a change when asked. */
export async function sheetJobById(db: Executor, id: number, lock = false): Promise<SheetJobRow> {
  const query = db.select(jobColumns).from(sheetJobs).where(eq(sheetJobs.id, id));
  const [job] = lock ? await query.for('update') : await query;
  if (!job) throw notFound('任务不存在');
  return job;
}

/** An export's file, once written. */
export async function sheetJobFile(db: Executor, id: number): Promise<Buffer | null> {
  const [row] = await db.select({ result: sheetJobs.result }).from(sheetJobs).where(eq(sheetJobs.id, id));
  return row?.result ?? null;
}

/**
 * Moves a job from one of `from` to `to`, with the fields given; null when it was in none of them
 * (another request or the runner moved it first).
 */
export async function moveSheetJob(
  db: Executor,
  id: number,
  from: readonly SheetJobState[],
  to: SheetJobState,
  set: Partial<typeof sheetJobs.$inferInsert> = {},
): Promise<SheetJobRow | null> {
  const finished = ['succeeded', 'failed', 'cancelled'].includes(to);
  const [moved] = await db
    .update(sheetJobs)
    .set({
      ...set,
      state: to,
      ...(to === 'running' && { startedAt: sql`coalesce(${sheetJobs.startedAt}, now())` }),
      ...(finished && { finishedAt: sql`now()` }),
    })
    .where(and(eq(sheetJobs.id, id), inArray(sheetJobs.state, [...from])))
    .returning(jobColumns);
  return moved ?? null;
}

/** Counts rows done and refused, keeping the first refusals to show. */
export async function countSheetProgress(
  db: Executor,
  id: number,
  done: number,
  refused: readonly SheetRowError[],
): Promise<void> {
  await db
    .update(sheetJobs)
    .set({
      done: sql`${sheetJobs.done} + ${done}`,
      failed: sql`${sheetJobs.failed} + ${refused.length}`,
      errors: sql`(select coalesce(jsonb_agg(e), '[]'::jsonb) from (select e from jsonb_array_elements(${sheetJobs.errors} || ${JSON.stringify(refused)}::jsonb) as e limit ${SHEET_ERRORS_KEPT}) as kept)`,
    })
    .where(eq(sheetJobs.id, id));
}

/** A new export, waiting for its job. */
const EXPORT_NAME: Record<'goods_export' | 'orders_export', string> = {
  goods_export: '商品',
  orders_export: '订单',
};

export async function createExportJob(
  db: Executor,
  operatorId: number,
  total: number,
  filter: Record<string, string>,
  kind: 'goods_export' | 'orders_export' = 'goods_export',
): Promise<number> {
  const stamp = new Date().toISOString().slice(0, 16).replace(/[-:T]/g, '');
  const [job] = await db
    .insert(sheetJobs)
    .values({
      kind,
      state: 'queued',
      operatorId,
      fileName: `${EXPORT_NAME[kind]}-${stamp}.xlsx`,
      total,
      filter,
    })
    .returning({ id: sheetJobs.id });
  return job!.id;
}

/** Asks a running job to stop after its current batch; null when it has already ended. */
export async function requestSheetJobCancel(db: Executor, id: number): Promise<SheetJobRow | null> {
  const [job] = await db
    .update(sheetJobs)
    .set({ cancelRequested: true })
    .where(and(eq(sheetJobs.id, id), eq(sheetJobs.state, 'running')))
    .returning(jobColumns);
  return job ?? null;
}

/** 创建时间 is the id, which follows it; jobs not finished come last either way, equal ones by id. */
function jobOrder(query: SheetJobListQuery): SQL[] {
  const direction = query.order === 'asc' ? asc : desc;
  if (query.sort === 'created_at') return [direction(sheetJobs.id)];
  return [sql`${sheetJobs.finishedAt} is null`, direction(sheetJobs.finishedAt), direction(sheetJobs.id)];
}

/** A page of the jobs of `kinds` the filters pick, newest first or as sorted. */
export async function listSheetJobs(
  db: Executor,
  kinds: readonly SheetJobKind[],
  query: SheetJobListQuery,
): Promise<{ list: SheetJobRow[]; total: number; page: number; page_size: number }> {
  const shown = kinds.filter((kind) => query.kind === undefined || kind === query.kind);
  if (shown.length === 0) return { list: [], total: 0, page: query.page, page_size: query.page_size };
  const where = and(
    inArray(sheetJobs.kind, shown),
    query.state ? eq(sheetJobs.state, query.state) : undefined,
    ...withinDays(sheetJobs.createdAt, query.created_from, query.created_to),
  );
  const [list, [total]] = await Promise.all([
    db
      .select(jobColumns)
      .from(sheetJobs)
      .where(where)
      .orderBy(...jobOrder(query))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ n: count() }).from(sheetJobs).where(where),
  ]);
  return { list, total: total?.n ?? 0, page: query.page, page_size: query.page_size };
}
