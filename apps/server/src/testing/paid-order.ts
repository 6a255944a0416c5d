import { eq } from 'drizzle-orm';
import type { Address } from '@yaocai/domain/contracts/address';
import type { PaymentAnswer } from '@yaocai/domain/contracts/checkout';
import { cartLines } from '../modules/cart/cart.tables.ts';
import { creditBalanceBack, LEDGER_KIND, setCreditLine } from '../modules/money/money.service.ts';
import { orders } from '../modules/orders/orders.tables.ts';
import type { SandboxGateway } from '../modules/payments/sandbox-gateway.ts';
import type { TestApp } from './build-test-app.ts';
import { deliveryAddressBody } from './order-fixtures.ts';
import { signInBuyer } from './sign-in.ts';
import type { TestClient } from './test-client.ts';

export type PayMethod = 'balance' | 'credit' | 'online';

export interface PaidOrder {
  buyerId: number;
  client: TestClient;
  orderId: number;
}

/**
 * A new buyer of 中成药 orders `goods` with a plain invoice and pays by `method`: the balance or the
 * credit line given enough first, or online, through the sandbox gateway's notify. `beforePay` may
 * change the order first.
 */
export async function paidOrderOf(
  t: TestApp,
  /** Needed only to pay online. */
  gateway: SandboxGateway | undefined,
  goods: { goods_id: number; number: number }[],
  method: PayMethod,
  beforePay?: (orderId: number) => Promise<void>,
): Promise<PaidOrder> {
  const { buyer, client } = await signInBuyer(t, { businessScopes: ['中成药'] });
  await client.post('/api/contract/sign', { agree: 1 });
  await client.post<Address>('/api/user/address', { ...deliveryAddressBody, is_default: 1 });
  await client.post('/api/cart', { data: goods });
  const cart = await t.db.select({ id: cartLines.id }).from(cartLines).where(eq(cartLines.userId, buyer.id));
  const submitted = await client.post<{ id: number }>(
    '/api/order',
    { ids: cart.map((line) => line.id), invoice_type: 1 },
    { headers: { 'idempotency-key': `paid-order-${buyer.id}` } },
  );
  if (submitted.body.code !== 10000) throw new Error(submitted.body.msg);
  const orderId = submitted.body.data.id;
  await beforePay?.(orderId);
  if (method === 'balance') {
    await t.db.transaction((tx) => creditBalanceBack(tx, buyer.id, 100_000, LEDGER_KIND.topUp, 'test'));
  }
  if (method === 'credit') {
    await t.db.transaction((tx) => setCreditLine(tx, buyer.id, { limitFen: 100_000, termDays: 30 }, 'test'));
  }
  const paid = await client.post<PaymentAnswer>(`/api/order/${orderId}/pay`, { method });
  if (paid.body.code !== 10000) throw new Error(paid.body.msg);
  if (method === 'online') {
    if (!gateway) throw new Error('paying online needs the sandbox gateway');
    const paymentId = Number(/sandbox\/(\d+)/.exec(paid.body.data.pay_url!)![1]);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    const notify = gateway.notifyFor(paymentId, order!.payableFen);
    await t.app.inject({ method: 'POST', url: '/api/pay/notify/sandbox', payload: notify });
  }
  return { buyerId: buyer.id, client, orderId };
}

/** A new buyer's order of `lines`, paid from a balance topped up for it. */
export const paidBalanceOrder = (t: TestApp, lines: { goods_id: number; number: number }[]) =>
  paidOrderOf(t, undefined, lines, 'balance');
