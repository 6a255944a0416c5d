import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { insertBuyer } from '../../testing/factories.ts';
import { WriteWatch } from '../../testing/write-watch.ts';
import { recharges } from '../money/money.tables.ts';
import { SandboxGateway } from './sandbox-gateway.ts';
import { payments } from './payments.tables.ts';

/** The sandbox cashier's links, signed as the shop signs them, for payments that may not exist. */
describe('the sandbox cashier refuses what it cannot honour in its own protocol, never with a 5xx', () => {
  let t: TestApp;
  let gateway: SandboxGateway;
  let buyerId: number;
  beforeAll(async () => {
    t = await buildTestApp();
    gateway = new SandboxGateway(t.config.payment.sandboxSecret, { db: t.db });
    buyerId = (await insertBuyer(t.db)).id;
  });

  /** A payment already closed: confirming it again sends the buyer back and no notify. */
  async function closedPayment(): Promise<number> {
    const [recharge] = await t.db
      .insert(recharges)
      .values({ userId: buyerId, amountFen: 100, idempotencyKey: `cashier-${Date.now()}-${Math.random()}` })
      .returning({ id: recharges.id });
    const [payment] = await t.db
      .insert(payments)
      .values({
        userId: buyerId,
        rechargeId: recharge!.id,
        provider: 'sandbox',
        amountFen: 100,
        status: 'closed',
      })
      .returning({ id: payments.id });
    return payment!.id;
  }
  afterAll(() => t?.close());

  const link = (paymentId: number, returnUrl: string) =>
    gateway.cashierUrl({ paymentId, amountFen: 100, subject: '订单', returnUrl });

  it('answers a signed link to a payment that does not exist with 404 in its own protocol, sending nothing', async () => {
    const watch = new WriteWatch(t.db);
    await watch.mark();
    const url = link(987_654, '/cart/result/1');
    const page = await t.app.inject({ method: 'GET', url });
    expect([page.statusCode, page.body]).toEqual([404, '支付单不存在']);
    const confirm = await t.app.inject({ method: 'POST', url: url.replace('?', '/confirm?') });
    expect(confirm.statusCode, confirm.body).toBe(404);
    expect(confirm.body).toBe('支付单不存在');
    expect(await watch.changedTables()).toEqual([]);
  });

  it.each([
    ['/cart/result/1?x=\u3000', '/cart/result/1?x=%E3%80%80'],
    ['/cart/result/\u3000', '/cart/result/%E3%80%80'],
    ['/购物车', '/%E8%B4%AD%E7%89%A9%E8%BD%A6'],
    ['/a b#段', '/a%20b#%E6%AE%B5'],
  ])('sends the buyer back to %j with a Location header a browser can read', async (returnUrl, location) => {
    const url = link(await closedPayment(), returnUrl);
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode, page.body).toBe(200);
    const confirm = await t.app.inject({ method: 'POST', url: url.replace('?', '/confirm?') });
    expect([confirm.statusCode, confirm.headers.location]).toEqual([303, location]);
  });
});
