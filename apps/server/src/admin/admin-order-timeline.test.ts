import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderDetail } from '@yaocai/domain/contracts/admin';
import type { OrderAfterSales } from '@yaocai/domain/contracts/after-sales';
import type { TimelineEvent } from '@yaocai/domain/contracts/order-timeline-responses';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { insertGoods, insertManufacturer, insertWarehouse } from '../testing/catalog-factories.ts';
import { paidBalanceOrder } from '../testing/paid-order.ts';
import { signInOperator } from '../testing/sign-in-operator.ts';
import { getShopSettings, saveShopSettings } from '../modules/content/settings.service.ts';
import { orders } from '../modules/orders/orders.tables.ts';

let t: TestApp;
const ids = {} as Record<'cold' | 'tonic', number>;

beforeAll(async () => {
  t = await buildTestApp({ CART_CACHE_MS: '0' });
  const warehouse = await insertWarehouse(t.db, '华东一号仓');
  const maker = await insertManufacturer(t.db, '华康制药股份有限公司');
  const base = { manufacturerId: maker, stock: { [warehouse]: 100 } };
  ids.cold = await insertGoods(t.db, { ...base, name: '感冒灵颗粒', basePriceFen: 1_000 });
  ids.tonic = await insertGoods(t.db, { ...base, name: '补中益气丸', basePriceFen: 2_500 });
  const { features } = await getShopSettings(t.db);
  await saveShopSettings(t.db, { features: { ...features, is_after_sale: true } }, t.app.caches);
});
afterAll(() => t.close());

const kindsOf = (events: TimelineEvent[]) => events.map((event) => event.kind);
const batch = { batch_no: 'B2026A', produced_on: '2026-01-01', expires_on: '2028-12-31' };

describe('an order’s timeline', () => {
  it('tells, in time order, its creation, payment, shipment, invoice, after-sales with the refund, and notes', async () => {
    const { client: operator } = await signInOperator(t, ['orders.read', 'orders.ship', 'orders.refund']);
    const { client: buyer, orderId } = await paidBalanceOrder(t, [
      { goods_id: ids.cold, number: 3 },
      { goods_id: ids.tonic, number: 2 },
    ]);
    const detail = (await operator.get<AdminOrderDetail>(`/api/admin/orders/${orderId}`)).body.data;
    const cold = detail.lines.find((line) => line.name === '感冒灵颗粒')!;
    await operator.post(`/api/admin/orders/${orderId}/ship`, {
      carrier: '顺丰速运',
      tracking_no: 'SF100',
      lines: detail.lines.map((line) => ({ line_id: line.id, number: line.number, ...batch })),
    });
    await operator.post(`/api/admin/orders/${orderId}/notes`, { content: '客户要求补开清单' });
    const asked = await buyer.post<OrderAfterSales>(`/api/order/${orderId}/after_sales`, {
      kind: 'refund',
      reason: '商品破损',
      description: '外箱压坏',
      lines: [{ line_id: cold.id, number: 1 }],
    });
    expect(asked.status).toBe(200);
    await operator.post(`/api/admin/after-sales/${asked.body.data.list[0]!.id}/approve`);

    const timeline = await operator.get<TimelineEvent[]>(`/api/admin/orders/${orderId}/timeline`);
    expect(timeline.status).toBe(200);
    const events = timeline.body.data;
    expect(kindsOf(events)).toEqual([
      'created',
      'paid',
      'shipped',
      'invoiced',
      'note',
      'after_sale_requested',
      'after_sale_approved',
      'refunded',
      'invoiced_red',
    ]);
    const [, paid, shipped, invoiced, note, requested, approved, refunded, red] = events;
    expect(paid).toMatchObject({ title: '付款', detail: '余额支付 ¥95.00' });
    expect(shipped?.detail).toMatch(/^顺丰速运 SF100：/);
    expect(shipped?.detail).toContain('感冒灵颗粒 10g*12袋 ×3（批号 B2026A）');
    expect(shipped?.detail).toContain('补中益气丸 10g*12袋 ×2（批号 B2026A）');
    expect(invoiced?.detail).toMatch(/^发票号 \S+，¥95\.00，抬头 /);
    expect(note).toMatchObject({ detail: '客户要求补开清单', actor: '测试操作员' });
    expect(requested?.detail).toBe('仅退款 ¥10.00（商品破损）：感冒灵颗粒 ×1');
    expect(approved?.actor).toBe('测试操作员');
    expect(refunded?.detail).toBe('售后退款 ¥10.00');
    expect(red).toMatchObject({ title: '开具红字发票' });
    expect(red?.detail).toMatch(/^发票号 \S+，¥-10\.00，抬头 /);
    const times = events.map((event) => Date.parse(event.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('shows an operator’s cancellation of a paid order and where the money went back', async () => {
    const { client: operator } = await signInOperator(t, ['orders.read', 'orders.refund']);
    const { orderId } = await paidBalanceOrder(t, [{ goods_id: ids.tonic, number: 1 }]);
    await operator.post(`/api/admin/orders/${orderId}/cancel`, { reason: '缺货' });
    const events = (await operator.get<TimelineEvent[]>(`/api/admin/orders/${orderId}/timeline`)).body.data;
    expect(kindsOf(events)).toEqual(['created', 'paid', 'cancelled', 'refunded']);
    expect(events.slice(2).map((event) => event.detail)).toEqual([
      '商家取消：缺货',
      '取消退款 ¥40.00，退回余额',
    ]);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(events[2]?.at).toBe(row?.cancelledAt?.toISOString());
  });

  it('shows the unshipped part an operator cancelled, with its refund and reason', async () => {
    const { client: operator } = await signInOperator(t, ['orders.read', 'orders.ship', 'orders.refund']);
    const { orderId } = await paidBalanceOrder(t, [{ goods_id: ids.cold, number: 3 }]);
    const detail = (await operator.get<AdminOrderDetail>(`/api/admin/orders/${orderId}`)).body.data;
    const [line] = detail.lines;
    const shipped = await operator.post(`/api/admin/orders/${orderId}/ship`, {
      carrier: '顺丰速运',
      tracking_no: 'SF101',
      lines: [{ line_id: line!.id, number: 2, ...batch }],
    });
    expect(shipped.status).toBe(200);
    const cancelled = await operator.post(`/api/admin/orders/${orderId}/cancel-unshipped`, {
      reason: '厂家断货',
    });
    expect(cancelled.status).toBe(200);
    const events = (await operator.get<TimelineEvent[]>(`/api/admin/orders/${orderId}/timeline`)).body.data;
    expect(kindsOf(events)).toEqual(['created', 'paid', 'shipped', 'invoiced', 'part_cancelled']);
    expect(events.at(-1)).toMatchObject({
      title: '取消未发部分',
      detail: '感冒灵颗粒 10g*12袋 ×1，退款 ¥10.00，原因：厂家断货',
    });
  });

  it('is refused without orders.read, 404 for an order that does not exist, and 401 to a buyer', async () => {
    const { client: buyer, orderId } = await paidBalanceOrder(t, [{ goods_id: ids.cold, number: 1 }]);
    const { client: outsider } = await signInOperator(t, ['buyers.read']);
    expect((await outsider.get(`/api/admin/orders/${orderId}/timeline`)).status).toBe(403);
    const { client } = await signInOperator(t, ['orders.read']);
    expect((await client.get('/api/admin/orders/999999/timeline')).status).toBe(404);
    expect((await buyer.get(`/api/admin/orders/${orderId}/timeline`)).status).toBe(401);
  });
});
