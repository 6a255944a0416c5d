import { and, asc, eq, inArray } from 'drizzle-orm';
import type { CellValue, Row } from 'exceljs';
import { IMPORT_ROWS_MAX, SHEET_ERRORS_KEPT, type SheetRowError } from '@yaocai/domain/contracts/admin-jobs';
import { invalid } from '@yaocai/domain/errors';
import type { Executor, Transaction } from '../../db/client.ts';
import {
  existingGoodsIds,
  goodsByIdentity,
  identityKey,
  warehouseList,
} from '../catalog/goods-bulk.service.ts';
import { readXlsx } from './xlsx-reader.ts';
import { readGoodsHeader, readGoodsRow, type GoodsChange, type GoodsColumns } from './goods-sheet.ts';
import { goodsImportRows, sheetJobs } from './spreadsheets.tables.ts';

/** Rows checked and staged together. */
const STAGE_BATCH = 1_000;

/** What a preview found, beyond the staged rows. */
class PreviewTally {
  staged = 0;
  failed = 0;
  errors: SheetRowError[] = [];
  /** Each goods' first row, to refuse a goods listed twice. */
  firstRowOf = new Map<number, number>();
  /** Each new goods' first row, by identity (name, spec, manufacturer). */
  firstNewRowOf = new Map<string, number>();

  refuse(errors: readonly SheetRowError[]) {
    if (errors.length === 0) return;
    this.failed += 1;
    for (const error of errors) if (this.errors.length < SHEET_ERRORS_KEPT) this.errors.push(error);
  }
}

/**
 * Reads an uploaded goods sheet (xlsx, already received whole: the transaction never waits on the
 * client; its rows are streamed, so memory stays flat however many there are) into a new job in the
 * `previewed` state, in the caller's transaction: the valid rows are staged, the others counted with
 * their reasons. Nothing in the catalogue changes until the operator confirms. A file that cannot be
 * read, lacks the columns or has too many rows is refused whole.
 */
export async function previewGoodsImport(
  tx: Transaction,
  input: { operatorId: number; fileName: string; file: Buffer },
): Promise<number> {
  const warehouses = await warehouseList(tx);
  const [job] = await tx
    .insert(sheetJobs)
    .values({
      kind: 'goods_import',
      state: 'previewed',
      operatorId: input.operatorId,
      fileName: input.fileName,
    })
    .returning({ id: sheetJobs.id });
  const jobId = job!.id;
  const tally = new PreviewTally();
  let columns: GoodsColumns | undefined;
  let ignored: string[] = [];
  let batch: GoodsChange[] = [];
  const flush = async () => {
    await stageBatch(tx, jobId, batch, tally);
    batch = [];
  };
  for await (const row of firstSheetRows(input.file)) {
    const cells = row.values as CellValue[];
    if (!columns) {
      if (row.number !== 1) throw invalid('file', '第1行须为表头');
      ({ columns, ignored } = readGoodsHeader(cells, warehouses));
      continue;
    }
    if (row.number - 1 > IMPORT_ROWS_MAX) {
      throw invalid('file', `一次最多导入${IMPORT_ROWS_MAX.toLocaleString('en')}行，请分成多个文件`);
    }
    const { change, errors } = readGoodsRow(cells, row.number, columns);
    tally.refuse(errors);
    if (change) batch.push(change);
    if (batch.length >= STAGE_BATCH) await flush();
  }
  await flush();
  if (!columns) throw invalid('file', '表格是空的：第1行须为表头');
  if (tally.staged === 0 && tally.failed === 0) throw invalid('file', '表格中没有要导入的行');
  await tx
    .update(sheetJobs)
    .set({ total: tally.staged, failed: tally.failed, errors: tally.errors, ignoredColumns: ignored })
    .where(eq(sheetJobs.id, jobId));
  return jobId;
}

/**
 * The rows of a workbook's first sheet (the sheets after it are read past, unread). Only what the
 * reader throws means the file is unreadable: an error of the caller's loop body (the database,
 * staging a batch) leaves through the loop, never through this catch.
 */
async function* firstSheetRows(file: Buffer): AsyncGenerator<Row> {
  try {
    let sheets = 0;
    for await (const sheet of readXlsx(file)) {
      sheets += 1;
      for await (const row of sheet) if (sheets === 1) yield row;
    }
  } catch {
    throw invalid('file', '无法读取文件：请上传 Excel 工作簿（.xlsx）');
  }
}

/** Checks a batch against the catalogue and the rows before it, and stages what passes. */
async function stageBatch(tx: Transaction, jobId: number, batch: GoodsChange[], tally: PreviewTally) {
  if (batch.length === 0) return;
  const changes = batch.filter((change) => change.goodsId !== null);
  const added = batch.filter((change) => change.newGoods !== null);
  const known = await existingGoodsIds(
    tx,
    changes.map((change) => change.goodsId!),
  );
  const identityOf = (change: GoodsChange) =>
    identityKey({
      name: change.newGoods!.name,
      spec: change.newGoods!.ypgg,
      manufacturer: change.newGoods!.manufacturer,
    });
  const existing = await goodsByIdentity(
    tx,
    added.map((change) => ({
      name: change.newGoods!.name,
      spec: change.newGoods!.ypgg,
      manufacturer: change.newGoods!.manufacturer,
    })),
  );
  const staged = batch.filter((change) => {
    if (change.goodsId === null) {
      const identity = identityOf(change);
      const there = existing.get(identity);
      const first = tally.firstNewRowOf.get(identity);
      if (there !== undefined) {
        tally.refuse([
          {
            row: change.rowNo,
            column: '商品名称',
            message: `商品已存在（商品ID ${there}），请填写商品ID修改它`,
          },
        ]);
      } else if (first !== undefined) {
        tally.refuse([{ row: change.rowNo, column: '商品名称', message: `与第${first}行是同一商品` }]);
      } else {
        tally.firstNewRowOf.set(identity, change.rowNo);
        return true;
      }
      return false;
    }
    const first = tally.firstRowOf.get(change.goodsId);
    if (!known.has(change.goodsId)) {
      tally.refuse([{ row: change.rowNo, column: '商品ID', message: `商品ID ${change.goodsId} 不存在` }]);
    } else if (first !== undefined) {
      tally.refuse([{ row: change.rowNo, column: '商品ID', message: `与第${first}行是同一商品` }]);
    } else {
      tally.firstRowOf.set(change.goodsId, change.rowNo);
      return true;
    }
    return false;
  });
  if (staged.length === 0) return;
  await tx.insert(goodsImportRows).values(
    staged.map((change) => ({
      jobId,
      rowNo: change.rowNo,
      goodsId: change.goodsId,
      priceFen: change.priceFen,
      onSale: change.onSale,
      stock: change.stock,
      barcodes: change.barcodes,
      newGoods: change.newGoods,
    })),
  );
  tally.staged += staged.length;
}

/** The next staged rows of an import, in sheet order. */
export async function stagedRows(db: Executor, jobId: number, limit: number): Promise<GoodsChange[]> {
  const rows = await db
    .select()
    .from(goodsImportRows)
    .where(eq(goodsImportRows.jobId, jobId))
    .orderBy(asc(goodsImportRows.rowNo))
    .limit(limit);
  return rows.map((row) => ({
    rowNo: row.rowNo,
    goodsId: row.goodsId,
    priceFen: row.priceFen,
    onSale: row.onSale,
    stock: row.stock,
    barcodes: row.barcodes,
    newGoods: row.newGoods,
  }));
}

/** Forgets staged rows once applied or refused, so that a retried job goes on where it stopped. */
export async function dropStagedRows(db: Executor, jobId: number, rowNos?: readonly number[]): Promise<void> {
  const where = rowNos
    ? and(eq(goodsImportRows.jobId, jobId), inArray(goodsImportRows.rowNo, [...rowNos]))
    : eq(goodsImportRows.jobId, jobId);
  await db.delete(goodsImportRows).where(where);
}
