import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type {
  HolidayCoupon,
  HolidayPage,
  HolidayPageBlockAnswer,
  HolidayPageDefinition,
  HolidayPageSlug,
} from '@yaocai/domain/contracts/activity-holiday-page';
import { PRICE_TIPS } from '@yaocai/domain/contracts/catalog';
import { fenToYuan } from '@yaocai/domain/money';
import { couponFace, couponRule } from '@yaocai/domain/pricing/coupon';
import type { Executor } from '../../db/client.ts';
import type { BuyerAccess } from '../accounts/buyer-access.ts';
import { goodsCardsByIds } from '../catalog/goods.service.ts';
import { sanitizeContentHtml } from '../content/sanitize.ts';
import { coupons, promotionActivities } from './promotions.tables.ts';

const a = promotionActivities;
type PageRow = typeof a.$inferSelect;

const NONE: HolidayPage = { state: 'none', name: null, starts_at: null, ends_at: null, blocks: [] };

/** A published page of the route, for its word: that word's pages first, then the route's own. */
const ofRoute = (slug: HolidayPageSlug, word: string) =>
  and(
    eq(a.kind, 'holiday_page'),
    isNotNull(a.publishedAt),
    sql`${a.definition}->>'slug' = ${slug}`,
    word === '' ? sql`coalesce(${a.definition}->>'word', '') = ''` : sql`${a.definition}->>'word' = ${word}`,
  );

/** The running page, else the next to start, else the last that ran. */
async function pageRow(db: Executor, slug: HolidayPageSlug, word: string) {
  const route = ofRoute(slug, word);
  const live = isNull(a.stoppedAt);
  const [running] = await db
    .select()
    .from(a)
    .where(and(route, live, lte(a.startsAt, sql`now()`), gt(a.endsAt, sql`now()`)))
    .orderBy(desc(a.startsAt), desc(a.id))
    .limit(1);
  if (running) return { state: 'running' as const, row: running };
  const [next] = await db
    .select()
    .from(a)
    .where(and(route, live, gt(a.startsAt, sql`now()`)))
    .orderBy(asc(a.startsAt), asc(a.id))
    .limit(1);
  if (next) return { state: 'scheduled' as const, row: next };
  const [last] = await db
    .select()
    .from(a)
    .where(and(route, or(isNotNull(a.stoppedAt), lte(a.endsAt, sql`now()`))))
    .orderBy(desc(sql`least(${a.endsAt}, coalesce(${a.stoppedAt}, ${a.endsAt}))`), desc(a.id))
    .limit(1);
  return last ? { state: 'ended' as const, row: last } : null;
}

/** The coupons of these campaigns on offer now, in the campaigns' order. */
async function campaignCoupons(db: Executor, campaignIds: number[]): Promise<Map<number, HolidayCoupon>> {
  if (campaignIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(coupons)
    .where(
      and(
        inArray(coupons.activityId, campaignIds),
        eq(coupons.claimable, true),
        lte(coupons.startsAt, sql`now()`),
        gt(coupons.endsAt, sql`now()`),
      ),
    );
  return new Map(
    rows.map((coupon) => [
      coupon.activityId!,
      {
        id: coupon.id,
        name: coupon.name,
        rule: couponRule(coupon),
        kind: coupon.kind,
        face: couponFace(coupon),
        threshold: fenToYuan(coupon.thresholdFen),
        scope: coupon.goodsIds === null ? '全场通用' : '指定商品',
        starts_at: coupon.startsAt.toISOString(),
        ends_at: coupon.endsAt.toISOString(),
        left: coupon.totalQuantity === null ? null : coupon.totalQuantity - coupon.claimedCount,
        per_buyer_limit: coupon.perBuyerLimit,
      },
    ]),
  );
}

/** A page's blocks made from its definition: goods priced for `access`, the campaigns' coupons on offer now. */
export async function holidayBlocks(
  db: Executor,
  definition: HolidayPageDefinition,
  access: BuyerAccess,
): Promise<HolidayPageBlockAnswer[]> {
  const { blocks } = definition;
  const goodsIds = [...new Set(blocks.flatMap((block) => (block.type === 'goods' ? block.goods_ids : [])))];
  const campaignIds = blocks.flatMap((block) => (block.type === 'coupons' ? block.campaign_ids : []));
  const [cards, offered] = await Promise.all([
    goodsCardsByIds(db, goodsIds, access),
    campaignCoupons(db, campaignIds),
  ]);
  // Goods taken off sale since the page was made are left out rather than shown unbuyable.
  const byId = new Map(cards.filter((card) => card.price_tip !== PRICE_TIPS.offSale).map((c) => [c.id, c]));
  return blocks.map((block): HolidayPageBlockAnswer => {
    switch (block.type) {
      case 'banner':
        return block;
      case 'goods':
        return {
          type: 'goods',
          title: block.title,
          goods: block.goods_ids.flatMap((id) => byId.get(id) ?? []),
        };
      case 'coupons':
        return {
          type: 'coupons',
          title: block.title,
          coupons: block.campaign_ids.flatMap((id) => offered.get(id) ?? []),
        };
      case 'rules':
        return { type: 'rules', title: block.title, html: sanitizeContentHtml(block.content) };
    }
  });
}

const windowOf = (row: PageRow) => ({
  name: row.name,
  starts_at: row.startsAt.toISOString(),
  ends_at: (row.stoppedAt && row.stoppedAt < row.endsAt ? row.stoppedAt : row.endsAt).toISOString(),
});

/**
 * GET /api/activity/page/{slug}: the page a route shows. Blocks only while it runs (goods priced
 * for this buyer as goods lists are); before and after, only its window, for 活动未开始/活动已结束.
 */
export async function holidayPage(
  db: Executor,
  slug: HolidayPageSlug,
  word: string,
  access: BuyerAccess,
): Promise<HolidayPage> {
  // /jz/{word} with no page of that word shows /jz's own.
  const found = (await pageRow(db, slug, word)) ?? (word ? await pageRow(db, slug, '') : null);
  if (!found) return NONE;
  const blocks =
    found.state === 'running'
      ? await holidayBlocks(db, found.row.definition as HolidayPageDefinition, access)
      : [];
  return { state: found.state, ...windowOf(found.row), blocks };
}
