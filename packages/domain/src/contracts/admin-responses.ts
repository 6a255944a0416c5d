import { z } from 'zod';
import { day, instant, pagedOf, wholeNumber, yuan } from './wire.ts';
import { sheetJobKinds, sheetJobStates } from './admin-jobs.ts';

export const operatorMe = z
  .object({
    id: wholeNumber,
    username: z.string(),
    name: z.string(),
    role: z.string().meta({ description: "The role's name" }),
    permissions: z.array(z.string()),
  })
  .meta({ id: 'OperatorMe' });
export type OperatorMe = z.infer<typeof operatorMe>;

export const adminBuyer = z
  .object({
    id: wholeNumber,
    phone: z.string(),
    company: z.string(),
    name: z.string(),
    status: z.enum(['pending', 'approved', 'rejected']),
    business_scopes: z.array(z.string()),
    customer_type: z.string().nullable(),
    region: z.string().nullable(),
    manager_id: wholeNumber.nullable(),
    created_at: instant,
    last_login_at: instant.nullable(),
  })
  .meta({ id: 'AdminBuyer' });
export type AdminBuyer = z.infer<typeof adminBuyer>;
export const adminBuyerList = pagedOf(adminBuyer);

export const accountManager = z
  .object({ id: wholeNumber, name: z.string(), phone: z.string(), is_default: z.boolean() })
  .meta({ id: 'AccountManager' });
export type AccountManager = z.infer<typeof accountManager>;

/** One buyer as the console's buyer page shows them: the review, the money, the manager. */
export const adminBuyerDetail = adminBuyer
  .extend({
    balance: yuan,
    balance_fen: wholeNumber,
    credit: z
      .object({
        limit: yuan,
        limit_fen: wholeNumber,
        used: yuan,
        used_fen: wholeNumber,
        term_days: wholeNumber,
      })
      .nullable(),
    /** Null: the shop's default manager is shown to the buyer. */
    manager: accountManager.nullable(),
  })
  .meta({ id: 'AdminBuyerDetail' });
export type AdminBuyerDetail = z.infer<typeof adminBuyerDetail>;

export const adminOrder = z
  .object({
    id: wholeNumber,
    order_no: z.string(),
    status: z.number().int(),
    buyer_id: wholeNumber,
    company: z.string(),
    phone: z.string(),
    payable: yuan,
    pay_method: z.enum(['balance', 'credit', 'online']).nullable(),
    created_at: instant,
    paid_at: instant.nullable(),
    shipped_at: instant.nullable(),
    /** 待发货 with part of it shipped (部分发货). */
    part_shipped: z.boolean(),
    /** Of a part-shipped order, the pieces still owed (ordered − shipped − cancelled); null for any other. */
    owed_pieces: z.number().int().nonnegative().nullable(),
  })
  .meta({ id: 'AdminOrder' });
export type AdminOrder = z.infer<typeof adminOrder>;

export const adminOrderList = pagedOf(adminOrder).extend({
  /** Orders in each state (keys 1–5) and in all of them (key 0), with the same search applied. */
  counts: z.record(z.string(), wholeNumber),
});
export type AdminOrderList = z.infer<typeof adminOrderList>;

export const adminOrderLine = z.object({
  id: wholeNumber,
  name: z.string(),
  sccj: z.string(),
  ypgg: z.string(),
  bzdw: z.string(),
  warehouse: z.string(),
  number: wholeNumber,
  /** Pieces already shipped. */
  shipped: wholeNumber,
  /** Pieces cancelled (取消未发部分) and refunded. */
  cancelled: wholeNumber,
  price: yuan,
  amount: yuan,
  /** The lot the shipping form proposes: the goods record's 批号 and dates, else the lot it last shipped. */
  proposed_lot: z.object({ batch_no: z.string(), produced_on: day, expires_on: day }).nullable(),
});

export const adminShipment = z.object({
  id: wholeNumber,
  carrier: z.string(),
  tracking_no: z.string(),
  shipped_at: instant,
  lines: z.array(
    z.object({
      line_id: wholeNumber,
      number: wholeNumber,
      batch_no: z.string(),
      produced_on: day,
      expires_on: day,
    }),
  ),
});

export const adminOrderDetail = adminOrder
  .extend({
    address: z.object({ name: z.string(), phone: z.string(), full: z.string() }),
    remark: z.string(),
    goods_amount: yuan,
    discount: yuan,
    freight: yuan,
    invoice_title: z.string().nullable(),
    lines: z.array(adminOrderLine),
    shipments: z.array(adminShipment),
    /** What an operator cancelled of what was owed, and the refund of it. */
    cancellations: z.array(
      z.object({
        id: wholeNumber,
        amount: yuan,
        reason: z.string(),
        refunded: z.boolean(),
        created_at: instant,
        lines: z.array(z.object({ line_id: wholeNumber, number: wholeNumber })),
      }),
    ),
  })
  .meta({ id: 'AdminOrderDetail' });
export type AdminOrderDetail = z.infer<typeof adminOrderDetail>;

export const adminGoods = z
  .object({
    id: wholeNumber,
    name: z.string(),
    sccj: z.string(),
    ypgg: z.string(),
    bzdw: z.string(),
    zbz: wholeNumber,
    kind: z.enum(['western', 'patent', 'herbal', 'device']),
    business_scope: z.string(),
    approval_no: z.string().nullable(),
    price: yuan,
    price_fen: wholeNumber,
    contains_ephedrine: z.boolean(),
    monthly_limit: wholeNumber.nullable(),
    on_sale: z.boolean(),
    sales: wholeNumber,
    stock: z.array(z.object({ warehouse_id: wholeNumber, warehouse: z.string(), stock: wholeNumber })),
  })
  .meta({ id: 'AdminGoods' });
export type AdminGoods = z.infer<typeof adminGoods>;
export const adminGoodsList = pagedOf(adminGoods);

export const dashboard = z
  .object({
    /** The period's first and last days (China time), both included. */
    from: day,
    to: day,
    /** Paid in the period less refunded in it (after-sales refunds, paid orders cancelled). */
    sales: yuan,
    sales_fen: z.number().int(),
    paid_fen: wholeNumber,
    refunded_fen: wholeNumber,
    /** Orders paid in the period and not cancelled since. */
    orders: wholeNumber,
    paying_buyers: wholeNumber,
    average_order: yuan,
    buyers_pending: wholeNumber,
    orders_to_ship: wholeNumber,
    /** After-sales requests to review, or whose goods are on their way back. */
    after_sales_waiting: wholeNumber,
    /** 求购 not yet answered. */
    purchase_requests_waiting: wholeNumber,
    /** The service desk today (China time): conversations started, the median wait for a first answer, those waiting now. */
    chat: z.object({
      today: wholeNumber,
      median_first_response_seconds: wholeNumber.nullable(),
      waiting: wholeNumber,
    }),
    low_stock: wholeNumber,
    near_expiry: wholeNumber,
    /** Each day of the period, oldest first, with no gaps; sales net of that day's refunds. */
    daily: z.array(
      z.object({ day, sales_fen: z.number().int(), refunded_fen: wholeNumber, orders: wholeNumber }),
    ),
    /** The goods that sold the most in the period, by amount net of their refunded lines. */
    top_goods: z.array(
      z.object({ name: z.string(), amount_fen: z.number().int(), number: z.number().int() }),
    ),
  })
  .meta({ id: 'Dashboard' });
export type Dashboard = z.infer<typeof dashboard>;

export const adminRole = z
  .object({
    id: wholeNumber,
    name: z.string(),
    permissions: z.array(z.string()),
    /** The superuser role: every permission, always. */
    is_superuser: z.boolean(),
    operators: wholeNumber,
  })
  .meta({ id: 'AdminRole' });
export type AdminRole = z.infer<typeof adminRole>;

export const adminOperator = z
  .object({
    id: wholeNumber,
    username: z.string(),
    name: z.string(),
    role_id: wholeNumber,
    role: z.string(),
    active: z.boolean(),
    created_at: instant,
    last_login_at: instant.nullable(),
  })
  .meta({ id: 'AdminOperator' });
export type AdminOperator = z.infer<typeof adminOperator>;

export const auditEntry = z
  .object({
    id: wholeNumber,
    operator_id: wholeNumber,
    operator: z.string(),
    action: z.string(),
    target_type: z.string(),
    target_id: z.string(),
    before: z.unknown(),
    after: z.unknown(),
    /** Empty when a job made the change. */
    ip: z.string(),
    /** The sheet job (an import) that made the change, for the operator who started it. */
    job_id: wholeNumber.nullable(),
    created_at: instant,
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditList = pagedOf(auditEntry);

export const sheetRowError = z.object({
  /** The row's number in the sheet (the header is row 1). */
  row: wholeNumber,
  column: z.string(),
  message: z.string(),
});
export type SheetRowError = z.infer<typeof sheetRowError>;

export const sheetJob = z
  .object({
    id: wholeNumber,
    kind: z.enum(sheetJobKinds),
    state: z.enum(sheetJobStates),
    state_label: z.string(),
    file_name: z.string(),
    operator: z.string(),
    total: wholeNumber,
    done: wholeNumber,
    failed: wholeNumber,
    /** The first refused rows, in order; `failed` counts them all. */
    errors: z.array(sheetRowError),
    ignored_columns: z.array(z.string()),
    cancel_requested: z.boolean(),
    /** Why a job failed, or what a finished one did. */
    message: z.string().nullable(),
    has_file: z.boolean(),
    created_at: instant,
    started_at: instant.nullable(),
    finished_at: instant.nullable(),
  })
  .meta({ id: 'SheetJob' });
export type SheetJob = z.infer<typeof sheetJob>;

export const sheetJobList = pagedOf(sheetJob);

export const adminBuyerMessage = z.object({
  id: wholeNumber,
  title: z.string(),
  content: z.string(),
  read_at: instant.nullable(),
  created_at: instant,
});
export type AdminBuyerMessage = z.infer<typeof adminBuyerMessage>;

/** A page of the buyer's messages, and how many of all of them are unread. */
export const adminBuyerMessageList = pagedOf(adminBuyerMessage).extend({ unread: wholeNumber });
export type AdminBuyerMessageList = z.infer<typeof adminBuyerMessageList>;
