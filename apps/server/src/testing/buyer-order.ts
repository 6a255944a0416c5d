import { eq } from 'drizzle-orm';
import { cartLines } from '../modules/cart/cart.tables.ts';
import type { TestApp } from './build-test-app.ts';
import { deliveryAddressBody } from './order-fixtures.ts';
import { signInBuyer } from './sign-in.ts';

/**
 * A new buyer (business scope 中成药) who signed the contract, has a default address and submitted an
 * order of `goods` from the cart, asking for `invoiceType`; the order is unpaid.
 */
export async function buyerWithOrder(
  t: TestApp,
  goods: { goods_id: number; number: number }[],
  invoiceType = 1,
) {
  const { buyer, client } = await signInBuyer(t, { businessScopes: ['中成药'] });
  await client.post('/api/contract/sign', { agree: 1 });
  await client.post('/api/user/address', { ...deliveryAddressBody, is_default: 1 });
  await client.post('/api/cart', { data: goods });
  const cart = await t.db.select({ id: cartLines.id }).from(cartLines).where(eq(cartLines.userId, buyer.id));
  const submitted = await client.post<{ id: number; order_no: string }>(
    '/api/order',
    { ids: cart.map((line) => line.id), invoice_type: invoiceType },
    { headers: { 'idempotency-key': `order-of-${buyer.id}` } },
  );
  if (submitted.body.code !== 10000) throw new Error(submitted.body.msg);
  return { buyer, client, order: submitted.body.data };
}
