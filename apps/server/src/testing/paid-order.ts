import { eq } from 'drizzle-orm';
import { cartLines } from '../modules/cart/cart.tables.ts';
import { creditBalanceBack, LEDGER_KIND } from '../modules/money/money.service.ts';
import type { TestApp } from './build-test-app.ts';
import { deliveryAddressBody } from './order-fixtures.ts';
import { signInBuyer } from './sign-in.ts';

/**
 * A new buyer's order of `goods` (id → quantity), submitted with a plain invoice and paid from a
 * balance topped up for it, as the buyer does it over HTTP.
 */
export async function placePaidOrder(t: TestApp, goods: Record<number, number>, scope = '中成药') {
  const { buyer, client } = await signInBuyer(t, { businessScopes: [scope] });
  await client.post('/api/contract/sign', { agree: 1 });
  await client.post('/api/user/address', { ...deliveryAddressBody, is_default: 1 });
  const data = Object.entries(goods).map(([id, number]) => ({ goods_id: Number(id), number }));
  await client.post('/api/cart', { data });
  const ids = (await t.db.select().from(cartLines).where(eq(cartLines.userId, buyer.id))).map((l) => l.id);
  const order = await client.post<{ id: number }>(
    '/api/order',
    { ids, invoice_type: 1 },
    { headers: { 'idempotency-key': `paid-order-${buyer.id}` } },
  );
  if (order.body.code !== 10000) throw new Error(`submit failed: ${order.body.msg}`);
  await t.db.transaction((tx) => creditBalanceBack(tx, buyer.id, 10_000_000, LEDGER_KIND.topUp, 'test'));
  const paid = await client.post(`/api/order/${order.body.data.id}/pay`, { method: 'balance' });
  if (paid.body.code !== 10000) throw new Error(`payment failed: ${paid.body.msg}`);
  return { buyer, client, orderId: order.body.data.id };
}
