import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '@yaocai/domain/contracts/admin';
import { chinaDayOf } from '@yaocai/domain/validation/dates';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { insertGoods, insertManufacturer, insertWarehouse } from '../testing/catalog-factories.ts';
import { paidBalanceOrder } from '../testing/paid-order.ts';
import { shipWholeOrder, signInOperator } from '../testing/sign-in-operator.ts';
import type { TestClient } from '../testing/test-client.ts';
import { afterSales } from '../modules/after-sales/after-sales.tables.ts';
import { getShopSettings, saveShopSettings } from '../modules/content/settings.service.ts';
import { orderLines, orders } from '../modules/orders/orders.tables.ts';

let t: TestApp;
let operator: TestClient;
const ids = {} as Record<'east' | 'cold' | 'tonic', number>;
const DAY_MS = 86_400_000;
const today = () => chinaDayOf(new Date());
const dayBefore = (day: string, by: number) =>
  chinaDayOf(new Date(Date.parse(`${day}T00:00:00+08:00`) - by * DAY_MS));

beforeAll(async () => {
  t = await buildTestApp({ CART_CACHE_MS: '0' });
  ids.east = await insertWarehouse(t.db, '华东一号仓');
  const maker = await insertManufacturer(t.db, '华康制药股份有限公司');
  const base = { manufacturerId: maker, businessScope: '中成药', stock: { [ids.east]: 10_000 } };
  ids.cold = await insertGoods(t.db, { ...base, name: '感冒灵颗粒', basePriceFen: 1_000 });
  ids.tonic = await insertGoods(t.db, { ...base, name: '补中益气丸', basePriceFen: 2_500 });
  const { features } = await getShopSettings(t.db);
  await saveShopSettings(t.db, { features: { ...features, is_after_sale: true } }, t.app.caches);
  ({ client: operator } = await signInOperator(t, [
    'dashboard.read',
    'orders.read',
    'orders.ship',
    'orders.refund',
  ]));
});
afterAll(() => t.close());

/** A buyer's order of 3 感冒灵颗粒 (¥30.00) and 2 补中益气丸 (¥50.00), paid from the balance. */
async function paidOrder() {
  const { client, orderId } = await paidBalanceOrder(t, [
    { goods_id: ids.cold, number: 3 },
    { goods_id: ids.tonic, number: 2 },
  ]);
  const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  return { client, order: order! };
}

const dashboardOf = async (query = '') => {
  const answer = await operator.get<Dashboard>(`/api/admin/dashboard${query}`);
  expect(answer.status).toBe(200);
  return answer.body.data;
};

const goodsOf = (dashboard: Dashboard) =>
  Object.fromEntries(dashboard.top_goods.map((row) => [row.name, [row.amount_fen, row.number]]));

describe('the dashboard counts sales net of refunds', () => {
  it('takes off an after-sales refund and a paid order cancelled, in total, by day and by goods', async () => {
    const day = `?from=${today()}&to=${today()}`;
    const kept = await paidOrder();
    const cancelled = await paidOrder();
    const paid = await dashboardOf(day);
    const payable = kept.order.payableFen + cancelled.order.payableFen;
    expect([paid.paid_fen, paid.refunded_fen, paid.sales_fen, paid.orders]).toEqual([payable, 0, payable, 2]);
    expect(goodsOf(paid)).toEqual({ 感冒灵颗粒: [6_000, 6], 补中益气丸: [10_000, 4] });

    await shipWholeOrder(t, kept.order.id);
    const [cold] = await t.db
      .select()
      .from(orderLines)
      .where(sql`${orderLines.orderId} = ${kept.order.id} and ${orderLines.name} = '感冒灵颗粒'`);
    const asked = await kept.client.post(`/api/order/${kept.order.id}/after_sales`, {
      kind: 'refund',
      reason: '商品破损',
      lines: [{ line_id: cold!.id, number: 1 }],
    });
    expect(asked.body.code).toBe(10000);
    const [request] = await t.db.select().from(afterSales).where(eq(afterSales.orderId, kept.order.id));
    expect((await operator.post(`/api/admin/after-sales/${request!.id}/approve`)).status).toBe(200);
    const cancel = await operator.post(`/api/admin/orders/${cancelled.order.id}/cancel`, { reason: '缺货' });
    expect(cancel.status).toBe(200);

    const net = await dashboardOf(day);
    const refunded = 1_000 + cancelled.order.payableFen;
    expect([net.paid_fen, net.refunded_fen, net.sales_fen]).toEqual([payable, refunded, payable - refunded]);
    expect(net.sales).toBe(((payable - refunded) / 100).toFixed(2));
    // The cancelled order is no order any more; the kept one is, and its buyer a paying buyer.
    expect([net.orders, net.paying_buyers]).toEqual([1, 1]);
    expect(net.daily).toEqual([
      { day: today(), sales_fen: payable - refunded, refunded_fen: refunded, orders: 1 },
    ]);
    expect(goodsOf(net)).toEqual({ 感冒灵颗粒: [2_000, 2], 补中益气丸: [5_000, 2] });

    // A refund counts on the day it was made: moved to yesterday, today has only the cancellation.
    await t.db
      .update(afterSales)
      .set({ refundedAt: sql`now() - interval '1 day'` })
      .where(eq(afterSales.id, request!.id));
    expect((await dashboardOf(day)).refunded_fen).toBe(cancelled.order.payableFen);
    const twoDays = await dashboardOf(`?from=${dayBefore(today(), 1)}&to=${today()}`);
    expect(twoDays.daily.map((row) => [row.day, row.sales_fen, row.refunded_fen])).toEqual([
      [dayBefore(today(), 1), -1_000, 1_000],
      [today(), payable - cancelled.order.payableFen, cancelled.order.payableFen],
    ]);
    expect(twoDays.sales_fen).toBe(payable - refunded);
  });

  it('takes off the refund of an unshipped part an operator cancelled, by day and by goods', async () => {
    const day = `?from=${today()}&to=${today()}`;
    const { order } = await paidOrder();
    const before = await dashboardOf(day);
    const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    const cold = lines.find((line) => line.name === '感冒灵颗粒')!;
    const tonic = lines.find((line) => line.name === '补中益气丸')!;
    const lot = { batch_no: 'B2026A', produced_on: '2026-01-01', expires_on: dayBefore(today(), -800) };
    const shipped = await operator.post(`/api/admin/orders/${order.id}/ship`, {
      carrier: '顺丰速运',
      tracking_no: 'SF2001',
      lines: [
        { line_id: cold.id, number: 2, ...lot },
        { line_id: tonic.id, number: 2, ...lot },
      ],
    });
    expect(shipped.status).toBe(200);
    const cancel = await operator.post(`/api/admin/orders/${order.id}/cancel-unshipped`, { reason: '缺货' });
    expect(cancel.status).toBe(200);

    const after = await dashboardOf(day);
    expect([after.paid_fen - before.paid_fen, after.refunded_fen - before.refunded_fen]).toEqual([0, 1_000]);
    expect(after.sales_fen).toBe(before.sales_fen - 1_000);
    expect(after.daily.at(-1)!.refunded_fen - before.daily.at(-1)!.refunded_fen).toBe(1_000);
    const [goodsBefore, goodsAfter] = [goodsOf(before), goodsOf(after)];
    const [coldFen, coldNumber] = goodsBefore['感冒灵颗粒']!;
    expect(goodsAfter['感冒灵颗粒']).toEqual([coldFen! - 1_000, coldNumber! - 1]);
    expect(goodsAfter['补中益气丸']).toEqual(goodsBefore['补中益气丸']);
  });

  it('covers any chosen period up to 366 days, the last 7 by default', async () => {
    const week = await dashboardOf();
    expect([week.from, week.to, week.daily.length]).toEqual([dayBefore(today(), 6), today(), 7]);
    const year = await dashboardOf('?from=2024-01-01&to=2024-12-31');
    expect([year.from, year.to, year.daily.length, year.sales_fen]).toEqual([
      '2024-01-01',
      '2024-12-31',
      366,
      0,
    ]);
    expect([year.daily[0]!.day, year.daily.at(-1)!.day]).toEqual(['2024-01-01', '2024-12-31']);
    const march = await dashboardOf('?from=2025-03-01&to=2025-03-31');
    expect(march.daily.map((row) => row.day).filter((day) => !day.startsWith('2025-03'))).toEqual([]);
    expect(march.daily).toHaveLength(31);
  });

  it.each([
    ['?from=2025-03-02&to=2025-03-01', 'to', '结束日期不能早于开始日期'],
    ['?from=2024-01-01&to=2025-01-01', 'to', '统计区间最长366天'],
    ['?from=2025-03-01', 'to', '请同时选择开始日期和结束日期'],
    ['?from=2025-02-30&to=2025-03-01', 'from', '开始日期格式不正确'],
    ['?from=2025-03-01&to=tomorrow', 'to', '结束日期格式不正确'],
  ])('refuses the period %s with 422', async (query, field, message) => {
    const answer = await operator.get<null>(`/api/admin/dashboard${query}`);
    expect([answer.status, answer.body.msg, (answer.body as { errors?: object }).errors]).toEqual([
      422,
      message,
      { [field]: [message] },
    ]);
  });
});

describe('the dashboard queries', () => {
  it('find a period’s payments and refunds by index among thousands of orders', async () => {
    const [{ id: userId } = { id: 0 }] = await t.db.select({ id: orders.userId }).from(orders).limit(1);
    await t.db.execute(sql`
      insert into orders (order_no, user_id, status, idempotency_key, address, invoice, goods_fen, manjian_fen,
        coupon_fen, freight_fen, payable_fen, pay_method, pay_deadline, paid_at, cancelled_at)
      select 'EXPLAIN' || n, ${userId}, case when n % 10 = 0 then 5 else 2 end, 'explain-' || n, '{}'::jsonb,
        '{}'::jsonb, 1000, 0, 0, 0, 1000, 'balance', now(), now() - (n % 90) * interval '1 day',
        case when n % 10 = 0 then now() - (n % 90) * interval '1 day' end
      from generate_series(1, 4000) as n`);
    await t.db.execute(sql`
      insert into after_sales (order_id, user_id, kind, status, reason, amount_fen, refunded_at)
      select id, user_id, 'refund', 'refunded', '商品破损', 100, paid_at from orders where order_no like 'EXPLAIN%'`);
    await t.db.execute(sql`analyze orders`);
    await t.db.execute(sql`analyze after_sales`);
    const planOf = async (query: ReturnType<typeof sql>) => {
      const { rows } = (await t.db.execute(sql`explain ${query}`)) as unknown as {
        rows: Record<string, string>[];
      };
      return rows.map((row) => Object.values(row)[0]).join('\n');
    };
    const from = sql`now() - interval '1 day'`;
    expect(
      await planOf(
        sql`select sum(payable_fen) from orders where paid_at is not null and paid_at >= ${from} and paid_at < now()`,
      ),
    ).toMatch(/orders_paid_at_idx/);
    expect(
      await planOf(
        sql`select sum(payable_fen) from orders where paid_at is not null and status = 5 and cancelled_at is not null and cancelled_at >= ${from} and cancelled_at < now()`,
      ),
    ).toMatch(/orders_paid_cancelled_at_idx/);
    expect(
      await planOf(
        sql`select sum(amount_fen) from after_sales where status = 'refunded' and refunded_at is not null and refunded_at >= ${from} and refunded_at < now()`,
      ),
    ).toMatch(/after_sales_refunded_at_idx/);
  });
});
