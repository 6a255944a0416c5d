import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReferralPage } from '@yaocai/domain/contracts/activity-referral-reward';
import type { ActivityBodyInput } from '@yaocai/domain/contracts/admin-activities';
import type { PaymentAnswer } from '@yaocai/domain/contracts/checkout';
import { ORDER_STATUS } from '@yaocai/domain/contracts/order';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { publishActivity } from '../testing/activities.ts';
import { buyerWithOrder } from '../testing/buyer-order.ts';
import { insertGoods, insertManufacturer, insertWarehouse } from '../testing/catalog-factories.ts';
import { signInBuyer } from '../testing/sign-in.ts';
import { signInOperator } from '../testing/sign-in-operator.ts';
import type { TestClient } from '../testing/test-client.ts';
import { pointsLedger, referrals } from '../modules/accounts/accounts.tables.ts';
import { cartLines } from '../modules/cart/cart.tables.ts';
import { creditBalanceBack, LEDGER_KIND } from '../modules/money/money.service.ts';
import { orders } from '../modules/orders/orders.tables.ts';
import { SandboxGateway } from '../modules/payments/sandbox-gateway.ts';
import { referralRewards, userCoupons } from '../modules/promotions/promotions.tables.ts';

// Races of 老带新 rewards; run with TEST_DATABASE_URL to race on PostgreSQL, where they truly overlap.
const SECRET = 'referral-race-sandbox-secret-32chars';
const MINUTE = 60_000;
let t: TestApp;
let gateway: SandboxGateway;
let operator: TestClient;
let goodsId: number;
let campaignId: number;
let activityId: number;

const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

const published = (body: ActivityBodyInput) => publishActivity(operator, body);

const topUp = (buyerId: number) =>
  t.db.transaction((tx) => creditBalanceBack(tx, buyerId, 1_000_000, LEDGER_KIND.topUp, 'test'));
const pay = (client: TestClient, orderId: number, method: 'balance' | 'online') =>
  client.post<PaymentAnswer>(`/api/order/${orderId}/pay`, { method });

/** A buyer referred by `referrerId`, with an unpaid order and the balance to pay it. */
async function referredWithOrder(referrerId: number) {
  const { buyer, client, order } = await buyerWithOrder(t, [{ goods_id: goodsId, number: 1 }]);
  await t.db.insert(referrals).values({ userId: buyer.id, referrerId });
  await topUp(buyer.id);
  return { buyerId: buyer.id, client, orderId: order.id };
}

const rewardsTo = (referrerId: number) =>
  t.db.select().from(referralRewards).where(eq(referralRewards.referrerId, referrerId));
const referralPointsOf = (userId: number) =>
  t.db
    .select()
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.kind, '老带新奖励')));

const newReferrer = async () => {
  const { buyer, client } = await signInBuyer(t);
  return { referrer: buyer.id, referrerClient: client };
};

beforeAll(async () => {
  t = await buildTestApp({ CART_CACHE_MS: '0', PAYMENT_SANDBOX_SECRET: SECRET });
  gateway = new SandboxGateway(SECRET, { db: t.db });
  ({ client: operator } = await signInOperator(t, ['promotions.read', 'promotions.write']));
  const maker = await insertManufacturer(t.db, '北京同仁堂股份有限公司');
  const east = await insertWarehouse(t.db, '华东仓');
  goodsId = await insertGoods(t.db, {
    manufacturerId: maker,
    basePriceFen: 2_000,
    stock: { [east]: 100_000 },
    name: '六味地黄丸',
  });
  campaignId = (
    await published({
      kind: 'coupon_campaign',
      name: '邀请有礼券',
      starts_at: at(-MINUTE),
      ends_at: at(60 * MINUTE),
      definition: {
        coupon_kind: 'amount',
        value: 3_000,
        threshold_fen: 50_000,
        total_units: 1_000,
        per_buyer_limit: 1,
        claimable: false,
      },
    } as ActivityBodyInput)
  ).id;
  activityId = (
    await published({
      kind: 'referral_reward',
      name: '老带新有礼',
      starts_at: at(-MINUTE),
      ends_at: at(60 * MINUTE),
      definition: {
        referrer: { coupon_activity_id: campaignId, points: 200 },
        cap_per_referrer: 3,
      },
    } as ActivityBodyInput)
  ).id;
});
afterAll(() => t.close());

describe('老带新 rewards under races', () => {
  it('rewards once when a referred buyer’s first two orders are paid at the same moment', async () => {
    const { referrer } = await newReferrer();
    const { buyerId, client, orderId } = await referredWithOrder(referrer);
    await client.post('/api/cart', { data: [{ goods_id: goodsId, number: 1 }] });
    const cart = await t.db.select({ id: cartLines.id }).from(cartLines).where(eq(cartLines.userId, buyerId));
    const second = await client.post<{ id: number }>(
      '/api/order',
      { ids: cart.map((line) => line.id), invoice_type: 1 },
      { headers: { 'idempotency-key': `race-second-${buyerId}` } },
    );
    const answers = await Promise.all([
      pay(client, orderId, 'balance'),
      pay(client, second.body.data.id, 'balance'),
    ]);
    expect(answers.map((answer) => answer.body.code)).toEqual([10000, 10000]);
    const rewards = await rewardsTo(referrer);
    expect(rewards).toHaveLength(1);
    expect([orderId, second.body.data.id]).toContain(rewards[0]!.orderId);
    expect(await referralPointsOf(referrer)).toHaveLength(1);
    expect(await t.db.select().from(userCoupons).where(eq(userCoupons.userId, referrer))).toHaveLength(1);
  });

  it('rewards once when one order is paid by balance and by the gateway’s notify at the same moment', async () => {
    const { referrer } = await newReferrer();
    const { client, orderId } = await referredWithOrder(referrer);
    const online = await pay(client, orderId, 'online');
    const paymentId = Number(/sandbox\/(\d+)/.exec(online.body.data.pay_url!)![1]);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    const notify = gateway.notifyFor(paymentId, order!.payableFen);
    await Promise.all([
      pay(client, orderId, 'balance'),
      t.app.inject({ method: 'POST', url: '/api/pay/notify/sandbox', payload: notify }),
    ]);
    const [paid] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(paid!.status).toBe(ORDER_STATUS.toShip);
    expect(await rewardsTo(referrer)).toHaveLength(1);
    expect(await referralPointsOf(referrer)).toHaveLength(1);
  });

  it('keeps to the cap of 3 when eight referred buyers pay their first orders at the same moment', async () => {
    const { referrer, referrerClient } = await newReferrer();
    const buyers = [];
    for (let i = 0; i < 8; i++) buyers.push(await referredWithOrder(referrer));
    const answers = await Promise.all(buyers.map((buyer) => pay(buyer.client, buyer.orderId, 'balance')));
    expect(answers.every((answer) => answer.body.code === 10000)).toBe(true);
    const rewards = await rewardsTo(referrer);
    expect(rewards).toHaveLength(3);
    expect(new Set(rewards.map((reward) => reward.referredId)).size).toBe(3);
    expect(rewards.every((reward) => reward.activityId === activityId)).toBe(true);
    expect(await referralPointsOf(referrer)).toHaveLength(3);
    expect(await t.db.select().from(userCoupons).where(eq(userCoupons.userId, referrer))).toHaveLength(3);
    const page = await referrerClient.get<ReferralPage>('/api/user/referral');
    expect(page.body.data.referred.filter((buyer) => buyer.rewarded)).toHaveLength(3);
    expect(page.body.data.rewarded_count).toBe(3);
  });
});
