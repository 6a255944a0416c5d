import { http, HttpResponse } from 'msw';
import type {
  AccountManager,
  AdminBuyer,
  AdminBuyerDetail,
  AdminGoods,
  AdminOrder,
  AdminOrderDetail,
  Dashboard,
  OperatorMe,
  Permission,
} from '@yaocai/domain/contracts/admin';
import { permissionCodes } from '@yaocai/domain/contracts/admin';
import type { AdminAfterSale } from '@yaocai/domain/contracts/after-sales';
import { SHEET_JOB_STATE_LABEL, type SheetJob } from '@yaocai/domain/contracts/admin-jobs';
import type { ListViewList } from '@yaocai/domain/contracts/admin-list-views';
import { apiUrl } from './msw-server';

// Wire data and answers the console's pages are tested with.

export const ok = (data: unknown, msg = 'success') => HttpResponse.json({ code: 10000, msg, data });

export const refusal = (status: number, code: number, msg: string, errors?: Record<string, string[]>) =>
  HttpResponse.json({ code, msg, data: null, ...(errors && { errors }) }, { status });

export const signedOut = () => refusal(401, 10001, '请先登录');

export function operator(permissions: readonly Permission[] = permissionCodes): OperatorMe {
  return { id: 1, username: 'admin', name: '系统管理员', role: '超级管理员', permissions: [...permissions] };
}

/** GET /api/admin/me answering this operator. */
export const operatorHandler = (permissions?: readonly Permission[]) =>
  http.get(apiUrl('/api/admin/me'), () => ok(operator(permissions)));

/**
 * The operator's saved views of `list`: one named `name` keeping `params`; a view saved is pushed
 * on `saved` as it was sent.
 */
export const listViewHandlers = (
  list: ListViewList,
  view: { name: string; params: Record<string, string> },
  saved: unknown[],
) => [
  http.get(apiUrl('/api/admin/list-views'), () =>
    ok([{ id: 9, list, ...view, updated_at: '2026-03-01T00:00:00.000Z' }]),
  ),
  http.post(apiUrl('/api/admin/list-views'), async ({ request }) => {
    const body = (await request.json()) as { name: string; params: Record<string, string> };
    saved.push(body);
    return ok({ id: 10, list, ...body, updated_at: '2026-03-01T00:00:00.000Z' });
  }),
];

export const paged = <T>(list: T[]) => ({ list, total: list.length, page: 1, page_size: 20 });

export function buyer(overrides: Partial<AdminBuyer> = {}): AdminBuyer {
  return {
    id: 7,
    phone: '13800000002',
    company: '康泰大药房',
    name: '李四',
    status: 'pending',
    business_scopes: ['中成药', '化学药制剂'],
    customer_type: null,
    region: null,
    manager_id: null,
    created_at: '2025-03-01T01:30:00.000Z',
    last_login_at: null,
    ...overrides,
  };
}

/** The buyer as the detail page reads them: with a balance, a credit line partly used, no own manager. */
export function buyerDetail(overrides: Partial<AdminBuyerDetail> = {}): AdminBuyerDetail {
  return {
    ...buyer({ status: 'approved' }),
    balance: '1234.50',
    balance_fen: 123450,
    credit: { limit: '5000.00', limit_fen: 500000, used: '1234.56', used_fen: 123456, term_days: 30 },
    manager: null,
    ...overrides,
  };
}

export const managers: AccountManager[] = [
  { id: 1, name: '王经理', phone: '020-88880001', is_default: true },
  { id: 2, name: '陈晓燕', phone: '13900000002', is_default: false },
];

/** The last 7 days (oldest first) with sales on two of them, a refund on one, and what waits to be done. */
export function dashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    from: '2025-02-23',
    to: '2025-03-01',
    sales: '12345.60',
    sales_fen: 1234560,
    paid_fen: 1244560,
    refunded_fen: 10000,
    orders: 3,
    paying_buyers: 2,
    average_order: '4115.20',
    buyers_pending: 4,
    orders_to_ship: 2,
    after_sales_waiting: 2,
    purchase_requests_waiting: 3,
    chat: { today: 6, median_first_response_seconds: 42, waiting: 1 },
    low_stock: 5,
    near_expiry: 1,
    daily: [
      { day: '2025-02-23', sales_fen: 0, refunded_fen: 0, orders: 0 },
      { day: '2025-02-24', sales_fen: 0, refunded_fen: 0, orders: 0 },
      { day: '2025-02-25', sales_fen: 1000000, refunded_fen: 0, orders: 2 },
      { day: '2025-02-26', sales_fen: 0, refunded_fen: 0, orders: 0 },
      { day: '2025-02-27', sales_fen: 0, refunded_fen: 0, orders: 0 },
      { day: '2025-02-28', sales_fen: 0, refunded_fen: 0, orders: 0 },
      { day: '2025-03-01', sales_fen: 234560, refunded_fen: 10000, orders: 1 },
    ],
    top_goods: [
      { name: '感冒灵颗粒', amount_fen: 1000000, number: 800 },
      { name: '六味地黄丸', amount_fen: 234560, number: 120 },
    ],
    ...overrides,
  };
}

/** An order as the console's list shows it: paid, waiting to ship. */
export function adminOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    id: 31,
    order_no: 'YC202503010031',
    status: 2,
    buyer_id: 5,
    company: '仁和大药房',
    phone: '13800000001',
    payable: '135.00',
    pay_method: 'balance',
    created_at: '2025-03-01T01:30:00.000Z',
    paid_at: '2025-03-01T01:35:00.000Z',
    shipped_at: null,
    part_shipped: false,
    owed_pieces: null,
    ...overrides,
  };
}

export function orderDetail(overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail {
  return {
    ...adminOrder(),
    address: { name: '张三', phone: '13800000001', full: '广东省广州市天河区体育西路1号' },
    remark: '',
    goods_amount: '125.00',
    discount: '0.00',
    freight: '10.00',
    invoice_title: null,
    lines: [
      {
        id: 101,
        name: '感冒灵颗粒',
        sccj: '华润三九医药股份有限公司',
        ypgg: '10g*9袋',
        bzdw: '盒',
        warehouse: '广州仓',
        number: 5,
        shipped: 0,
        cancelled: 0,
        price: '12.50',
        amount: '62.50',
        proposed_lot: null,
      },
      {
        id: 102,
        name: '六味地黄丸',
        sccj: '北京同仁堂股份有限公司',
        ypgg: '120丸',
        bzdw: '瓶',
        warehouse: '广州仓',
        number: 5,
        shipped: 2,
        cancelled: 0,
        price: '12.50',
        amount: '62.50',
        proposed_lot: null,
      },
      {
        id: 103,
        name: '板蓝根颗粒',
        sccj: '白云山和记黄埔中药有限公司',
        ypgg: '10g*20袋',
        bzdw: '袋',
        warehouse: '广州仓',
        number: 4,
        shipped: 0,
        cancelled: 0,
        price: '0.00',
        amount: '0.00',
        proposed_lot: null,
      },
    ],
    shipments: [],
    cancellations: [],
    ...overrides,
  };
}

/** A 仅退款 request on order 31's first line, paid from the balance, waiting for review. */
export function afterSale(overrides: Partial<AdminAfterSale> = {}): AdminAfterSale {
  return {
    id: 61,
    order_id: 31,
    order_no: 'YC202503010031',
    buyer_id: 5,
    company: '仁和大药房',
    phone: '13800000001',
    pay_method: 'balance',
    kind: 'refund',
    status: 'pending',
    reason: '商品破损',
    description: '外箱压坏，两盒漏液',
    amount: '25.00',
    lines: [{ line_id: 101, name: '感冒灵颗粒', ypgg: '10g*9袋', bzdw: '盒', number: 2, amount: '25.00' }],
    reject_reason: null,
    return_carrier: null,
    return_tracking_no: null,
    created_at: '2025-03-05T02:00:00.000Z',
    reviewed_at: null,
    refunded_at: null,
    ...overrides,
  };
}

export function goods(overrides: Partial<AdminGoods> = {}): AdminGoods {
  return {
    id: 11,
    name: '感冒灵颗粒',
    sccj: '华润三九医药股份有限公司',
    ypgg: '10g*9袋',
    bzdw: '盒',
    zbz: 1,
    kind: 'patent',
    business_scope: '中成药',
    approval_no: '国药准字Z44021940',
    price: '12.50',
    price_fen: 1250,
    contains_ephedrine: false,
    monthly_limit: null,
    on_sale: true,
    sales: 30,
    stock: [
      { warehouse_id: 1, warehouse: '广州仓', stock: 120 },
      { warehouse_id: 2, warehouse: '武汉仓', stock: 40 },
    ],
    ...overrides,
  };
}

/** An import of a goods sheet, as previewed; overrides move it on (its state label follows its state). */
export function sheetJob(overrides: Partial<SheetJob> = {}): SheetJob {
  const job: SheetJob = {
    id: 41,
    kind: 'goods_import',
    state: 'previewed',
    state_label: '',
    file_name: '价格.xlsx',
    operator: '系统管理员',
    total: 2,
    done: 0,
    failed: 0,
    errors: [],
    ignored_columns: [],
    cancel_requested: false,
    message: null,
    has_file: false,
    created_at: '2025-03-01T01:30:00.000Z',
    started_at: null,
    finished_at: null,
    ...overrides,
  };
  return { ...job, state_label: SHEET_JOB_STATE_LABEL[job.state] };
}

/** A file as the browser's file picker hands it over; `size` pretends a larger one without the bytes. */
export function fileOf(name: string, { size }: { size?: number } = {}): File {
  const file = new File(['PK'], name);
  return size === undefined ? file : Object.defineProperty(file, 'size', { value: size });
}
