import type { FastifyInstance } from 'fastify';
import type { SheetRowError } from '@yaocai/domain/contracts/admin-jobs';
import type { Database, Transaction } from '../db/client.ts';
import { GOODS_SHEET, goodsExportBody } from '@yaocai/domain/contracts/admin-jobs';
import { DomainError } from '@yaocai/domain/errors';
import { createGoods } from '../modules/catalog/goods-editor.service.ts';
import { recordAudits, type AuditRecord } from '../modules/operators/audit.service.ts';
import { defineJob } from '../jobs/job.ts';
import type { Caches } from '../cache/caches.ts';
import { adminGoodsAfter } from '../modules/catalog/goods-admin.service.ts';
import { barcodesOf } from '../modules/catalog/goods-barcodes.service.ts';
import { applyGoodsChanges, warehouseList } from '../modules/catalog/goods-bulk.service.ts';
import { refreshSearchTerms } from '../modules/catalog/search.service.ts';
import { writeGoodsSheet } from '../modules/spreadsheets/goods-export.service.ts';
import { dropStagedRows, stagedRows } from '../modules/spreadsheets/goods-import.service.ts';
import type { GoodsChange } from '../modules/spreadsheets/goods-sheet.ts';
import {
  countSheetProgress,
  moveSheetJob,
  sheetJobById,
} from '../modules/spreadsheets/sheet-jobs.service.ts';
import { runSheetExport, sheetJobPolicy } from './sheet-export.ts';

/** Applies a confirmed goods import; enqueued by the confirmation, in its transaction. */
export const goodsImportJob = defineJob<{ jobId: number }>('goods.import', sheetJobPolicy);
/** Writes a goods export's file. */
export const goodsExportJob = defineJob<{ jobId: number }>('goods.export', sheetJobPolicy);

/** Rows applied per transaction: each commits with its progress, so a retry resumes after it. */
const APPLY_BATCH = 1_000;
const EXPORT_PAGE = 1_000;

/**
 * Applies an import's staged rows a batch per transaction, each row whole or not at all; counts
 * progress and audits each goods a row changed (the fields it changed, before and after, for the
 * operator who started the job) in the same transaction, and stops between batches when the
 * operator cancels. A retry
 * (after a crash or a stop) goes on with the rows not yet applied.
 */
export async function runGoodsImport(
  db: Database,
  caches: Caches | undefined,
  jobId: number,
  signal: AbortSignal,
) {
  if (!(await moveSheetJob(db, jobId, ['queued', 'running'], 'running'))) return;
  let publishChanged = false;
  for (;;) {
    if (signal.aborted) throw new Error('goods import stopped; it resumes when retried');
    const finished = await db.transaction(async (tx) => {
      const job = await sheetJobById(tx, jobId, true);
      if (job.state !== 'running') return true;
      if (job.cancelRequested) {
        await dropStagedRows(tx, jobId);
        await moveSheetJob(tx, jobId, ['running'], 'cancelled', {
          message: `已取消，取消前已应用${job.done}行`,
        });
        return true;
      }
      const rows = await stagedRows(tx, jobId, APPLY_BATCH);
      if (rows.length === 0) {
        const message = `已应用${job.done}行${job.failed > 0 ? `，${job.failed}行未导入` : ''}`;
        await moveSheetJob(tx, jobId, ['running'], 'succeeded', { message });
        return true;
      }
      const result = await applyGoodsChanges(
        tx,
        rows.flatMap((row) =>
          row.goodsId === null ? [] : [{ key: row.rowNo, ...row, goodsId: row.goodsId }],
        ),
      );
      const added = await addGoods(tx, rows);
      publishChanged ||= result.publishChanged || added.published;
      await recordAudits(tx, { operatorId: job.operatorId, ip: '' }, [
        ...result.changed.map((row): AuditRecord => ({
          action: 'goods.import_change',
          targetType: 'goods',
          targetId: row.goodsId,
          before: row.before,
          after: row.after,
          jobId,
        })),
        ...added.created.map(({ goodsId, body }): AuditRecord => ({
          action: 'goods.import_add',
          targetType: 'goods',
          targetId: goodsId,
          after: body,
          jobId,
        })),
      ]);
      const refused: SheetRowError[] = [
        ...result.refused.map((row) => ({ row: row.key, column: '商品ID', message: row.message })),
        ...added.refused,
      ];
      await dropStagedRows(
        tx,
        jobId,
        rows.map((row) => row.rowNo),
      );
      await countSheetProgress(tx, jobId, result.applied + added.applied, refused);
      return false;
    });
    if (finished) break;
  }
  // Suggestions list published goods only.
  if (publishChanged) await refreshSearchTerms(db, caches);
}

/**
 * Adds the batch's new goods, each in a savepoint: one the catalogue refuses now (a warehouse or
 * category gone since the preview) is rolled back alone and reported, the others kept.
 */
async function addGoods(tx: Transaction, rows: GoodsChange[]) {
  const refused: SheetRowError[] = [];
  const created: { goodsId: number; body: NonNullable<GoodsChange['newGoods']> }[] = [];
  let published = false;
  for (const row of rows) {
    if (!row.newGoods) continue;
    const body = row.newGoods;
    try {
      created.push({ goodsId: await tx.transaction((savepoint) => createGoods(savepoint, body)), body });
      published ||= body.on_sale;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      refused.push({ row: row.rowNo, column: GOODS_SHEET.name, message: error.message });
    }
  }
  return { applied: created.length, refused, published, created };
}

/**
 * Writes the goods the export's filters find (the list's filters, kept with the job and read again
 * through the export's contract), a page at a time, counting progress as it goes.
 */
export async function runGoodsExport(db: Database, jobId: number, signal: AbortSignal) {
  const warehouses = await warehouseList(db);
  await runSheetExport(
    db,
    jobId,
    signal,
    0,
    async (job, afterId) => {
      const found = await adminGoodsAfter(db, goodsExportBody.parse(job.filter), afterId, EXPORT_PAGE);
      if (found.length === 0) return null;
      const codes = await barcodesOf(
        db,
        found.map((row) => row.id),
      );
      const rows = found.map((row) => ({ ...row, barcodes: codes.get(row.id) ?? [] }));
      return { rows, counted: rows.length, cursor: rows.at(-1)!.id };
    },
    (pages) => writeGoodsSheet(warehouses, pages),
  );
}

/** Runs the console's imports and exports on the job runner. */
export async function startGoodsSheets(app: FastifyInstance): Promise<void> {
  await app.jobs.handle(goodsImportJob, ({ jobId }, { signal }) =>
    runGoodsImport(app.db, app.caches, jobId, signal),
  );
  await app.jobs.handle(goodsExportJob, ({ jobId }, { signal }) => runGoodsExport(app.db, jobId, signal));
}
