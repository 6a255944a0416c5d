import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Licence } from '@yaocai/domain/contracts/licences';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { insertBuyer } from '../../testing/factories.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { coupons, userCoupons } from '../promotions/promotions.tables.ts';
import { buyerLicences } from './licences.tables.ts';

let t: TestApp;
let mine: TestClient;
let theirs: TestClient;
const day = 86_400_000;

const signIn = async () => {
  const buyer = await insertBuyer(t.db);
  const client = t.client();
  await client.post('/api/user/login', { username: buyer.phone, password: buyer.password });
  return { client, id: buyer.id };
};

const licence = (userId: number, type: 'business_licence' | 'gsp', validUntil: string | null) => ({
  userId,
  type,
  number: `N-${type}`,
  holder: '仁和大药房',
  validUntil,
  images: [],
  state: 'approved' as const,
  submittedBy: 'operator' as const,
});

beforeAll(async () => {
  t = await buildTestApp();
  const me = await signIn();
  const them = await signIn();
  mine = me.client;
  theirs = them.client;
  const window = { startsAt: new Date(Date.now() - day), endsAt: new Date(Date.now() + 30 * day) };
  const [valid, expired] = await t.db
    .insert(coupons)
    .values([
      { name: '满300减15', kind: 'amount' as const, thresholdFen: 30_000, valueFen: 1_500, ...window },
      {
        name: '过期券',
        kind: 'amount' as const,
        thresholdFen: 100,
        valueFen: 10,
        startsAt: new Date(Date.now() - 3 * day),
        endsAt: new Date(Date.now() - day),
      },
    ])
    .returning({ id: coupons.id });
  await t.db.insert(userCoupons).values([
    { userId: me.id, couponId: valid!.id },
    { userId: me.id, couponId: valid!.id },
    { userId: me.id, couponId: valid!.id, orderId: 999_001, usedAt: new Date() },
    { userId: me.id, couponId: expired!.id },
    { userId: them.id, couponId: valid!.id },
  ]);
  await t.db
    .insert(buyerLicences)
    .values([
      licence(me.id, 'business_licence', null),
      licence(me.id, 'gsp', '2030-01-31'),
      licence(them.id, 'gsp', '2029-01-01'),
    ]);
});

afterAll(() => t.close());

describe('the member centre’s summary calls', () => {
  it('counts the coupons a buyer holds unused and unexpired', async () => {
    expect((await mine.get<{ count: number }>('/api/user/couponNum')).body.data).toEqual({ count: 2 });
    expect((await theirs.get<{ count: number }>('/api/user/couponNum')).body.data).toEqual({ count: 1 });
  });

  it('lists only the buyer’s own licences, with their expiry', async () => {
    const licences = (await mine.get<Licence[]>('/api/user/zizhi')).body.data;
    expect(licences.map(({ type, valid_until, expiry }) => ({ type, valid_until, expiry }))).toEqual([
      { type: 'business_licence', valid_until: null, expiry: 'none' },
      { type: 'gsp', valid_until: '2030-01-31', expiry: 'valid' },
    ]);
  });

  it('refuses visitors', async () => {
    expect((await t.client().get('/api/user/couponNum')).status).toBe(401);
    expect((await t.client().get('/api/user/zizhi')).status).toBe(401);
  });
});
