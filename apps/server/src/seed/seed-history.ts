import { randomBytes } from 'node:crypto';
import { and, asc, between, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { afterSaleBody } from '@yaocai/domain/contracts/after-sales';
import { submitOrderBody, type PayMethod } from '@yaocai/domain/contracts/checkout';
import type { Transaction } from '../db/client.ts';
import { addresses, users } from '../modules/accounts/accounts.tables.ts';
import { buyerAccess, type BuyerAccess } from '../modules/accounts/buyer-access.ts';
import { hashPassword } from '../modules/accounts/passwords.ts';
import { addLines } from '../modules/cart/cart-write.service.ts';
import { cartLines } from '../modules/cart/cart.tables.ts';
import { goods, goodsStock } from '../modules/catalog/catalog.tables.ts';
import { signContract } from '../modules/contracts/contracts.service.ts';
import { balanceOf, creditOf, setCreditLine } from '../modules/money/money.service.ts';
import { creditBills } from '../modules/money/money.tables.ts';
import type { AuditActor } from '../modules/operators/audit.service.ts';
import { markCompleted, owedByLine } from '../modules/orders/order-state.service.ts';
import { orderLines, orders } from '../modules/orders/orders.tables.ts';
import { SandboxGateway } from '../modules/payments/sandbox-gateway.ts';
import { payments } from '../modules/payments/payments.tables.ts';
import { requestHashOf } from '../plugins/idempotency-key.ts';
import {
  approveAfterSale,
  receiveReturn,
  rejectAfterSale,
  requestAfterSale,
  sendReturnParcel,
} from '../workflows/after-sales.ts';
import { cancelIfExpired, cancelOrder, cancelOrderForBuyer } from '../workflows/cancel-order.ts';
import { payOrder } from '../workflows/pay-order.ts';
import { startRecharge } from '../workflows/recharge.ts';
import { createRepayment, payRepayment } from '../workflows/repay-credit.ts';
import { settleOnlinePayment } from '../workflows/settle-payment.ts';
import { shipOrder } from '../workflows/ship-order.ts';
import { submitOrder } from '../workflows/submit-order.ts';
import { businessScopes } from './goods-bases.ts';
import { HISTORY_PASSWORD, historyBuyers, type HistoryBuyer } from './history-buyers.ts';
import { HistoryClock } from './history-clock.ts';
import { HistoryJobs } from './history-jobs.ts';
import {
  chinaDayStart,
  DAY_MS,
  HISTORY_DAYS,
  HISTORY_PAY_MINUTES,
  planOrders,
  type AfterSalePlan,
  type PlannedOrder,
  type PoolGoods,
  type Step,
} from './history-plan.ts';
import type { Random } from './random.ts';

const CREDIT_LIMIT_FEN = 20_000_000;
/** Carriers and how their waybill numbers begin. */
const CARRIERS = [
  ['顺丰速运', 'SF'],
  ['京东物流', 'JDVA'],
  ['中通快递', '7'],
  ['EMS', '1'],
] as const;
/** Goods the history buys: plenty in stock, so the shop's own tests still find them to buy. */
const POOL_SIZE = 60;
const POOL_MIN_PACKS = 150;
const scopes = Object.values(businessScopes).filter((scope) => scope !== businessScopes.biologic);

interface Buyer {
  plan: HistoryBuyer;
  id: number;
  access: BuyerAccess;
}

interface Shop {
  tx: Transaction;
  gateway: SandboxGateway;
  jobs: HistoryJobs;
  actor: AuditActor;
  random: Random;
  buyers: Map<HistoryBuyer, Buyer>;
  passwordHash: string;
}

/** What an order's earlier steps wrote, for the later ones. */
interface Written {
  orderId: number;
  afterSaleId: number;
  afterSale?: AfterSalePlan;
}

export interface HistorySummary {
  buyers: number;
  orders: number;
}

/**
 * Ninety days of a shop's life, written through the same workflows the shop runs (submit, pay,
 * recharge, ship, cancel, after-sales, repay credit), each event in time order and then moved back
 * to when it happened (history-clock.ts). The same every time for the same day (seeded random).
 */
export async function seedHistory(
  tx: Transaction,
  operatorId: number,
  random: Random,
  now = new Date(),
): Promise<HistorySummary> {
  const clock = await HistoryClock.start(tx);
  // Only the sandbox's own records are signed and checked here: a secret of the moment will do.
  const gateway = new SandboxGateway(randomBytes(32).toString('hex'), { db: tx });
  const shop: Shop = {
    tx,
    gateway,
    jobs: new HistoryJobs(gateway),
    actor: { operatorId, ip: '127.0.0.1' },
    random,
    buyers: new Map(),
    // One hash for all: argon2 is slow on purpose.
    passwordHash: await hashPassword(HISTORY_PASSWORD),
  };
  const events: { at: Date; run: () => Promise<void> }[] = [];
  historyBuyers.forEach((plan, index) => {
    const at = new Date(chinaDayStart(now, HISTORY_DAYS + 5).getTime() + (9 + index / 2) * 3_600_000);
    events.push({ at, run: async () => void shop.buyers.set(plan, await openAccount(shop, plan)) });
  });
  const planned = planOrders(historyBuyers, await goodsPool(tx), now, random);
  for (const order of planned) {
    const written: Written = { orderId: 0, afterSaleId: 0 };
    for (const step of order.steps)
      events.push({ at: step.at, run: () => runStep(shop, order, step, written) });
  }
  for (const plan of historyBuyers.filter((buyer) => buyer.pays === 'credit')) {
    const stop = plan.laggard ? 45 : 0;
    for (let days = HISTORY_DAYS - 7; days > stop; days -= 7) {
      const at = new Date(chinaDayStart(now, days).getTime() + 15 * 3_600_000);
      events.push({ at, run: () => repayDueBills(shop, plan, at) });
    }
  }
  events.sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const event of events) {
    await event.run();
    await shop.jobs.runQueued(tx);
    await clock.stamp(tx, event.at);
  }
  await settleDueDates(
    tx,
    clock,
    [...shop.buyers.values()].map((buyer) => buyer.id),
  );
  return { buyers: shop.buyers.size, orders: planned.length };
}

/**
 * A credit bill falls due its term after it was opened. Bills keep the due date of the moment
 * while the history runs, since credit is refused to a buyer with a bill past due by the real
 * clock, which would stop the past's purchases; once it is over, each gets its own.
 */
async function settleDueDates(tx: Transaction, clock: HistoryClock, userIds: number[]): Promise<void> {
  if (userIds.length === 0) return;
  await tx
    .update(creditBills)
    .set({
      dueAt: sql`${creditBills.createdAt} + (${creditBills.dueAt} - ${clock.startedAt.toISOString()}::timestamptz)`,
    })
    .where(inArray(creditBills.userId, userIds));
}

/** On sale to any approved buyer, without limits or promotions, plenty in stock, at a middling price. */
const boughtInBulk = [
  eq(goods.onSale, true),
  eq(goods.isSpecialControl, false),
  eq(goods.containsEphedrine, false),
  isNull(goods.monthlyLimit),
  eq(goods.type, 0),
  inArray(goods.businessScope, scopes),
  gte(goodsStock.stock, sql`${goods.packMultiple} * ${POOL_MIN_PACKS}`),
  between(goods.basePriceFen, 500, 30_000),
];

/** POOL_SIZE such goods spread over the catalogue, each from one warehouse. */
async function goodsPool(tx: Transaction): Promise<PoolGoods[]> {
  const fields = { goodsId: goods.id, warehouseId: goodsStock.warehouseId, packMultiple: goods.packMultiple };
  const rows = await tx
    .selectDistinctOn([goods.id], fields)
    .from(goods)
    .innerJoin(goodsStock, eq(goodsStock.goodsId, goods.id))
    .where(and(...boughtInBulk))
    .orderBy(asc(goods.id), asc(goodsStock.warehouseId));
  const step = Math.max(1, Math.floor(rows.length / POOL_SIZE));
  return rows.filter((_, index) => index % step === 0).slice(0, POOL_SIZE);
}

/** The buyer signs up approved, signs the contract, and gets a credit line or tops up the balance. */
async function openAccount(shop: Shop, plan: HistoryBuyer): Promise<Buyer> {
  const { tx } = shop;
  const [user] = await tx
    .insert(users)
    .values({
      phone: plan.phone,
      passwordHash: shop.passwordHash,
      name: plan.name,
      company: plan.company,
      address: Object.values(plan.address).join(''),
      status: 'approved',
      customerType: plan.customerType,
      region: plan.region,
      businessScopes: scopes,
      ...(plan.taxNo && {
        taxNo: plan.taxNo,
        vatBank: `中国建设银行${plan.address.city.replace('市', '')}分行`,
        vatAccount: `3305 0161 ${plan.phone.slice(-4)} 0000 ${plan.phone.slice(-3)}`,
        vatAddress: Object.values(plan.address).join(''),
        vatPhone: `0${plan.phone.slice(-7, -4)}-8${plan.phone.slice(-7)}`,
      }),
    })
    .returning({ id: users.id });
  const id = user!.id;
  await tx
    .insert(addresses)
    .values({ userId: id, name: plan.name, phone: plan.phone, ...plan.address, isDefault: true });
  await signContract(tx, id, '127.0.0.1');
  if (plan.pays === 'credit') {
    await setCreditLine(tx, id, { limitFen: CREDIT_LIMIT_FEN, termDays: 30 }, '新客户授信');
  } else if (plan.pays === 'balance') {
    await recharge(shop, id, 2_000_000, 'opening');
  }
  return { plan, id, access: buyerAccess('approved', scopes) };
}

/** A top-up through the gateway: opened, paid at its cashier, credited by its notify. */
async function recharge(shop: Shop, userId: number, amountFen: number, key: string): Promise<void> {
  const opened = await startRecharge(shop.tx, shop.gateway, userId, amountFen, {
    key: `demo-recharge-${key}`,
    requestHash: requestHashOf({ amount: amountFen }),
  });
  await payAtCashier(shop, eq(payments.rechargeId, opened.id));
}

/** The buyer pays the pending payment at the sandbox's cashier; its notify settles it. */
async function payAtCashier(shop: Shop, which: ReturnType<typeof eq>): Promise<void> {
  const [payment] = await shop.tx
    .select({ id: payments.id, amountFen: payments.amountFen })
    .from(payments)
    .where(and(which, eq(payments.status, 'pending')));
  const notify = shop.gateway.verifyNotify({ ...shop.gateway.notifyFor(payment!.id, payment!.amountFen) });
  await settleOnlinePayment(shop.tx, shop.jobs, notify!);
}

/** A credit buyer's weekly repayment of the bills falling due within the week, online. */
async function repayDueBills(shop: Shop, plan: HistoryBuyer, at: Date): Promise<void> {
  const buyer = shop.buyers.get(plan)!;
  const due = await shop.tx
    .select({ id: creditBills.id })
    .from(creditBills)
    .where(
      and(
        eq(creditBills.userId, buyer.id),
        eq(creditBills.status, 'unpaid'),
        sql`${creditBills.createdAt} + interval '23 days' < ${at.toISOString()}::timestamptz`,
      ),
    );
  if (due.length === 0) return;
  const billIds = due.map((bill) => bill.id);
  const key = {
    key: `demo-repay-${buyer.id}-${at.getTime()}`,
    requestHash: requestHashOf({ bill_ids: billIds }),
  };
  const repayment = await createRepayment(shop.tx, buyer.id, billIds, key);
  await payRepayment(shop.tx, shop.gateway, buyer.id, repayment.id, 'online');
  await payAtCashier(shop, eq(payments.repaymentId, repayment.id));
}

async function runStep(shop: Shop, order: PlannedOrder, step: Step, written: Written): Promise<void> {
  const buyer = shop.buyers.get(order.buyer)!;
  const { tx, jobs, actor } = shop;
  switch (step.kind) {
    case 'place':
      written.orderId = await place(shop, buyer, order, step.at);
      if (step.pay) await pay(shop, buyer, order, written.orderId);
      return;
    case 'expire':
      await cancelIfExpired(tx, jobs, written.orderId);
      return;
    case 'cancel':
      if (step.byOperator)
        await cancelOrderForBuyer(tx, jobs, actor, written.orderId, '客户要求取消，已电话确认');
      else await cancelOrder(tx, jobs, buyer.id, written.orderId, '采购计划有变');
      return;
    case 'ship':
      await ship(shop, written.orderId, step.part);
      return;
    case 'receive':
      await markCompleted(tx, written.orderId, buyer.id);
      return;
    default:
      await afterSaleStep(shop, buyer, written, step);
  }
}

/** The buyer puts the lines in the cart and submits them; the order is numbered by the day it was placed. */
async function place(shop: Shop, buyer: Buyer, order: PlannedOrder, at: Date): Promise<number> {
  const { tx } = shop;
  await addLines(
    tx,
    buyer.id,
    buyer.access,
    order.lines.map((line) => ({
      type: 0 as const,
      goodsId: line.goods.goodsId,
      warehouseId: line.goods.warehouseId,
      number: line.number,
    })),
  );
  const lines = await tx.select({ id: cartLines.id }).from(cartLines).where(eq(cartLines.userId, buyer.id));
  const body = submitOrderBody.parse({ ids: lines.map((line) => line.id), invoice_type: order.invoiceType });
  const { order: placed } = await submitOrder(tx, buyer.id, buyer.access, body, {
    idempotencyKey: { key: `demo-history-${order.serial}`, requestHash: requestHashOf(body) },
    payMinutes: HISTORY_PAY_MINUTES,
    jobs: shop.jobs,
  });
  // The number starts with the day the order was placed (submitting took today's).
  await tx
    .update(orders)
    .set({
      orderNo: sql`to_char(${at.toISOString()}::timestamptz at time zone 'Asia/Shanghai', 'YYYYMMDD') || lpad(${orders.id}::text, 8, '0')`,
    })
    .where(eq(orders.id, placed.id));
  return placed.id;
}

/** Pays the buyer's usual way when it can: credit within the line, the balance topped up first if short. */
async function pay(shop: Shop, buyer: Buyer, order: PlannedOrder, orderId: number): Promise<void> {
  const { tx } = shop;
  const [row] = await tx.select({ payableFen: orders.payableFen }).from(orders).where(eq(orders.id, orderId));
  const payable = row!.payableFen;
  let method: PayMethod = order.paysOnline ? 'online' : buyer.plan.pays;
  if (method === 'credit') {
    const credit = await creditOf(tx, buyer.id);
    if (!credit || credit.limitFen - credit.usedFen < payable) method = 'online';
  }
  if (method === 'balance' && (await balanceOf(tx, buyer.id)) < payable) {
    await recharge(shop, buyer.id, Math.ceil((payable * 3) / 1_000_000) * 1_000_000, `order-${order.serial}`);
  }
  await payOrder(tx, shop.gateway, buyer.id, orderId, method);
  if (method === 'online') await payAtCashier(shop, eq(payments.orderId, orderId));
}

/** Ships what is still owed, or (a part shipment) all but the last line, or half of a single one. */
async function ship(shop: Shop, orderId: number, part: boolean): Promise<void> {
  const { tx, random } = shop;
  const owed = [...(await owedByLine(tx, orderId))]
    .map(([lineId, line]) => [lineId, line.owed] as const)
    .filter(([, left]) => left > 0)
    .sort(([a], [b]) => a - b);
  const sent = !part
    ? owed
    : owed.length > 1
      ? owed.slice(0, -1)
      : owed.map(([lineId, left]) => [lineId, Math.max(1, Math.floor(left / 2))] as const);
  if (sent.length === 0) return;
  const lots = await lotsOf(
    tx,
    sent.map(([lineId]) => lineId),
  );
  const [carrier, prefix] = random.pick(CARRIERS);
  await shipOrder(tx, shop.actor, orderId, {
    carrier,
    trackingNo: `${prefix}${random.int(1e9, 9e9)}${random.int(100, 999)}`,
    lines: sent.map(([lineId, number]) => ({ lineId, number, ...lots.get(lineId)! })),
  });
}

/** The lot each line ships from: the goods record's, as the shipping form proposes it. */
async function lotsOf(tx: Transaction, lineIds: number[]) {
  const rows = await tx
    .select({
      id: orderLines.id,
      batchNo: goods.batchNumber,
      producedOn: goods.producedOn,
      expiresOn: goods.expiresOn,
    })
    .from(orderLines)
    .innerJoin(goods, eq(goods.id, orderLines.goodsId))
    .where(inArray(orderLines.id, lineIds));
  const day = (fromToday: number) => new Date(Date.now() + fromToday * DAY_MS).toISOString().slice(0, 10);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        batchNo: row.batchNo ?? `B${row.id}`,
        producedOn: row.producedOn ?? day(-90),
        expiresOn: row.expiresOn ?? day(700),
      },
    ]),
  );
}

/** The buyer asks for a line's money back; the operator agrees (or not), the goods maybe come back first. */
async function afterSaleStep(shop: Shop, buyer: Buyer, written: Written, step: Step): Promise<void> {
  const { tx, jobs, actor } = shop;
  if (step.kind === 'request') {
    const [line] = await tx
      .select({ id: orderLines.id, number: orderLines.number })
      .from(orderLines)
      .where(eq(orderLines.orderId, written.orderId))
      .orderBy(asc(orderLines.id))
      .limit(1);
    const body = afterSaleBody.parse({
      kind: step.plan.kind,
      reason: step.plan.kind === 'return' ? '发错商品' : '商品破损',
      description: step.plan.kind === 'return' ? '规格与订单不符，整件退回' : '外箱压损，部分药盒破损',
      lines: [{ line_id: line!.id, number: Math.max(1, Math.floor(line!.number / 3)) }],
    });
    const filed = await requestAfterSale(tx, buyer.id, written.orderId, body);
    written.afterSaleId = filed.id;
    written.afterSale = step.plan;
    return;
  }
  const id = written.afterSaleId;
  if (step.kind === 'review') {
    if (written.afterSale?.outcome === 'rejected')
      await rejectAfterSale(tx, actor, id, '包装完好，签收时未注明破损');
    else await approveAfterSale(tx, jobs, actor, id);
  } else if (step.kind === 'send-back') {
    await sendReturnParcel(tx, buyer.id, id, {
      carrier: '顺丰速运',
      tracking_no: `SF${id}0${written.orderId}`,
    });
  } else {
    await receiveReturn(tx, jobs, actor, id);
  }
}
