import { and, count, desc, asc, eq, gt, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import {
  COUPON_MESSAGES,
  type ClaimableCoupon,
  type HeldCouponEntry,
  type HeldCouponStatus,
} from '@yaocai/domain/contracts/coupons';
import type { Paged } from '@yaocai/domain/contracts/wire';
import { DomainError } from '@yaocai/domain/errors';
import { Code } from '@yaocai/domain/codes';
import { fenToYuan } from '@yaocai/domain/money';
import { couponFace, couponRule } from '@yaocai/domain/pricing/coupon';
import type { Executor } from '../../db/client.ts';
import { coupons, userCoupons } from './promotions.tables.ts';

type CouponRow = typeof coupons.$inferSelect;

interface PageQuery {
  page: number;
  page_size: number;
  /** 0 every coupon, 1 money off, 2 a discount. */
  type: number;
}

const kindIs = (type: number): SQL | undefined =>
  type === 1 ? eq(coupons.kind, 'amount') : type === 2 ? eq(coupons.kind, 'discount') : undefined;

/** A coupon's terms as the coupon centre and 我的优惠券 word them. */
export const couponTerms = (
  coupon: Pick<
    CouponRow,
    'name' | 'kind' | 'thresholdFen' | 'valueFen' | 'capFen' | 'goodsIds' | 'startsAt' | 'endsAt'
  >,
) => ({
  name: coupon.name,
  rule: couponRule(coupon),
  kind: coupon.kind,
  face: couponFace(coupon),
  threshold: fenToYuan(coupon.thresholdFen),
  scope: coupon.goodsIds === null ? '全场通用' : '指定商品',
  starts_at: coupon.startsAt.toISOString(),
  ends_at: coupon.endsAt.toISOString(),
});

const refused = (message: string) => new DomainError(Code.badRequest, message, 400);

/**
 * GET /api/user/coupon: the buyer's coupons in one state. unused: not used and not yet ended, soonest
 * to end first; used: latest used first; expired: ended unused, latest first.
 */
export async function heldCouponPage(
  db: Executor,
  userId: number,
  query: PageQuery & { status: HeldCouponStatus },
  now = new Date(),
): Promise<Paged<HeldCouponEntry>> {
  const inState = {
    unused: and(isNull(userCoupons.usedAt), gt(coupons.endsAt, now)),
    used: isNotNull(userCoupons.usedAt),
    expired: and(isNull(userCoupons.usedAt), lte(coupons.endsAt, now)),
  }[query.status];
  const order = {
    unused: [asc(coupons.endsAt), asc(userCoupons.id)],
    used: [desc(userCoupons.usedAt), desc(userCoupons.id)],
    expired: [desc(coupons.endsAt), desc(userCoupons.id)],
  }[query.status];
  const where = and(eq(userCoupons.userId, userId), inState, kindIs(query.type));
  const [rows, [{ n } = { n: 0 }]] = await Promise.all([
    db
      .select({ held: userCoupons, coupon: coupons })
      .from(userCoupons)
      .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
      .where(where)
      .orderBy(...order)
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db
      .select({ n: count() })
      .from(userCoupons)
      .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
      .where(where),
  ]);
  return {
    list: rows.map(({ held, coupon }) => ({
      id: held.id,
      coupon_id: coupon.id,
      ...couponTerms(coupon),
      status: query.status,
      received_at: held.receivedAt.toISOString(),
      used_at: held.usedAt?.toISOString() ?? null,
    })),
    total: n,
    page: query.page,
    page_size: query.page_size,
  };
}

const claimableNow = (now: Date) =>
  and(eq(coupons.claimable, true), lte(coupons.startsAt, now), gt(coupons.endsAt, now));

/** GET /api/user/availableCoupon: the coupons on offer now, with units left and the buyer's claims. */
export async function claimableCouponPage(
  db: Executor,
  userId: number,
  query: PageQuery,
  now = new Date(),
): Promise<Paged<ClaimableCoupon>> {
  const where = and(claimableNow(now), kindIs(query.type));
  const claimed = db
    .select({ couponId: userCoupons.couponId, n: sql<number>`count(*)::integer`.as('n') })
    .from(userCoupons)
    .where(eq(userCoupons.userId, userId))
    .groupBy(userCoupons.couponId)
    .as('claimed');
  const [rows, [{ n } = { n: 0 }]] = await Promise.all([
    db
      .select({ coupon: coupons, claimed: sql<number>`coalesce(${claimed.n}, 0)` })
      .from(coupons)
      .leftJoin(claimed, eq(claimed.couponId, coupons.id))
      .where(where)
      .orderBy(asc(coupons.endsAt), asc(coupons.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ n: count() }).from(coupons).where(where),
  ]);
  return {
    list: rows.map(({ coupon, claimed: mine }) => ({
      id: coupon.id,
      ...couponTerms(coupon),
      left: coupon.totalQuantity === null ? null : coupon.totalQuantity - coupon.claimedCount,
      per_buyer_limit: coupon.perBuyerLimit,
      claimed: Number(mine),
    })),
    total: n,
    page: query.page,
    page_size: query.page_size,
  };
}

/**
 * Claims a coupon on offer: within the buyer's limit (their claims of it take turns) and the units
 * left (a conditional update of the count, so the last unit goes to one buyer). The held coupon's id.
 */
export async function claimCoupon(
  db: Executor,
  userId: number,
  couponId: number,
  now = new Date(),
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`coupon-claim:${couponId}`}), ${userId})`);
    const [coupon] = await tx
      .select()
      .from(coupons)
      .where(and(eq(coupons.id, couponId), claimableNow(now)));
    if (!coupon) throw refused(COUPON_MESSAGES.missing);
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(userCoupons)
      .where(and(eq(userCoupons.userId, userId), eq(userCoupons.couponId, couponId)));
    if (n >= coupon.perBuyerLimit) throw refused(COUPON_MESSAGES.limit(coupon.perBuyerLimit));
    const [taken] = await tx
      .update(coupons)
      .set({ claimedCount: sql`${coupons.claimedCount} + 1` })
      .where(
        and(
          eq(coupons.id, couponId),
          // Under the row lock: a campaign an operator stopped meanwhile gives nothing more.
          eq(coupons.claimable, true),
          sql`${coupons.endsAt} > clock_timestamp()`,
          sql`(${coupons.totalQuantity} is null or ${coupons.claimedCount} < ${coupons.totalQuantity})`,
        ),
      )
      .returning({ id: coupons.id });
    if (!taken) throw refused(COUPON_MESSAGES.soldOut);
    const [held] = await tx
      .insert(userCoupons)
      .values({ userId, couponId })
      .returning({ id: userCoupons.id });
    return held!.id;
  });
}
