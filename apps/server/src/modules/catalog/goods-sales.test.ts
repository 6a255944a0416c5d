import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '@yaocai/domain/contracts/order-responses';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { insertGoods, insertManufacturer, insertWarehouse } from '../../testing/catalog-factories.ts';
import { deliveryAddressBody } from '../../testing/order-fixtures.ts';
import { signInBuyer } from '../../testing/sign-in.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { cartLines } from '../cart/cart.tables.ts';
import { creditBalanceBack, LEDGER_KIND } from '../money/money.service.ts';
import { goods, goodsSalesDeltas } from './catalog.tables.ts';
import { foldGoodsSales } from './goods-sales.service.ts';

let t: TestApp;
let goodsId: number;

beforeAll(async () => {
  t = await buildTestApp({ CART_CACHE_MS: '0' });
  const warehouse = await insertWarehouse(t.db, '华东一号仓');
  const maker = await insertManufacturer(t.db, '华康制药股份有限公司');
  goodsId = await insertGoods(t.db, {
    name: '板蓝根颗粒',
    manufacturerId: maker,
    businessScope: '中成药',
    basePriceFen: 1_000,
    stock: { [warehouse]: 10_000 },
  });
});
afterAll(() => t.close());

const salesOf = async () =>
  (await t.db.select({ sales: goods.sales }).from(goods).where(eq(goods.id, goodsId)))[0]!.sales;

/** A buyer's submitted order of `number` pieces, and their client. */
async function submitted(number: number): Promise<{ client: TestClient; order: OrderDetail }> {
  const { buyer, client } = await signInBuyer(t, { businessScopes: ['中成药'] });
  await client.post('/api/contract/sign', { agree: 1 });
  await client.post('/api/user/address', deliveryAddressBody);
  await client.post('/api/cart', { data: [{ goods_id: goodsId, number }] }, { form: true });
  const lines = await t.db.select({ id: cartLines.id }).from(cartLines).where(eq(cartLines.userId, buyer.id));
  const answer = await client.post<OrderDetail>(
    '/api/order',
    { ids: lines.map((line) => line.id), invoice_type: 1 },
    { headers: { 'idempotency-key': `goods-sales-${buyer.id}` } },
  );
  await t.db.transaction((tx) => creditBalanceBack(tx, buyer.id, 1_000_000, LEDGER_KIND.topUp, 'test'));
  if (!answer.body.data) throw new Error(answer.body.msg);
  return { client, order: answer.body.data };
}

describe('goods sales', () => {
  it('count what paid orders bought, and no longer what a paid order gave back', async () => {
    const start = await salesOf();
    const first = await submitted(10);
    const second = await submitted(3);
    // Submitted but unpaid: not sold.
    expect(await foldGoodsSales(t.db)).toBe(0);
    expect(await salesOf()).toBe(start);

    await first.client.post(`/api/order/${first.order.id}/pay`, { method: 'balance' });
    await second.client.post(`/api/order/${second.order.id}/pay`, { method: 'balance' });
    // Paying writes deltas, not the goods row, which the shop's lists keep.
    expect(await salesOf()).toBe(start);
    expect(await foldGoodsSales(t.db)).toBe(1);
    expect(await salesOf()).toBe(start + 13);

    const cancelled = await second.client.post(`/api/order/${second.order.id}/cancel`, {
      reason: '不需要了',
    });
    expect(cancelled.status).toBe(200);
    await foldGoodsSales(t.db);
    expect(await salesOf()).toBe(start + 10);
    expect(await t.db.select().from(goodsSalesDeltas)).toEqual([]);
  });

  it('counts each sale once when two instances fold at the same time', async () => {
    const start = await salesOf();
    await t.db.insert(goodsSalesDeltas).values(Array.from({ length: 50 }, () => ({ goodsId, n: 2 })));
    await Promise.all([foldGoodsSales(t.db), foldGoodsSales(t.db), foldGoodsSales(t.db)]);
    expect(await salesOf()).toBe(start + 100);
  });
});
