import type { TestApp } from './build-test-app.ts';
import { insertBuyer, type BuyerOverrides } from './factories.ts';

/** A buyer row and a client signed in as them. */
export async function signInBuyer(t: TestApp, overrides: BuyerOverrides = {}) {
  const buyer = await insertBuyer(t.db, overrides);
  const client = t.client();
  const login = await client.post('/api/user/login', { username: buyer.phone, password: buyer.password });
  if (login.body.code !== 10000) throw new Error(`login failed: ${login.body.msg}`);
  return { buyer, client };
}
