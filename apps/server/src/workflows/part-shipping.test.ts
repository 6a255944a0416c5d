import { setTimeout } from 'node:timers/promises';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderDetail, AdminOrderList } from '@yaocai/domain/contracts/admin';
import type { OrderDetail } from '@yaocai/domain/contracts/order-responses';
import { chinaDayOf } from '@yaocai/domain/validation/dates';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { insertGoods, insertManufacturer, insertWarehouse } from '../testing/catalog-factories.ts';
import { shipWholeOrder, signInOperator } from '../testing/sign-in-operator.ts';
import { paidOrderOf, type PaidOrder, type PayMethod } from '../testing/paid-order.ts';
import type { TestClient } from '../testing/test-client.ts';
import { WriteWatch } from '../testing/write-watch.ts';
import { goodsStock } from '../modules/catalog/catalog.tables.ts';
import { getShopSettings, saveShopSettings } from '../modules/content/settings.service.ts';
import { messages } from '../modules/messages/messages.tables.ts';
import { balanceOf, creditOf } from '../modules/money/money.service.ts';
import { auditLog } from '../modules/operators/operators.tables.ts';
import { cancelledRefundsBetween } from '../modules/orders/order-cancellations.service.ts';
import { completeShippedBefore } from '../modules/orders/order-state.service.ts';
import {
  orderCancellations,
  orderLineCancellations,
  orderLines,
  orders,
  orderStockTakes,
} from '../modules/orders/orders.tables.ts';
import { addMonths } from '../modules/orders/shelf-life.ts';
import { SandboxGateway } from '../modules/payments/sandbox-gateway.ts';
import { sandboxRefunds } from '../modules/payments/payments.tables.ts';
import { cancellationRefundNumberOf } from './cancellation-refund.job.ts';

const SECRET = 'part-shipping-test-sandbox-secret-32ch';
let t: TestApp;
let watch: WriteWatch;
let gateway: SandboxGateway;
let operator: TestClient;
const ids = {} as Record<'east' | 'cold' | 'tonic', number>;

beforeAll(async () => {
  t = await buildTestApp({ CART_CACHE_MS: '0', PAYMENT_SANDBOX_SECRET: SECRET });
  watch = new WriteWatch(t.db);
  gateway = new SandboxGateway(SECRET, { db: t.db });
  ids.east = await insertWarehouse(t.db, '华东一号仓');
  const maker = await insertManufacturer(t.db, '华康制药股份有限公司');
  const base = { manufacturerId: maker, businessScope: '中成药', stock: { [ids.east]: 10_000 } };
  ids.cold = await insertGoods(t.db, { ...base, name: '感冒灵颗粒', basePriceFen: 1_000 });
  ids.tonic = await insertGoods(t.db, { ...base, name: '板蓝根颗粒', basePriceFen: 2_500 });
  const { features } = await getShopSettings(t.db);
  await saveShopSettings(t.db, { features: { ...features, is_after_sale: true } }, t.app.caches);
  ({ client: operator } = await signInOperator(t, ['orders.read', 'orders.ship', 'orders.refund']));
});
afterAll(() => t.close());

interface Bought extends PaidOrder {
  lines: { cold: number; tonic: number };
}

/**
 * A buyer's paid order of 3 感冒灵颗粒 and 2 板蓝根颗粒 (¥50.00); the first line is then made to
 * have been paid ¥29.99 (a coupon's fen), so that its thirds do not divide evenly.
 */
async function paidOrder(method: PayMethod = 'balance'): Promise<Bought> {
  let lines = { cold: 0, tonic: 0 };
  const paid = await paidOrderOf(
    t,
    gateway,
    [
      { goods_id: ids.cold, number: 3 },
      { goods_id: ids.tonic, number: 2 },
    ],
    method,
    async (orderId) => {
      const bought = await t.db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
      const lineOf = (name: string) => bought.find((line) => line.name === name)!.id;
      lines = { cold: lineOf('感冒灵颗粒'), tonic: lineOf('板蓝根颗粒') };
      await t.db
        .update(orderLines)
        .set({ couponShareFen: 1, amountFen: sql`${orderLines.amountFen} - 1` })
        .where(eq(orderLines.id, lines.cold));
      await t.db
        .update(orders)
        .set({ couponFen: sql`${orders.couponFen} + 1`, payableFen: sql`${orders.payableFen} - 1` })
        .where(eq(orders.id, orderId));
    },
  );
  return { ...paid, lines };
}

const today = () => chinaDayOf(new Date());
const goodLot = (batchNo = 'B2026A') => ({
  batch_no: batchNo,
  produced_on: '2026-01-01',
  expires_on: addMonths(today(), 24),
});

const ship = (orderId: number, lines: object[]) =>
  operator.post<AdminOrderDetail>(`/api/admin/orders/${orderId}/ship`, {
    carrier: '顺丰速运',
    tracking_no: 'SF100',
    lines,
  });

const cancelUnshipped = (orderId: number, reason = '厂家断货') =>
  operator.post<AdminOrderDetail>(`/api/admin/orders/${orderId}/cancel-unshipped`, { reason });

/** Runs `request` and answers the tables it changed. */
async function writesOf(request: () => Promise<unknown>): Promise<string[]> {
  await watch.mark();
  await request();
  return watch.changedTables();
}

const stockOf = async (goodsId: number) => {
  const [row] = await t.db
    .select({ stock: goodsStock.stock })
    .from(goodsStock)
    .where(and(eq(goodsStock.goodsId, goodsId), eq(goodsStock.warehouseId, ids.east)));
  return row!.stock;
};

const statusOf = async (orderId: number) =>
  (await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]!.status;

describe('a part-shipped order', () => {
  it('stays 待发货 with what is owed; the buyer sees 部分发货, lots and owed pieces, and cannot receive it or cancel it whole', async () => {
    const bought = await paidOrder();
    // Two lots for one line in one shipment.
    const first = await ship(bought.orderId, [
      { line_id: bought.lines.cold, number: 1, ...goodLot('LOT-A') },
      { line_id: bought.lines.cold, number: 1, ...goodLot('LOT-B') },
    ]);
    expect([first.status, first.body.data.status, first.body.data.part_shipped]).toEqual([200, 2, true]);
    const listed = await operator.get<AdminOrderList>('/api/admin/orders?state=2');
    const row = listed.body.data.list.find((order) => order.id === bought.orderId);
    expect([row?.part_shipped, row?.owed_pieces]).toEqual([true, 3]);
    expect(first.body.data.owed_pieces).toBe(3);

    const view = (await bought.client.get<OrderDetail>(`/api/order/${bought.orderId}`)).body.data;
    expect([view.status, view.status_label, view.part_shipped, view.can_receive, view.can_cancel]).toEqual([
      2,
      '部分发货',
      true,
      false,
      false,
    ]);
    const cold = view.lines.find((line) => line.id === bought.lines.cold)!;
    const tonic = view.lines.find((line) => line.id === bought.lines.tonic)!;
    expect([cold.shipped, cold.owed, cold.cancelled]).toEqual([2, 1, 0]);
    expect([tonic.shipped, tonic.owed]).toEqual([0, 2]);
    expect(cold.lots.map((lot) => [lot.batch_no, lot.number, lot.expires_on])).toEqual([
      ['LOT-A', 1, addMonths(today(), 24)],
      ['LOT-B', 1, addMonths(today(), 24)],
    ]);
    const list = await bought.client.get<{ list: { id: number; status_label: string }[] }>(
      '/api/order?state=2',
    );
    expect(list.body.data.list.find((row) => row.id === bought.orderId)?.status_label).toBe('部分发货');

    const receive = await bought.client.post(`/api/order/${bought.orderId}/receive`);
    expect([receive.status, receive.body.msg]).toEqual([400, '只有已发货的订单可以确认收货']);
    const cancel = await bought.client.post(`/api/order/${bought.orderId}/cancel`, { reason: '不要了' });
    expect([cancel.status, cancel.body.msg]).toEqual([
      400,
      '订单已部分发货，无法整单取消；未发的部分可由商家取消并退款',
    ]);
    await t.db
      .update(orders)
      .set({ shippedAt: sql`now() - interval '30 days'` })
      .where(eq(orders.id, bought.orderId));
    await completeShippedBefore(t.db, 10);
    expect(await statusOf(bought.orderId)).toBe(2);

    // The shipped part takes after-sales requests.
    const asked = await bought.client.post(`/api/order/${bought.orderId}/after_sales`, {
      kind: 'refund',
      reason: '商品破损',
      description: '外箱压坏',
      lines: [{ line_id: bought.lines.cold, number: 1 }],
    });
    expect(asked.status).toBe(200);

    const rest = await shipWholeOrder(t, bought.orderId);
    expect([rest.status, rest.part_shipped]).toEqual([3, false]);
    const received = await bought.client.post(`/api/order/${bought.orderId}/receive`);
    expect(received.status).toBe(200);
  });

  it('shows in the console’s list the pieces still owed, less those cancelled, however the list is read', async () => {
    const bought = await paidOrder();
    const untouched = await paidOrder();
    await ship(bought.orderId, [{ line_id: bought.lines.tonic, number: 1, ...goodLot() }]);
    // A cancellation of one 感冒灵颗粒 recorded beside the shipment: 3 + 2 ordered, 1 shipped, 1 cancelled.
    const [act] = await t.db
      .insert(orderCancellations)
      .values({
        orderId: bought.orderId,
        userId: bought.buyerId,
        amountFen: 999,
        reason: '厂家断货',
        refundStatus: 'refunded',
      })
      .returning({ id: orderCancellations.id });
    await t.db
      .insert(orderLineCancellations)
      .values({ cancellationId: act!.id, orderLineId: bought.lines.cold, number: 1, amountFen: 999 });
    const orderNo = (await t.db.select().from(orders).where(eq(orders.id, bought.orderId)))[0]!.orderNo;
    const owedIn = async (query: string) => {
      const listed = await operator.get<AdminOrderList>(`/api/admin/orders?${query}`);
      expect(listed.status, query).toBe(200);
      const owed = (id: number) => listed.body.data.list.find((row) => row.id === id)?.owed_pieces;
      return [owed(bought.orderId), owed(untouched.orderId)];
    };
    // Every order, one state, an amount sort and a search each read the page their own way.
    for (const query of [
      'page_size=100',
      'state=2&page_size=100',
      'state=2&sort=payable&order=asc&page_size=100',
    ]) {
      expect(await owedIn(query), query).toEqual([3, null]);
    }
    expect((await owedIn(`keywords=${orderNo}`))[0]).toBe(3);
    const detail = await operator.get<AdminOrderDetail>(`/api/admin/orders/${bought.orderId}`);
    expect(detail.body.data.owed_pieces).toBe(3);
    await shipWholeOrder(t, bought.orderId);
    expect(await owedIn('page_size=100')).toEqual([null, null]);
  });

  it('proposes the lot of the goods record, else the lot it last shipped', async () => {
    const bought = await paidOrder();
    await t.db.execute(
      sql`update goods set batch_number = 'GR-1', produced_on = '2026-03-01', expires_on = '2029-02-28' where id = ${ids.tonic}`,
    );
    await ship(bought.orderId, [{ line_id: bought.lines.cold, number: 1, ...goodLot('SHIP-9') }]);
    const detail = (await operator.get<AdminOrderDetail>(`/api/admin/orders/${bought.orderId}`)).body.data;
    const proposed = Object.fromEntries(detail.lines.map((line) => [line.name, line.proposed_lot]));
    expect(proposed).toEqual({
      感冒灵颗粒: { batch_no: 'SHIP-9', produced_on: '2026-01-01', expires_on: addMonths(today(), 24) },
      板蓝根颗粒: { batch_no: 'GR-1', produced_on: '2026-03-01', expires_on: '2029-02-28' },
    });
  });
});

describe('lots near or past their expiry', () => {
  it('refuses an expired lot or one short of the minimum shelf life, naming the line, and writes nothing', async () => {
    const bought = await paidOrder();
    const short = addMonths(today(), 5);
    const cases: [object[], string, string][] = [
      [
        [
          { line_id: bought.lines.cold, number: 1, ...goodLot() },
          {
            line_id: bought.lines.tonic,
            number: 1,
            ...goodLot(),
            produced_on: '2023-01-01',
            expires_on: '2025-01-01',
          },
        ],
        'lines.1.expires_on',
        '第2行 板蓝根颗粒：有效期至2025-01-01，已过期',
      ],
      [
        [{ line_id: bought.lines.tonic, number: 1, ...goodLot(), expires_on: short }],
        'lines.0.expires_on',
        `第1行 板蓝根颗粒：有效期至${short}，剩余效期不足6个月`,
      ],
      [
        [
          { line_id: bought.lines.cold, number: 2, ...goodLot('A') },
          { line_id: bought.lines.cold, number: 2, ...goodLot('B') },
        ],
        'lines.1.number',
        '发货数量超过未发数量（剩余3）',
      ],
    ];
    for (const [lines, field, message] of cases) {
      const written = await writesOf(async () => {
        const answer = await ship(bought.orderId, lines);
        expect([answer.status, answer.body.msg, answer.body.errors]).toEqual([
          422,
          message,
          { [field]: [message] },
        ]);
      });
      expect(written).toEqual([]);
    }
    const same = await ship(bought.orderId, [
      { line_id: bought.lines.cold, number: 1, ...goodLot('A') },
      { line_id: bought.lines.cold, number: 1, ...goodLot('A') },
    ]);
    expect([same.status, same.body.msg]).toEqual([422, '同一商品的同一批号只能填写一次']);

    // The shop's minimum moves the line: with none required, a lot expiring tomorrow ships.
    await saveShopSettings(t.db, { shelf_life: { min_months: 0 } });
    const tomorrow = chinaDayOf(new Date(Date.now() + 86_400_000));
    const shipped = await ship(bought.orderId, [
      { line_id: bought.lines.tonic, number: 1, ...goodLot(), expires_on: tomorrow },
    ]);
    expect(shipped.status).toBe(200);
    await saveShopSettings(t.db, { shelf_life: { min_months: 6 } });
  });
});

describe('取消未发部分', () => {
  it('refunds each cancelled line its share to the balance, gives the stock back, tells the buyer and ships the order', async () => {
    const bought = await paidOrder();
    await ship(bought.orderId, [{ line_id: bought.lines.cold, number: 1, ...goodLot() }]);
    // The shipped piece is claimed: its share rounds down (2999 / 3 → 999).
    const asked = await bought.client.post(`/api/order/${bought.orderId}/after_sales`, {
      kind: 'refund',
      reason: '商品破损',
      description: '外箱压坏',
      lines: [{ line_id: bought.lines.cold, number: 1 }],
    });
    expect(asked.status).toBe(200);
    const balance = await balanceOf(t.db, bought.buyerId);
    const [cold, tonic] = [await stockOf(ids.cold), await stockOf(ids.tonic)];

    const refused = await writesOf(async () => {
      const answer = await operator.post(`/api/admin/orders/${bought.orderId}/cancel-unshipped`, {
        reason: ' ',
      });
      expect([answer.status, answer.body.msg]).toEqual([422, '请填写取消原因']);
    });
    expect(refused).toEqual([]);

    const cancelled = await cancelUnshipped(bought.orderId);
    expect([cancelled.status, cancelled.body.msg, cancelled.body.data.status]).toEqual([
      200,
      '未发部分已取消',
      3,
    ]);
    expect(cancelled.body.data.lines.map((line) => [line.name, line.shipped, line.cancelled]).sort()).toEqual(
      [
        ['感冒灵颗粒', 1, 2],
        ['板蓝根颗粒', 0, 2],
      ],
    );
    // The cold line's last two pieces get what is left of its ¥29.99 (2999 − 999), the tonics ¥50.00.
    expect(cancelled.body.data.cancellations.map((row) => [row.amount, row.reason, row.refunded])).toEqual([
      ['70.00', '厂家断货', true],
    ]);
    expect((await balanceOf(t.db, bought.buyerId)) - balance).toBe(7_000);
    expect([(await stockOf(ids.cold)) - cold, (await stockOf(ids.tonic)) - tonic]).toEqual([2, 2]);
    // The order holds only what it shipped: its stock takes (which monthly limits count) follow.
    const takes = await t.db
      .select()
      .from(orderStockTakes)
      .where(eq(orderStockTakes.orderId, bought.orderId));
    expect(takes.map((take) => [take.goodsId, take.number])).toEqual([[ids.cold, 1]]);
    const told = await t.db.select().from(messages).where(eq(messages.userId, bought.buyerId));
    expect(told.map((row) => row.content).join()).toContain('感冒灵颗粒2');
    expect(told.map((row) => row.title)).toContain('订单未发货部分已取消');
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.targetId, String(bought.orderId)), eq(auditLog.action, 'order.cancel_unshipped')),
      );
    expect(audited).toHaveLength(1);

    const view = (await bought.client.get<OrderDetail>(`/api/order/${bought.orderId}`)).body.data;
    expect([view.status_label, view.can_receive]).toEqual(['已发货', true]);
    expect(view.lines.map((line) => [line.name, line.owed, line.cancelled]).sort()).toEqual([
      ['感冒灵颗粒', 0, 2],
      ['板蓝根颗粒', 0, 2],
    ]);
    const again = await cancelUnshipped(bought.orderId);
    expect([again.status, again.body.msg]).toEqual([400, '只有已付款、尚未发完的订单可以取消未发部分']);
    const more = await ship(bought.orderId, [{ line_id: bought.lines.tonic, number: 1, ...goodLot() }]);
    expect([more.status, more.body.msg]).toEqual([422, '发货数量超过未发数量（剩余0）']);
  });

  it('cancels an order that shipped nothing whole, refunded as a cancel is', async () => {
    const bought = await paidOrder();
    const balance = await balanceOf(t.db, bought.buyerId);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, bought.orderId));
    const cancelled = await cancelUnshipped(bought.orderId);
    expect([cancelled.status, cancelled.body.data.status]).toEqual([200, 5]);
    expect((await balanceOf(t.db, bought.buyerId)) - balance).toBe(order!.payableFen);
  });

  it('takes a credit payment off its bill', async () => {
    const bought = await paidOrder('credit');
    await ship(bought.orderId, [{ line_id: bought.lines.tonic, number: 2, ...goodLot() }]);
    const used = (await creditOf(t.db, bought.buyerId))!.usedFen;
    await cancelUnshipped(bought.orderId);
    expect(used - (await creditOf(t.db, bought.buyerId))!.usedFen).toBe(2_999);
  });

  it('refunds an online payment through the gateway, once, by a job', async () => {
    const bought = await paidOrder('online');
    await ship(bought.orderId, [{ line_id: bought.lines.cold, number: 3, ...goodLot() }]);
    const cancelled = await cancelUnshipped(bought.orderId);
    const [row] = cancelled.body.data.cancellations;
    expect([row?.amount, row?.refunded]).toEqual(['50.00', false]);
    for (let waited = 0; ; waited += 50) {
      const [now] = await t.db.select().from(orderCancellations).where(eq(orderCancellations.id, row!.id));
      if (now!.refundStatus === 'refunded') break;
      if (waited > 20_000) throw new Error('the cancellation was not refunded');
      await setTimeout(50);
    }
    const refunds = await t.db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.refundNo, cancellationRefundNumberOf(row!.id)));
    expect(refunds.map((refund) => refund.amountFen)).toEqual([5_000]);
  });

  it('never refunds twice nor ships cancelled pieces, however cancels and shipments race', async () => {
    const bought = await paidOrder();
    await ship(bought.orderId, [{ line_id: bought.lines.cold, number: 1, ...goodLot() }]);
    const balance = await balanceOf(t.db, bought.buyerId);
    const answers = await Promise.all([
      cancelUnshipped(bought.orderId),
      cancelUnshipped(bought.orderId),
      ship(bought.orderId, [{ line_id: bought.lines.tonic, number: 2, ...goodLot() }]),
    ]);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, bought.orderId));
    const cancellations = await t.db
      .select()
      .from(orderCancellations)
      .where(eq(orderCancellations.orderId, bought.orderId));
    expect(answers.slice(0, 2).filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(cancellations).toHaveLength(1);
    expect((await balanceOf(t.db, bought.buyerId)) - balance).toBe(cancellations[0]!.amountFen);
    expect(order!.status).toBe(3);
    const detail = (await operator.get<AdminOrderDetail>(`/api/admin/orders/${bought.orderId}`)).body.data;
    for (const line of detail.lines) expect(line.shipped + line.cancelled).toBe(line.number);
  });

  it('is for operators who may refund, and answers the amounts refunded in a period', async () => {
    const bought = await paidOrder();
    await ship(bought.orderId, [{ line_id: bought.lines.cold, number: 3, ...goodLot() }]);
    const { client: reader } = await signInOperator(t, ['orders.read', 'orders.ship']);
    const forbidden = await reader.post(`/api/admin/orders/${bought.orderId}/cancel-unshipped`, {
      reason: '缺货',
    });
    expect(forbidden.status).toBe(403);
    const from = new Date(Date.now() - 1000);
    const before = await cancelledRefundsBetween(t.db, from, new Date(Date.now() + 60_000));
    await cancelUnshipped(bought.orderId);
    const after = await cancelledRefundsBetween(t.db, from, new Date(Date.now() + 60_000));
    expect(after - before).toBe(5_000);
    expect(await cancelledRefundsBetween(t.db, new Date(0), new Date(1000))).toBe(0);
  });
});
