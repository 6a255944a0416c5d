import { trigramIndex } from '../../db/search-indexes.ts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { PostalAddress } from '@yaocai/domain/contracts/address';
import { REGIONS } from '@yaocai/domain/contracts/admin';
import { users } from '../accounts/accounts.tables.ts';
import { goods, warehouses } from '../catalog/catalog.tables.ts';

/** The delivery address as it was when the order was placed. */
export type AddressSnapshot = PostalAddress;

export interface InvoiceRequest {
  type: 0 | 1 | 2;
  title: string;
  taxNo: string;
  /** A special invoice's buyer details from 开票信息, frozen with the order (absent on older orders). */
  addressPhone?: string;
  bankAccount?: string;
}

/**
 * The region (REGIONS: 广东, 内蒙古…) an address's province starts with, as the console filters
 * orders by it; null for a province of no region.
 */
const regionOfAddress = sql.raw(
  `case ${REGIONS.map((region) => `when (address ->> 'province') like '${region}%' then '${region}'`).join(' ')} end`,
);

/** An order (docs/orders.md): amounts in fen, frozen when it is submitted. */
export const orders = pgTable(
  'orders',
  {
    id: serial().primaryKey(),
    orderNo: text().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    /** ORDER_STATUS: 1 unpaid, 2 to ship, 3 shipped, 4 completed, 5 cancelled. */
    status: smallint().notNull().default(1),
    idempotencyKey: text().notNull(),
    /** Hash of the submitted body: the key reused with another body is refused. Null on older orders. */
    requestHash: text(),
    address: jsonb().$type<AddressSnapshot>().notNull(),
    invoice: jsonb().$type<InvoiceRequest>().notNull(),
    remark: text().notNull().default(''),
    goodsFen: bigint({ mode: 'number' }).notNull(),
    fullReductionFen: bigint('manjian_fen', { mode: 'number' }).notNull(),
    couponFen: bigint({ mode: 'number' }).notNull(),
    freightFen: bigint({ mode: 'number' }).notNull(),
    payableFen: bigint({ mode: 'number' }).notNull(),
    payMethod: text({ enum: ['balance', 'credit', 'online'] }),
    /** The delivery address's region, kept by the database for the console's filter. */
    region: text().generatedAlwaysAs(regionOfAddress),
    payDeadline: timestamp({ withTimezone: true }).notNull(),
    paidAt: timestamp({ withTimezone: true }),
    shippedAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    cancelReason: text(),
    /**
     * No longer written nor read (orders are found by goods name through `ordersByLineName`): kept one
     * release so that instances still running the code before it can read and write orders during a
     * rolling deploy (docs/deploy.md), then dropped.
     */
    goodsNames: text().notNull().default(''),
    /** It has goods containing ephedrine: it is not paid from the balance. */
    containsEphedrine: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_order_no_unique').on(t.orderNo),
    // The console finds orders by the start of their number.
    index('orders_order_no_prefix').on(t.orderNo.op('text_pattern_ops')),
    uniqueIndex('orders_idempotency_unique').on(t.userId, t.idempotencyKey),
    index('orders_user_status_idx').on(t.userId, t.status, t.id),
    // The console's dashboard sums what was paid in a period; its order list filters by it.
    index('orders_paid_at_idx').on(t.paidAt),
    // …and takes off what paid orders cancelled in the period gave back.
    index('orders_paid_cancelled_at_idx')
      .on(t.cancelledAt)
      .where(sql`${t.paidAt} is not null and ${t.cancelledAt} is not null`),
    // The console's order list: filtered by the day ordered, sorted and filtered by the amount.
    index('orders_created_at_idx').on(t.createdAt),
    index('orders_payable_idx').on(t.payableFen, t.id),
    // …filtered by payment method or region: each index holds the state, so the counts per state read
    // the index alone, and a state's page runs down it newest first.
    index('orders_pay_method_idx').on(t.payMethod, t.status, t.id),
    index('orders_region_idx').on(t.region, t.status, t.id),
    index('orders_unpaid_deadline_idx')
      .on(t.payDeadline)
      .where(sql`${t.status} = 1`),
    check('orders_status_known', sql`${t.status} between 1 and 5`),
    check(
      'orders_amounts_add_up',
      sql`${t.payableFen} = ${t.goodsFen} - ${t.fullReductionFen} - ${t.couponFen} + ${t.freightFen} and ${t.payableFen} >= 0`,
    ),
    check('orders_paid_has_method', sql`${t.status} in (1, 5) or ${t.payMethod} is not null`),
  ],
);

/** A line as it was bought: names, spec and prices copied, so catalogue changes never alter it. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** CART_LINE_TYPE: 0 ordinary, 1 flash sale, 2 换购, 3 pack. */
    type: smallint().notNull(),
    goodsId: integer().references(() => goods.id),
    combinationId: integer(),
    flashSaleId: integer(),
    /** The 新人价 (new_buyer_prices) the line was priced at: its per-buyer limit counts the line. */
    newBuyerPriceId: integer(),
    /** The 换购 offer (trade_up_offers) a type-2 line was priced at. */
    tradeUpOfferId: integer(),
    warehouseId: integer()
      .notNull()
      .references(() => warehouses.id),
    warehouseName: text().notNull(),
    name: text().notNull(),
    manufacturer: text('sccj').notNull(),
    spec: text('ypgg').notNull(),
    packUnit: text('bzdw').notNull(),
    image: text(),
    number: integer().notNull(),
    unitPriceFen: bigint({ mode: 'number' }).notNull(),
    fullReductionShareFen: bigint('manjian_share_fen', { mode: 'number' }).notNull(),
    couponShareFen: bigint({ mode: 'number' }).notNull(),
    amountFen: bigint({ mode: 'number' }).notNull(),
    gift: text(),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    index('order_lines_goods_idx').on(t.goodsId),
    index('order_lines_new_buyer_price_idx')
      .on(t.newBuyerPriceId)
      .where(sql`${t.newBuyerPriceId} is not null`),
    check('order_lines_number_positive', sql`${t.number} > 0`),
    check(
      'order_lines_amount_adds_up',
      sql`${t.amountFen} = ${t.number} * ${t.unitPriceFen} - ${t.fullReductionShareFen} - ${t.couponShareFen} and ${t.amountFen} >= 0`,
    ),
  ],
);

/** The stock an order took, per goods and warehouse (a pack takes each of its goods): given back on cancel. */
export const orderStockTakes = pgTable(
  'order_stock_takes',
  {
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    goodsId: integer()
      .notNull()
      .references(() => goods.id),
    warehouseId: integer()
      .notNull()
      .references(() => warehouses.id),
    number: integer().notNull(),
  },
  (t) => [
    index('order_stock_takes_order_idx').on(t.orderId),
    check('order_stock_takes_positive', sql`${t.number} > 0`),
  ],
);

/** Shipments, recorded by the operator; each issues an invoice for what it carried (modules/invoices). */
export const shipments = pgTable(
  'shipments',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    carrier: text().notNull(),
    trackingNo: text().notNull(),
    shippedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shipments_order_idx').on(t.orderId)],
);

/** What one shipment carried of one order line, with the batch (批号) and its dates. */
export const shipmentLines = pgTable(
  'shipment_lines',
  {
    id: serial().primaryKey(),
    shipmentId: integer()
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    orderLineId: integer()
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    number: integer().notNull(),
    batchNo: text().notNull(),
    producedOn: date({ mode: 'string' }).notNull(),
    expiresOn: date({ mode: 'string' }).notNull(),
  },
  (t) => [
    index('shipment_lines_shipment_idx').on(t.shipmentId),
    index('shipment_lines_order_line_idx').on(t.orderLineId),
    check('shipment_lines_positive', sql`${t.number} > 0`),
    check('shipment_lines_dates', sql`${t.expiresOn} > ${t.producedOn}`),
  ],
);

/**
 * How many orders are in each state, kept by triggers on `orders` (migration 0017) so that the
 * console's counts per state cost a few rows, not a scan of every order. Each state's count is
 * spread over slots (the writing connection's pid modulo 16), so that concurrent order writes rarely
 * wait on one counter row; a count is the sum of its slots.
 */
export const orderStateCounts = pgTable(
  'order_state_counts',
  {
    status: smallint().notNull(),
    slot: smallint().notNull(),
    n: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.status, t.slot] })],
);

/**
 * Every goods name an order line was bought under, lower-cased, once: a search by goods name finds
 * the names here (a few thousand, where orders are millions), then their orders below.
 */
export const orderLineNames = pgTable(
  'order_line_names',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
  },
  (t) => [
    uniqueIndex('order_line_names_name_unique').on(t.name),
    trigramIndex('order_line_names_trgm', t.name),
  ],
);

/**
 * Which orders have a line of each name, with the order's state, kept by triggers (migration 0040):
 * written when the lines are, moved when the order's state changes. A search by goods name counts its
 * orders in each state and picks a page of them from the search index alone, without visiting one
 * order (6,260 orders of a million: 38 index pages against 5,789 order pages).
 */
export const ordersByLineName = pgTable(
  'orders_by_line_name',
  {
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    nameId: integer()
      .notNull()
      .references(() => orderLineNames.id),
    status: smallint().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.nameId] }),
    index('orders_by_line_name_search').on(t.nameId, t.status, t.orderId),
  ],
);

/**
 * An operator cancelling what is still owed of a paid order (取消未发部分), with the reason: its
 * amount (each line's share of what was paid for the cancelled pieces) goes back the way the order
 * was paid; online, by a refund job (`refunding` until the gateway has given it back).
 */
export const orderCancellations = pgTable(
  'order_cancellations',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id),
    amountFen: bigint({ mode: 'number' }).notNull(),
    reason: text().notNull(),
    operatorId: integer(),
    refundStatus: text({ enum: ['refunding', 'refunded'] }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    refundedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('order_cancellations_order_idx').on(t.orderId),
    // The dashboard subtracts what cancellations gave back in a period.
    index('order_cancellations_created_idx').on(t.createdAt),
    check('order_cancellations_amount', sql`${t.amountFen} >= 0`),
  ],
);

/** The pieces of one order line a cancellation took off the order, and what they were paid. */
export const orderLineCancellations = pgTable(
  'order_line_cancellations',
  {
    id: serial().primaryKey(),
    cancellationId: integer()
      .notNull()
      .references(() => orderCancellations.id, { onDelete: 'cascade' }),
    orderLineId: integer()
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    number: integer().notNull(),
    amountFen: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [
    index('order_line_cancellations_cancellation_idx').on(t.cancellationId),
    index('order_line_cancellations_line_idx').on(t.orderLineId),
    check('order_line_cancellations_positive', sql`${t.number} > 0 and ${t.amountFen} >= 0`),
  ],
);
