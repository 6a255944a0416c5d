import { eq } from 'drizzle-orm';
import type { Address } from '@yaocai/domain/contracts/address';
import { cartLines } from '../modules/cart/cart.tables.ts';
import { creditBalanceBack, LEDGER_KIND } from '../modules/money/money.service.ts';
import type { TestApp } from './build-test-app.ts';
import { deliveryAddressBody } from './order-fixtures.ts';
import { signInBuyer } from './sign-in.ts';

/**
 * A new buyer (of 中成药) who signed the contract, gave an address and bought `lines` through the cart,
 * paying from a balance topped up for it.
 */
export async function paidBalanceOrder(t: TestApp, lines: { goods_id: number; number: number }[]) {
  const { buyer, client } = await signInBuyer(t, { businessScopes: ['中成药'] });
  await client.post('/api/contract/sign', { agree: 1 });
  await client.post<Address>('/api/user/address', { ...deliveryAddressBody, is_default: 1 });
  await client.post('/api/cart', { data: lines });
  const cart = await t.db.select({ id: cartLines.id }).from(cartLines).where(eq(cartLines.userId, buyer.id));
  const submitted = await client.post<{ id: number }>(
    '/api/order',
    { ids: cart.map((line) => line.id), invoice_type: 1 },
    { headers: { 'idempotency-key': `paid-order-${buyer.id}` } },
  );
  if (submitted.body.code !== 10000) throw new Error(submitted.body.msg);
  const orderId = submitted.body.data.id;
  await t.db.transaction((tx) => creditBalanceBack(tx, buyer.id, 100_000, LEDGER_KIND.topUp, 'test'));
  const paid = await client.post(`/api/order/${orderId}/pay`, { method: 'balance' });
  if (paid.body.code !== 10000) throw new Error(paid.body.msg);
  return { buyerId: buyer.id, client, orderId };
}
