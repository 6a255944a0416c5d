import { sql } from 'drizzle-orm';
import type { GoodsBody } from '@yaocai/domain/contracts/admin-goods';
import {
  boolean,
  check,
  customType,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { SheetJobKind, SheetJobState, SheetRowError } from '@yaocai/domain/contracts/admin-jobs';
import { operators } from '../operators/operators.tables.ts';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * An operator's Excel import or export, which the console follows: an import is read into
 * `goods_import_rows` (previewed), applied by a background job once confirmed, a chunk per
 * transaction, with `done` counted in the same transaction; an export's file is kept in `result`.
 */
export const sheetJobs = pgTable('sheet_jobs', {
  id: serial().primaryKey(),
  kind: text().$type<SheetJobKind>().notNull(),
  state: text().$type<SheetJobState>().notNull(),
  operatorId: integer()
    .notNull()
    .references(() => operators.id),
  fileName: text().notNull(),
  /** Rows to apply (import) or to write (export). */
  total: integer().notNull().default(0),
  done: integer().notNull().default(0),
  /** Rows refused, at preview or when applied; the first of them are in `errors`. */
  failed: integer().notNull().default(0),
  errors: jsonb().$type<SheetRowError[]>().notNull().default([]),
  /** Columns of the file that the import does not read. */
  ignoredColumns: jsonb().$type<string[]>().notNull().default([]),
  /** What an export was asked to include (its search words). */
  filter: jsonb().$type<Record<string, string>>().notNull().default({}),
  cancelRequested: boolean().notNull().default(false),
  result: bytea(),
  message: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  startedAt: timestamp({ withTimezone: true }),
  finishedAt: timestamp({ withTimezone: true }),
});

/** The valid rows of a previewed goods import, waiting for the operator's confirmation. */
export const goodsImportRows = pgTable(
  'goods_import_rows',
  {
    jobId: integer()
      .notNull()
      .references(() => sheetJobs.id, { onDelete: 'cascade' }),
    /** The row's number in the sheet, as the operator sees it. */
    rowNo: integer().notNull(),
    /** Null: the row adds a goods item, `newGoods`. */
    goodsId: integer(),
    priceFen: integer(),
    onSale: boolean(),
    /** [warehouse id, stock] pairs. */
    stock: jsonb().$type<[number, number][]>().notNull().default([]),
    /** The goods' codes from now on; null: kept as they are. */
    barcodes: jsonb().$type<string[]>(),
    newGoods: jsonb().$type<GoodsBody>(),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.rowNo] }),
    check('goods_import_rows_change_or_new', sql`(${t.goodsId} is null) <> (${t.newGoods} is null)`),
  ],
);
