import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReferralPage } from '@yaocai/domain/contracts/activity-referral-reward';
import type { ActivityBodyInput, AdminActivityDetail } from '@yaocai/domain/contracts/admin-activities';
import type { AdminReferralRewardList } from '@yaocai/domain/contracts/admin-referral-rewards';
import type { OrderAfterSales } from '@yaocai/domain/contracts/after-sales';
import type { PaymentAnswer } from '@yaocai/domain/contracts/checkout';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { publishActivity } from '../testing/activities.ts';
import { insertGoods, insertManufacturer, insertWarehouse } from '../testing/catalog-factories.ts';
import { insertBuyer } from '../testing/factories.ts';
import { paidOrderOf, type PayMethod } from '../testing/paid-order.ts';
import { signInBuyer } from '../testing/sign-in.ts';
import { shipWholeOrder, signInOperator } from '../testing/sign-in-operator.ts';
import type { TestClient } from '../testing/test-client.ts';
import { WriteWatch } from '../testing/write-watch.ts';
import { pointsLedger, referralCodes, referrals, users } from '../modules/accounts/accounts.tables.ts';
import { recordReferral } from '../modules/accounts/referrals.service.ts';
import { cartLines } from '../modules/cart/cart.tables.ts';
import { messages } from '../modules/messages/messages.tables.ts';
import { creditBalanceBack, LEDGER_KIND } from '../modules/money/money.service.ts';
import { orderLines, orders } from '../modules/orders/orders.tables.ts';
import { getShopSettings, saveShopSettings } from '../modules/content/settings.service.ts';
import { SandboxGateway } from '../modules/payments/sandbox-gateway.ts';
import { coupons, referralRewards, userCoupons } from '../modules/promotions/promotions.tables.ts';

const SECRET = 'referral-test-sandbox-secret-32chars';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
let t: TestApp;
let gateway: SandboxGateway;
let operator: TestClient;
let watch: WriteWatch;
let goodsId: number;
let campaignId: number;
let keys = 0;

const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

const published = (body: ActivityBodyInput) => publishActivity(operator, body);

const referralBody = (definition: object = {}, overrides: Partial<ActivityBodyInput> = {}) =>
  ({
    kind: 'referral_reward',
    name: '老带新有礼',
    starts_at: at(-MINUTE),
    ends_at: at(HOUR),
    definition: {
      referrer: { coupon_activity_id: campaignId, points: 200 },
      referred: { coupon_activity_id: null, points: 50 },
      cap_per_referrer: 5,
      rules_text: '好友首单支付后发放',
      ...definition,
    },
    ...overrides,
  }) as ActivityBodyInput;

/** Runs `test` while a 老带新 activity of `definition` runs, and stops it after. */
async function whileRunning(definition: object, test: (activity: AdminActivityDetail) => Promise<void>) {
  const activity = await published(referralBody(definition));
  try {
    await test(activity);
  } finally {
    await operator.post(`/api/admin/activities/${activity.id}/stop`, { reason: '测试结束' });
  }
}

const referrerWithCode = async () => {
  const { buyer, client } = await signInBuyer(t);
  const page = await client.get<ReferralPage>('/api/user/referral');
  return { referrer: buyer, client, code: page.body.data.code };
};

/** A new buyer, referred by `referrerId`, whose first order of the goods is paid by `method`. */
const referredFirstOrder = (referrerId: number, method: PayMethod) =>
  paidOrderOf(t, gateway, [{ goods_id: goodsId, number: 1 }], method, async (orderId) => {
    const [order] = await t.db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId));
    await t.db.insert(referrals).values({ userId: order!.userId, referrerId });
  });

/** Another unpaid order of a buyer who already has an address and a signed contract. */
async function anotherOrder(client: TestClient, buyerId: number): Promise<number> {
  await client.post('/api/cart', { data: [{ goods_id: goodsId, number: 1 }] });
  const cart = await t.db.select({ id: cartLines.id }).from(cartLines).where(eq(cartLines.userId, buyerId));
  const submitted = await client.post<{ id: number }>(
    '/api/order',
    { ids: cart.map((line) => line.id), invoice_type: 1 },
    { headers: { 'idempotency-key': `referral-order-${buyerId}-${++keys}` } },
  );
  expect(submitted.body.code).toBe(10000);
  return submitted.body.data.id;
}

const payByBalance = async (client: TestClient, buyerId: number, orderId: number) => {
  await t.db.transaction((tx) => creditBalanceBack(tx, buyerId, 100_000, LEDGER_KIND.topUp, 'test'));
  return client.post<PaymentAnswer>(`/api/order/${orderId}/pay`, { method: 'balance' });
};

const rewardsOf = (referredId: number) =>
  t.db.select().from(referralRewards).where(eq(referralRewards.referredId, referredId));
const rewardsTo = (referrerId: number) =>
  t.db.select().from(referralRewards).where(eq(referralRewards.referrerId, referrerId));
const referralPoints = (userId: number) =>
  t.db
    .select({ change: pointsLedger.change, memo: pointsLedger.memo })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.kind, '老带新奖励')));

beforeAll(async () => {
  t = await buildTestApp({ CART_CACHE_MS: '0', PAYMENT_SANDBOX_SECRET: SECRET });
  gateway = new SandboxGateway(SECRET, { db: t.db });
  watch = new WriteWatch(t.db);
  ({ client: operator } = await signInOperator(t, ['promotions.read', 'promotions.write']));
  const maker = await insertManufacturer(t.db, '北京同仁堂股份有限公司');
  const east = await insertWarehouse(t.db, '华东仓');
  goodsId = await insertGoods(t.db, {
    manufacturerId: maker,
    businessScope: '中成药',
    basePriceFen: 2_000,
    stock: { [east]: 100_000 },
    name: '六味地黄丸',
  });
  const campaign = await published({
    kind: 'coupon_campaign',
    name: '邀请有礼券',
    starts_at: at(-MINUTE),
    ends_at: at(24 * HOUR),
    definition: {
      coupon_kind: 'amount',
      value: 3_000,
      threshold_fen: 50_000,
      total_units: 1_000,
      per_buyer_limit: 1,
      claimable: false,
    },
  } as ActivityBodyInput);
  campaignId = campaign.id;
});
afterAll(() => t.close());

describe('the buyer’s referral link', () => {
  it('gives each buyer a code of their own, the same every time, saying nothing of the user id', async () => {
    const { buyer, client } = await signInBuyer(t);
    const first = await client.get<ReferralPage>('/api/user/referral');
    const again = await client.get<ReferralPage>('/api/user/referral');
    expect(first.status).toBe(200);
    expect(first.body.data.code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    expect(again.body.data.code).toBe(first.body.data.code);
    expect(first.body.data.link).toBe(`/register?ref=${first.body.data.code}`);
    expect(first.body.data.code).not.toContain(String(buyer.id));
    const other = await signInBuyer(t);
    const theirs = await other.client.get<ReferralPage>('/api/user/referral');
    expect(theirs.body.data.code).not.toBe(first.body.data.code);
    expect(await t.db.select().from(referralCodes).where(eq(referralCodes.userId, buyer.id))).toHaveLength(1);
  });

  it('is only for a signed-in buyer', async () => {
    const answer = await t.client().get('/api/user/referral');
    expect([answer.status, answer.body.code]).toEqual([401, 10001]);
  });
});

describe('registering through a link', () => {
  let ips = 0;
  const register = async (phone: string, ref?: string) => {
    const browser = t.client(`10.30.0.${++ips}`);
    await browser.post('/api/user/create_code', { phone }, { form: true });
    return browser.post(
      '/api/user/register',
      {
        company: '仁和大药房有限公司',
        name: '王经理',
        phone,
        code: t.lastSmsCode(phone),
        password: 'secret123',
        ...(ref === undefined ? {} : { ref }),
      },
      { form: true },
    );
  };
  const userByPhone = async (phone: string) =>
    (await t.db.select({ id: users.id }).from(users).where(eq(users.phone, phone)))[0]!.id;

  it('records the referrer of a code, any case; an unknown code registers without one', async () => {
    const { referrer, code } = await referrerWithCode();
    expect((await register('13630000001', code.toLowerCase())).body.code).toBe(10000);
    const referred = await userByPhone('13630000001');
    expect(await t.db.select().from(referrals).where(eq(referrals.userId, referred))).toEqual([
      expect.objectContaining({ referrerId: referrer.id }),
    ]);
    expect((await register('13630000002', 'NOSUCH99')).body.code).toBe(10000);
    const unreferred = await userByPhone('13630000002');
    expect(await t.db.select().from(referrals).where(eq(referrals.userId, unreferred))).toEqual([]);
  });

  it('refuses a code that cannot be one with 422, registering nobody', async () => {
    const answer = await register('13630000003', 'X'.repeat(33));
    expect([answer.status, answer.body.errors]).toEqual([422, { ref: ['邀请码格式不正确'] }]);
    expect(await t.db.select().from(users).where(eq(users.phone, '13630000003'))).toEqual([]);
  });

  it('never records a buyer as their own referrer, nor a second referrer', async () => {
    const { referrer, code } = await referrerWithCode();
    expect(await recordReferral(t.db, referrer.id, code)).toBe(false);
    expect(await t.db.select().from(referrals).where(eq(referrals.userId, referrer.id))).toEqual([]);
    const other = await referrerWithCode();
    const buyer = await insertBuyer(t.db);
    expect(await recordReferral(t.db, buyer.id, code)).toBe(true);
    expect(await recordReferral(t.db, buyer.id, other.code)).toBe(false);
    expect(await t.db.select().from(referrals).where(eq(referrals.userId, buyer.id))).toEqual([
      expect.objectContaining({ referrerId: referrer.id }),
    ]);
  });
});

describe('the reward of a referred buyer’s first paid order', () => {
  it('rewards by balance once: coupon, points and a message to the referrer, points to the new buyer; not the second order', async () => {
    await whileRunning({}, async (activity) => {
      const { referrer, client } = await referrerWithCode();
      const first = await referredFirstOrder(referrer.id, 'balance');
      const [reward] = await rewardsOf(first.buyerId);
      expect(reward).toMatchObject({
        activityId: activity.id,
        referrerId: referrer.id,
        orderId: first.orderId,
        referrerPoints: 200,
        referredPoints: 50,
      });
      const held = await t.db.select().from(userCoupons).where(eq(userCoupons.userId, referrer.id));
      expect(held.map((coupon) => coupon.id)).toEqual([reward!.referrerCouponId]);
      const mine = await client.get<{ list: { name: string }[] }>('/api/user/coupon?status=unused');
      expect(mine.body.data.list.map((coupon) => coupon.name)).toEqual(['邀请有礼券']);
      expect(await referralPoints(referrer.id)).toEqual([{ change: 200, memo: '老带新有礼' }]);
      expect(await referralPoints(first.buyerId)).toEqual([{ change: 50, memo: '老带新有礼' }]);
      const told = await t.db.select().from(messages).where(eq(messages.userId, referrer.id));
      expect(told).toEqual([
        expect.objectContaining({
          title: '邀请好友奖励已到账',
          content: '您邀请的好友已完成首单，老带新有礼奖励优惠券「邀请有礼券」、200积分已发放到您的账户。',
        }),
      ]);

      const second = await anotherOrder(first.client, first.buyerId);
      expect((await payByBalance(first.client, first.buyerId, second)).body.code).toBe(10000);
      expect(await rewardsTo(referrer.id)).toHaveLength(1);
      expect(await referralPoints(referrer.id)).toHaveLength(1);

      const page = await client.get<ReferralPage>('/api/user/referral');
      expect(page.body.data).toMatchObject({
        activity: {
          id: activity.id,
          state: 'running',
          referrer_reward: { coupon: '邀请有礼券（满500减30）', points: 200 },
          referred_reward: { coupon: null, points: 50 },
          cap_per_referrer: 5,
        },
        referred: [
          {
            phone: expect.stringMatching(/^139\*{4}\d{4}$/),
            rewarded: true,
            earned: '优惠券「邀请有礼券」、200积分',
          },
        ],
        rewarded_count: 1,
      });
      expect(page.body.data.referred[0]!.name).toMatch(/^测\*+$/);
    });
  });

  it('takes the reward back when that first order is cancelled: points and an unused coupon; not given again', async () => {
    await whileRunning({}, async () => {
      const { referrer } = await referrerWithCode();
      const [campaignCoupon] = await t.db.select().from(coupons).where(eq(coupons.activityId, campaignId));
      const first = await referredFirstOrder(referrer.id, 'balance');
      const cancelled = await first.client.post(`/api/order/${first.orderId}/cancel`, {});
      expect(cancelled.body.code).toBe(10000);

      expect(await rewardsOf(first.buyerId)).toEqual([]);
      expect(await t.db.select().from(userCoupons).where(eq(userCoupons.userId, referrer.id))).toEqual([]);
      const [after] = await t.db.select().from(coupons).where(eq(coupons.id, campaignCoupon!.id));
      expect(after!.claimedCount).toBe(campaignCoupon!.claimedCount);
      const moved = (userId: number) =>
        t.db
          .select({ change: pointsLedger.change, kind: pointsLedger.kind })
          .from(pointsLedger)
          .where(and(eq(pointsLedger.userId, userId), like(pointsLedger.kind, '老带新%')))
          .orderBy(pointsLedger.id);
      expect(await moved(referrer.id)).toEqual([
        { change: 200, kind: '老带新奖励' },
        { change: -200, kind: '老带新奖励扣回' },
      ]);
      expect(await moved(first.buyerId)).toEqual([
        { change: 50, kind: '老带新奖励' },
        { change: -50, kind: '老带新奖励扣回' },
      ]);
      const told = await t.db.select().from(messages).where(eq(messages.userId, referrer.id));
      expect(told.map((message) => message.title)).toEqual(['邀请好友奖励已到账', '邀请好友奖励已收回']);

      const second = await anotherOrder(first.client, first.buyerId);
      expect((await payByBalance(first.client, first.buyerId, second)).body.code).toBe(10000);
      expect(await rewardsOf(first.buyerId)).toEqual([]);
      expect(await moved(referrer.id)).toHaveLength(2);
    });
  });

  it('keeps the reward while the buyer keeps part of the first order; takes it back when after-sales refunds the rest', async () => {
    const { features } = await getShopSettings(t.db);
    await saveShopSettings(t.db, { features: { ...features, is_after_sale: true } }, t.app.caches);
    const { client: seller } = await signInOperator(t, ['orders.read', 'orders.refund']);
    await whileRunning({}, async () => {
      const { referrer } = await referrerWithCode();
      const first = await paidOrderOf(
        t,
        gateway,
        [{ goods_id: goodsId, number: 2 }],
        'balance',
        async (orderId) => {
          const [order] = await t.db
            .select({ userId: orders.userId })
            .from(orders)
            .where(eq(orders.id, orderId));
          await t.db.insert(referrals).values({ userId: order!.userId, referrerId: referrer.id });
        },
      );
      await shipWholeOrder(t, first.orderId);
      const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, first.orderId));
      const refundOne = async () => {
        const asked = await first.client.post<OrderAfterSales>(`/api/order/${first.orderId}/after_sales`, {
          kind: 'refund',
          reason: '商品破损',
          description: '外箱压坏',
          lines: [{ line_id: line!.id, number: 1 }],
        });
        expect(asked.body.code).toBe(10000);
        const approved = await seller.post(`/api/admin/after-sales/${asked.body.data.list[0]!.id}/approve`);
        expect(approved.body.code).toBe(10000);
      };

      await refundOne();
      expect(await rewardsOf(first.buyerId)).toHaveLength(1);
      expect(await referralPoints(referrer.id)).toEqual([{ change: 200, memo: '老带新有礼' }]);

      await refundOne();
      expect(await rewardsOf(first.buyerId)).toEqual([]);
      const [order] = await t.db.select().from(orders).where(eq(orders.id, first.orderId));
      const takenBack = await t.db
        .select({ change: pointsLedger.change, memo: pointsLedger.memo })
        .from(pointsLedger)
        .where(and(eq(pointsLedger.userId, referrer.id), eq(pointsLedger.kind, '老带新奖励扣回')));
      expect(takenBack).toEqual([{ change: -200, memo: `订单${order!.orderNo}全部退款` }]);
      const told = await t.db.select().from(messages).where(eq(messages.userId, referrer.id));
      expect(told.at(-1)).toMatchObject({
        title: '邀请好友奖励已收回',
        content: '您邀请的好友已将首单全部退款，老带新有礼奖励已收回（已使用的优惠券不受影响）。',
      });
    });
  });

  it('leaves a reward coupon the referrer already spent when the first order is cancelled', async () => {
    await whileRunning({ referrer: { coupon_activity_id: campaignId, points: null } }, async () => {
      const { referrer } = await referrerWithCode();
      const first = await referredFirstOrder(referrer.id, 'balance');
      const [reward] = await rewardsOf(first.buyerId);
      await t.db
        .update(userCoupons)
        .set({ usedAt: new Date(), orderId: 900_000_000 + first.orderId })
        .where(eq(userCoupons.id, reward!.referrerCouponId!));
      expect((await first.client.post(`/api/order/${first.orderId}/cancel`, {})).body.code).toBe(10000);
      const held = await t.db.select().from(userCoupons).where(eq(userCoupons.userId, referrer.id));
      expect(held.map((coupon) => coupon.id)).toEqual([reward!.referrerCouponId]);
      const told = await t.db.select().from(messages).where(eq(messages.userId, referrer.id));
      expect(told.map((message) => message.title)).toEqual(['邀请好友奖励已到账']);
    });
  });

  it('rewards a first order paid online through the gateway’s notify, and one paid by credit', async () => {
    await whileRunning({ referred: { coupon_activity_id: null, points: null } }, async () => {
      const { referrer } = await referrerWithCode();
      const online = await referredFirstOrder(referrer.id, 'online');
      const [order] = await t.db.select().from(orders).where(eq(orders.id, online.orderId));
      expect(order!.payMethod).toBe('online');
      expect(await rewardsOf(online.buyerId)).toEqual([
        expect.objectContaining({ referrerId: referrer.id, referredPoints: null }),
      ]);
      const credit = await referredFirstOrder(referrer.id, 'credit');
      expect(await rewardsOf(credit.buyerId)).toHaveLength(1);
      expect(await referralPoints(referrer.id)).toHaveLength(2);
      expect(await referralPoints(online.buyerId)).toEqual([]);
    });
  });

  it('gives nothing while no 老带新 activity runs, nor later for a second order', async () => {
    const { referrer } = await referrerWithCode();
    const first = await referredFirstOrder(referrer.id, 'balance');
    expect(await rewardsOf(first.buyerId)).toEqual([]);
    await whileRunning({}, async () => {
      const second = await anotherOrder(first.client, first.buyerId);
      expect((await payByBalance(first.client, first.buyerId, second)).body.code).toBe(10000);
      expect(await rewardsOf(first.buyerId)).toEqual([]);
      expect(await referralPoints(referrer.id)).toEqual([]);
      expect(await t.db.select().from(messages).where(eq(messages.userId, referrer.id))).toEqual([]);
    });
  });

  it('gives nothing for a buyer nobody referred', async () => {
    await whileRunning({}, async () => {
      const alone = await paidOrderOf(t, gateway, [{ goods_id: goodsId, number: 1 }], 'balance');
      expect(await rewardsOf(alone.buyerId)).toEqual([]);
      expect(await referralPoints(alone.buyerId)).toEqual([]);
    });
  });

  it('stops at the cap per referrer: the referred buyer past it pays without a reward', async () => {
    await whileRunning({ cap_per_referrer: 2 }, async (activity) => {
      const { referrer } = await referrerWithCode();
      for (let i = 0; i < 3; i++) await referredFirstOrder(referrer.id, 'balance');
      expect(await rewardsTo(referrer.id)).toHaveLength(2);
      expect(await referralPoints(referrer.id)).toHaveLength(2);
      const listed = await operator.get<AdminActivityDetail>(`/api/admin/activities/${activity.id}`);
      expect(listed.body.data).toMatchObject({ taken: 2, definition: { rewarded: 2 } });
    });
  });
});

describe('老带新 in the console', () => {
  it('lists an activity’s rewards, newest first: both buyers, the first order and what each received', async () => {
    await whileRunning({}, async (activity) => {
      const { referrer } = await referrerWithCode();
      const first = await referredFirstOrder(referrer.id, 'balance');
      const second = await referredFirstOrder(referrer.id, 'balance');
      const listed = await operator.get<AdminReferralRewardList>(
        `/api/admin/activities/${activity.id}/referral_rewards`,
      );
      expect(listed.body.data.total).toBe(2);
      expect(listed.body.data.list.map((row) => row.referred.buyer_id)).toEqual([
        second.buyerId,
        first.buyerId,
      ]);
      const [order] = await t.db.select().from(orders).where(eq(orders.id, first.orderId));
      expect(listed.body.data.list[1]).toEqual({
        id: expect.any(Number),
        referrer: {
          buyer_id: referrer.id,
          company: expect.any(String),
          phone: referrer.phone,
          coupon_name: '邀请有礼券',
          points: 200,
        },
        referred: expect.objectContaining({ buyer_id: first.buyerId, coupon_name: null, points: 50 }),
        order_id: first.orderId,
        order_no: order!.orderNo,
        rewarded_at: expect.any(String),
      });

      const { client: reader } = await signInOperator(t, ['promotions.read']);
      const path = `/api/admin/activities/${activity.id}/referral_rewards`;
      expect((await reader.get(`${path}?page_size=50`)).status).toBe(200);
      const bad = await reader.get(`${path}?page_size=7`);
      expect([bad.status, bad.body.errors]).toEqual([422, { page_size: ['每页条数只能是20、50或100'] }]);
      const { client: shipper } = await signInOperator(t, ['orders.read']);
      expect((await shipper.get(path)).status).toBe(403);
      expect((await first.client.get(path)).status).toBe(401);
      expect((await t.client().get(path)).status).toBe(401);
    });
  });

  const refusals: [object, string, string][] = [
    [
      { referrer: { coupon_activity_id: null, points: null } },
      'definition.referrer',
      '请设置邀请人奖励（优惠券或积分）',
    ],
    [{ cap_per_referrer: 0 }, 'definition.cap_per_referrer', '每人奖励上限须为1至1000之间的整数'],
    [
      { referrer: { coupon_activity_id: null, points: -5 } },
      'definition.referrer.points',
      '邀请人奖励积分须为1至1000000之间的整数',
    ],
    [
      { referrer: { coupon_activity_id: 999_999, points: null } },
      'definition.referrer.coupon_activity_id',
      '编号999999的优惠券活动不存在',
    ],
  ];

  it.each(refusals)('refuses %j with 422 on the field, writing nothing', async (definition, field, text) => {
    await watch.mark();
    const answer = await operator.post('/api/admin/activities', referralBody(definition));
    expect([answer.status, answer.body.errors]).toEqual([422, { [field]: [text] }]);
    expect(await watch.changedTables()).toEqual([]);
  });

  it('refuses the coupon of a campaign not yet published', async () => {
    const draft = await operator.post<AdminActivityDetail>('/api/admin/activities', {
      kind: 'coupon_campaign',
      name: '草稿券',
      starts_at: at(-MINUTE),
      ends_at: at(HOUR),
      definition: {
        coupon_kind: 'amount',
        value: 500,
        threshold_fen: 0,
        total_units: 10,
        per_buyer_limit: 1,
      },
    });
    await watch.mark();
    const answer = await operator.post(
      '/api/admin/activities',
      referralBody({ referrer: { coupon_activity_id: draft.body.data.id, points: null } }),
    );
    expect([answer.status, answer.body.errors]).toEqual([
      422,
      { 'definition.referrer.coupon_activity_id': ['优惠券活动「草稿券」尚未发布'] },
    ]);
    expect(await watch.changedTables()).toEqual([]);
  });
});
