import { z } from 'zod';
import { id } from '../validation/numbers.ts';
import { date } from '../validation/dates.ts';
import {
  adminGoodsFilterFields,
  adminOrderFilterFields,
  endNotBefore,
  goodsFilterInOrder,
  listPage,
  ORDER_PICK_MAX,
  orderFilterInOrder,
  sortOrders,
} from './admin.ts';

/**
 * The console's Excel imports and exports. An import is read and checked first (`previewed`),
 * applied only when the operator confirms, by a background job that the console follows and may
 * cancel; an export is written by a job and then downloaded.
 */
export const sheetJobKinds = ['goods_import', 'goods_export', 'orders_export'] as const;
export type SheetJobKind = (typeof sheetJobKinds)[number];

export const sheetJobStates = ['previewed', 'queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;
export type SheetJobState = (typeof sheetJobStates)[number];

export const SHEET_JOB_STATE_LABEL: Record<SheetJobState, string> = {
  previewed: '待确认',
  queued: '排队中',
  running: '进行中',
  succeeded: '已完成',
  failed: '失败',
  cancelled: '已取消',
};

export const SHEET_JOB_KIND_LABEL: Record<SheetJobKind, string> = {
  goods_import: '商品导入',
  goods_export: '商品导出',
  orders_export: '订单导出',
};

/** 创建时间 (the job's id, which follows it) or 完成时间 (jobs not finished last). */
export const sheetJobSorts = ['created_at', 'finished_at'] as const;
export type SheetJobSort = (typeof sheetJobSorts)[number];

/** 导入导出: the jobs of a kind, in a state, created between two China days (both included). */
export const sheetJobListQuery = z
  .object({
    kind: z.enum(sheetJobKinds, { error: '任务类型不正确' }).optional(),
    state: z.enum(sheetJobStates, { error: '任务状态不正确' }).optional(),
    created_from: date('创建开始日期').optional(),
    created_to: date('创建结束日期').optional(),
    /** Newest first by default. */
    sort: z.enum(sheetJobSorts, { error: '排序字段不正确' }).default('created_at'),
    order: z.enum(sortOrders, { error: '排序方向不正确' }).default('desc'),
    ...listPage,
  })
  .refine((query) => endNotBefore(query.created_from, query.created_to), {
    error: '创建结束日期不能早于开始日期',
    path: ['created_to'],
  });
export type SheetJobListQuery = z.infer<typeof sheetJobListQuery>;
export type SheetJobListParams = z.input<typeof sheetJobListQuery>;

/**
 * The goods sheet, as exported and imported. Imports match rows by 商品ID and change only the
 * columns present: price, publish state, and stock in each warehouse named after the prefix.
 * The other columns are there for people and are not read.
 */
export const GOODS_SHEET = {
  id: '商品ID',
  name: '商品名称',
  spec: '规格',
  manufacturer: '生产厂家',
  approvalNumber: '批准文号',
  /** The goods' EAN-13 barcodes and 药品标识码, separated by commas; an empty cell keeps them. */
  barcodes: '条形码',
  /** A row without an id adds a goods item: these columns describe it (the ones above too). */
  kind: '类型',
  businessScope: '经营范围',
  unit: '单位',
  packMultiple: '中包装',
  ephedrine: '含麻黄碱',
  monthlyLimit: '每月限购',
  price: '价格（元）',
  onSale: '上架',
  stockPrefix: '库存：',
} as const;
export const ON_SALE_WORDS = { yes: '是', no: '否' } as const;

/** The most rows one import may have. */
export const IMPORT_ROWS_MAX = 200_000;
/** The largest file one import may upload: 20 MB. */
export const IMPORT_FILE_BYTES_MAX = 20 * 1024 * 1024;
export type { SheetJob, SheetRowError } from './admin-responses.ts';

/** How many row errors a job keeps to show; the rest are counted. */
export const SHEET_ERRORS_KEPT = 100;

/** The goods an export writes: those the console's list shows with the same filters (every goods without). */
export const goodsExportBody = goodsFilterInOrder(z.object(adminGoodsFilterFields));
export type GoodsExportBody = z.infer<typeof goodsExportBody>;
export type GoodsExportInput = z.input<typeof goodsExportBody>;

/**
 * The orders an export writes: those the operator picked (`ids`), else those the list shows with the
 * same filter.
 */
export const ordersExportBody = orderFilterInOrder(
  z.object({
    ...adminOrderFilterFields,
    ids: z
      .array(id('订单'), { error: '订单格式不正确' })
      .min(1, '请选择要导出的订单')
      .max(ORDER_PICK_MAX, `一次最多导出${ORDER_PICK_MAX}个选中的订单`)
      .optional(),
  }),
);
export type OrdersExportBody = z.infer<typeof ordersExportBody>;
export type OrdersExportInput = z.input<typeof ordersExportBody>;

/** The orders sheet: a row per order line, with its order's fields on each. */
export const ORDERS_SHEET = [
  ['订单编号', 20],
  ['下单时间', 18],
  ['状态', 8],
  ['客户', 30],
  ['手机号', 14],
  ['商品名称', 30],
  ['规格', 16],
  ['生产厂家', 28],
  ['仓库', 12],
  ['数量', 8],
  ['单价（元）', 12],
  ['小计（元）', 12],
  ['订单应付（元）', 14],
  ['支付方式', 10],
  ['支付时间', 18],
  ['发货时间', 18],
] as const;
