import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClaimableCoupon, HeldCouponEntry } from '@yaocai/domain/contracts/coupons';
import type { Paged } from '@yaocai/domain/contracts/wire';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { signInBuyer } from '../../testing/sign-in.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { WriteWatch } from '../../testing/write-watch.ts';
import { coupons, userCoupons } from './promotions.tables.ts';

const DAY = 86_400_000;
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type CouponValues = typeof coupons.$inferInsert;

async function newCoupon(values: Partial<CouponValues> = {}): Promise<number> {
  const [row] = await t.db
    .insert(coupons)
    .values({
      name: '测试券',
      kind: 'amount',
      thresholdFen: 10_000,
      valueFen: 1_000,
      startsAt: new Date(Date.now() - DAY),
      endsAt: new Date(Date.now() + DAY),
      claimable: true,
      ...values,
    })
    .returning({ id: coupons.id });
  return row!.id;
}

const claim = (client: TestClient, couponId: unknown) =>
  client.post<{ id: number }>('/api/user/coupon/claim', { coupon_id: couponId });

const claimsOf = async (couponId: number, userId?: number) =>
  (
    await t.db
      .select({ n: count() })
      .from(userCoupons)
      .where(
        and(
          eq(userCoupons.couponId, couponId),
          userId === undefined ? undefined : eq(userCoupons.userId, userId),
        ),
      )
  )[0]!.n;

describe('claiming coupons', () => {
  it('lists the coupons on offer now with units left and the buyer’s claims, and claims one', async () => {
    const { client } = await signInBuyer(t);
    const offered = await newCoupon({ name: '满100减10', totalQuantity: 50, perBuyerLimit: 2 });
    const discount = await newCoupon({ name: '9折券', kind: 'discount', valueFen: 90, capFen: 5_000 });
    const hidden = [
      await newCoupon({ claimable: false }),
      await newCoupon({ startsAt: new Date(Date.now() + DAY), endsAt: new Date(Date.now() + 2 * DAY) }),
      await newCoupon({ startsAt: new Date(Date.now() - 2 * DAY), endsAt: new Date(Date.now() - DAY) }),
    ];
    const list = async (type = 0) =>
      (await client.get<Paged<ClaimableCoupon>>(`/api/user/availableCoupon?type=${type}&page_size=50`)).body
        .data.list;
    const ids = (await list()).map((coupon) => coupon.id);
    expect(ids).toEqual(expect.arrayContaining([offered, discount]));
    for (const id of hidden) expect(ids).not.toContain(id);
    expect((await list(2)).map((coupon) => coupon.id)).toContain(discount);
    expect((await list(2)).map((coupon) => coupon.id)).not.toContain(offered);

    const claimed = await claim(client, offered);
    expect([claimed.status, claimed.body.msg]).toEqual([200, '领取成功']);
    expect((await list()).find((coupon) => coupon.id === offered)).toMatchObject({
      rule: '满100减10',
      scope: '全场通用',
      left: 49,
      per_buyer_limit: 2,
      claimed: 1,
    });
    expect((await list()).find((coupon) => coupon.id === discount)).toMatchObject({
      rule: '满100享9折，最多减50',
      left: null,
      claimed: 0,
    });
    const held = await client.get<Paged<HeldCouponEntry>>('/api/user/coupon');
    expect(held.body.data.list).toEqual([
      expect.objectContaining({ id: claimed.body.data.id, coupon_id: offered, status: 'unused' }),
    ]);
    expect((await client.get<{ count: number }>('/api/user/couponNum')).body.data.count).toBe(1);
  });

  it('holds each buyer to the limit when they claim many times at once', async () => {
    const { buyer, client } = await signInBuyer(t);
    const coupon = await newCoupon({ perBuyerLimit: 2 });
    const answers = await Promise.all(Array.from({ length: 6 }, () => claim(client, coupon)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(2);
    expect(
      new Set(answers.filter((a) => a.status !== 200).map((a) => [a.status, a.body.msg].join())),
    ).toEqual(new Set(['400,每人限领2张，您已领完']));
    expect(await claimsOf(coupon, buyer.id)).toBe(2);
  });

  it('gives the last units to as many buyers as there are units, however many race for them', async () => {
    const coupon = await newCoupon({ totalQuantity: 3 });
    const buyers = await Promise.all(Array.from({ length: 8 }, () => signInBuyer(t)));
    const answers = await Promise.all(buyers.map(({ client }) => claim(client, coupon)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.body.msg === '优惠券已领完')).toHaveLength(5);
    expect(await claimsOf(coupon)).toBe(3);
    const [row] = await t.db.select().from(coupons).where(eq(coupons.id, coupon));
    expect(row!.claimedCount).toBe(3);
  });

  it('refuses bad ids, coupons not on offer and buyers awaiting review, writing nothing', async () => {
    const { client } = await signInBuyer(t);
    const { client: pending } = await signInBuyer(t, { status: 'pending' });
    const offered = await newCoupon();
    const notOffered = await newCoupon({ claimable: false });
    const watch = new WriteWatch(t.db);
    await watch.mark();
    for (const id of ['x', 0, -1, 2 ** 40, null, [offered]]) {
      const refused = await claim(client, id);
      expect([refused.status, refused.body.msg]).toEqual([422, '优惠券格式不正确']);
    }
    for (const id of [notOffered, 2_000_000_000]) {
      const refused = await claim(client, id);
      expect([refused.status, refused.body.msg]).toEqual([400, '优惠券不存在或已结束']);
    }
    const waiting = await claim(pending, offered);
    expect([waiting.status, waiting.body.msg]).toEqual([400, '资质审核通过后才能领取优惠券']);
    expect((await claim(t.client(), offered)).status).toBe(401);
    expect(await watch.changedTables()).toEqual([]);
  });
});

describe("the buyer's coupons", () => {
  it('lists them by state and type, and never another buyer’s', async () => {
    const { buyer, client } = await signInBuyer(t);
    const { client: other } = await signInBuyer(t);
    const amount = await newCoupon({ name: '满减券', claimable: false });
    const discount = await newCoupon({ name: '折扣券', kind: 'discount', valueFen: 95, claimable: false });
    const ended = await newCoupon({
      name: '过期券',
      claimable: false,
      startsAt: new Date(Date.now() - 3 * DAY),
      endsAt: new Date(Date.now() - DAY),
    });
    const [unused, , used, expired] = await t.db
      .insert(userCoupons)
      .values([
        { userId: buyer.id, couponId: amount },
        { userId: buyer.id, couponId: discount },
        { userId: buyer.id, couponId: amount, orderId: 987_654, usedAt: new Date() },
        { userId: buyer.id, couponId: ended },
      ])
      .returning({ id: userCoupons.id });
    const page = async (query: string, as = client) =>
      (await as.get<Paged<HeldCouponEntry>>(`/api/user/coupon?${query}`)).body.data;

    expect((await page('status=unused')).total).toBe(2);
    expect((await page('status=unused&type=1')).list.map((c) => c.id)).toEqual([unused!.id]);
    expect((await page('status=used')).list).toEqual([
      expect.objectContaining({ id: used!.id, status: 'used', used_at: expect.any(String) }),
    ]);
    expect((await page('status=expired')).list).toEqual([
      expect.objectContaining({ id: expired!.id, name: '过期券', status: 'expired' }),
    ]);
    expect((await page('status=unused', other)).total).toBe(0);
  });

  it('refuses states, types and pages it does not know', async () => {
    const { client } = await signInBuyer(t);
    for (const query of ['status=lost', 'type=3', 'type=x', 'page=0', 'page=10001', 'page_size=1000']) {
      expect((await client.get(`/api/user/coupon?${query}`)).status).toBe(422);
    }
    expect((await client.get('/api/user/availableCoupon?type=9')).body.msg).toBe('优惠券类型不正确');
    expect((await t.client().get('/api/user/coupon')).status).toBe(401);
  });
});
