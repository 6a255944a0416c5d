import { and, asc, count, desc, eq, gte } from 'drizzle-orm';
import {
  activityBody,
  type ActivityBodyInput,
  type CouponCampaignDefinition,
} from '@yaocai/domain/contracts/admin-activities';
import type { GoodsKind } from '@yaocai/domain/contracts/catalog';
import type { Transaction } from '../db/client.ts';
import { brands, goods, goodsStock } from '../modules/catalog/catalog.tables.ts';
import { rechargeOffers } from '../modules/money/money.tables.ts';
import type { AuditActor } from '../modules/operators/audit.service.ts';
import { createActivityAudited, publishActivityAudited } from '../workflows/run-activities.ts';
import { seedPrizeDraws } from './seed-draws.ts';
import { bannerPlaceholderUrl } from '../modules/content/placeholder-images.ts';
import { seedPointsMall } from './seed-points-mall.ts';

const DAY = 86_400_000;

/** An activity made as an operator makes one in the console: checked as its form is, saved as a draft, published. */
async function publish(tx: Transaction, actor: AuditActor, input: ActivityBodyInput): Promise<number> {
  const body = activityBody.parse(input);
  const id = await createActivityAudited(tx, actor, body);
  await publishActivityAudited(tx, actor, id);
  return id;
}

/** The coupons on offer in the coupon centre (/lq) for the next 30 days. */
async function seedCouponCampaigns(tx: Transaction, actor: AuditActor, today: Date): Promise<number[]> {
  const window = {
    starts_at: new Date(today.getTime() - DAY).toISOString(),
    ends_at: new Date(today.getTime() + 30 * DAY).toISOString(),
  };
  const campaign = (name: string, definition: Omit<CouponCampaignDefinition, 'claimable' | 'goods_ids'>) =>
    publish(tx, actor, {
      kind: 'coupon_campaign',
      name,
      ...window,
      definition: { ...definition, goods_ids: null, claimable: true },
    });
  const small = await campaign('领券满500减25', {
    coupon_kind: 'amount',
    value: 2_500,
    threshold_fen: 50_000,
    cap_fen: null,
    total_units: 1_000,
    per_buyer_limit: 2,
  });
  const large = await campaign('领券满2000减120', {
    coupon_kind: 'amount',
    value: 12_000,
    threshold_fen: 200_000,
    cap_fen: null,
    total_units: 200,
    per_buyer_limit: 1,
  });
  await campaign('领券满1500享9.2折', {
    coupon_kind: 'discount',
    value: 92,
    threshold_fen: 150_000,
    cap_fen: 30_000,
    total_units: 5_000,
    per_buyer_limit: 1,
  });
  return [small, large];
}

/**
 * The promotions a buyer meets in the demo cart: a full reduction over every goods, a week-long
 * flash sale, a combination pack (套餐) and a 满赠 (buy ten, get one), on goods that have stock; the coupons on
 * offer; and the recharge offers of the balance page. The full reduction, the flash sale, the pack
 * and the coupons are activities the demo operator made, as the console would have made them.
 */
/**
 * The first `count` goods of a kind on sale, not under special control, with at least `stock` in a
 * warehouse and a price of at least `priceFen`: what the demo's activities are made of.
 */
function goodsInStock(
  tx: Transaction,
  { kind, stock, count, priceFen = 0 }: { kind: GoodsKind; stock: number; count: number; priceFen?: number },
) {
  return tx
    .selectDistinct({ id: goods.id, packMultiple: goods.packMultiple, basePriceFen: goods.basePriceFen })
    .from(goods)
    .innerJoin(goodsStock, eq(goodsStock.goodsId, goods.id))
    .where(
      and(
        eq(goods.onSale, true),
        eq(goods.isSpecialControl, false),
        eq(goods.kind, kind),
        gte(goodsStock.stock, stock),
        gte(goods.basePriceFen, priceFen),
      ),
    )
    .orderBy(asc(goods.id))
    .limit(count);
}

export async function seedPromotions(tx: Transaction, today: Date, operatorId: number): Promise<void> {
  const actor = { operatorId, ip: '127.0.0.1' };
  const campaignIds = await seedCouponCampaigns(tx, actor, today);
  // 充值送: the bonus of the largest offer a recharge reaches.
  await tx.insert(rechargeOffers).values([
    { amountFen: 100_000, bonusFen: 0 },
    { amountFen: 500_000, bonusFen: 10_000 },
    { amountFen: 1_000_000, bonusFen: 30_000 },
    { amountFen: 5_000_000, bonusFen: 200_000 },
  ]);
  const stocked = await goodsInStock(tx, { kind: 'patent', stock: 500, count: 10 });
  const [sale, packA, packB, ...gifted] = stocked;
  if (!sale || !packA || !packB) return;

  await publish(tx, actor, {
    kind: 'full_reduction',
    name: '周年庆满减',
    starts_at: new Date(today.getTime() - DAY).toISOString(),
    ends_at: new Date(today.getTime() + 60 * DAY).toISOString(),
    definition: {
      mode: 'amount',
      tiers: [
        { threshold_fen: 50_000, value: 2_000 },
        { threshold_fen: 100_000, value: 5_000 },
        { threshold_fen: 300_000, value: 18_000 },
      ],
      goods_ids: null,
    },
  });
  await publish(tx, actor, {
    kind: 'flash_sale',
    name: '周年庆秒杀',
    starts_at: new Date(today.getTime() - DAY).toISOString(),
    ends_at: new Date(today.getTime() + 7 * DAY).toISOString(),
    definition: {
      lines: [
        {
          goods_id: sale.id,
          price_fen: Math.max(1, Math.floor(sale.basePriceFen * 0.7)),
          units: sale.packMultiple * 200,
          limit_per_buyer: sale.packMultiple * 10,
        },
      ],
    },
  });
  await seedPointsMall(tx, actor, today, stocked.at(-1));

  await publish(tx, actor, {
    kind: 'combination',
    name: '常备感冒组合装',
    starts_at: new Date(today.getTime() - DAY).toISOString(),
    ends_at: new Date(today.getTime() + 30 * DAY).toISOString(),
    definition: {
      price_fen: Math.floor((packA.basePriceFen * 2 + packB.basePriceFen) * 0.88),
      units: 300,
      items: [
        { goods_id: packA.id, number: 2 },
        { goods_id: packB.id, number: 1 },
      ],
    },
  });

  const specials = gifted.slice(3, 5);
  if (specials.length > 0) {
    await publish(tx, actor, {
      kind: 'special_price',
      name: '每日特价',
      starts_at: new Date(today.getTime() - DAY).toISOString(),
      ends_at: new Date(today.getTime() + 30 * DAY).toISOString(),
      definition: {
        lines: specials.map((item) => ({
          goods_id: item.id,
          price_fen: Math.max(1, Math.floor(item.basePriceFen * 0.85)),
        })),
      },
    });
  }

  // 新人专区: buyers who have not paid an order yet (the demo buyers start with none) buy these cheaper.
  const newcomers = [...gifted.slice(0, 3), ...gifted.slice(5, 6)];
  if (newcomers.length > 0) {
    await publish(tx, actor, {
      kind: 'new_buyer',
      name: '新人专享价',
      starts_at: new Date(today.getTime() - DAY).toISOString(),
      ends_at: new Date(today.getTime() + 60 * DAY).toISOString(),
      definition: {
        lines: newcomers.map((item) => ({
          goods_id: item.id,
          price_fen: Math.max(1, Math.floor(item.basePriceFen * 0.8)),
          per_buyer_limit: item.packMultiple * 5,
        })),
      },
    });
  }

  await publish(tx, actor, {
    kind: 'ranking_contest',
    name: '周年庆采购排位赛',
    starts_at: new Date(today.getTime() - 30 * DAY).toISOString(),
    ends_at: new Date(today.getTime() + 30 * DAY).toISOString(),
    definition: {
      places: 10,
      prizes: ['iPad一台', '1000元购物卡', '500元购物卡', '200元购物卡', '200元购物卡'],
    },
  });
  await publish(tx, actor, {
    kind: 'signup',
    name: '周年庆线下订货会报名',
    starts_at: new Date(today.getTime() - DAY).toISOString(),
    ends_at: new Date(today.getTime() + 30 * DAY).toISOString(),
    definition: {
      title: '周年庆线下订货会',
      description: '与厂家面对面洽谈年度采购，现场下单享专属返利。名额有限，报名后客服将电话确认。',
      cap: 200,
    },
  });
  await seedBrandZone(tx, actor, today);
  await seedHolidayPages(
    tx,
    actor,
    today,
    [sale.id, packA.id, packB.id, ...gifted.map((item) => item.id)],
    campaignIds,
  );

  const giftLines = gifted.slice(0, 3);
  if (giftLines.length > 0) {
    await publish(tx, actor, {
      kind: 'gift',
      name: '买十赠一',
      starts_at: new Date(today.getTime() - DAY).toISOString(),
      ends_at: new Date(today.getTime() + 90 * DAY).toISOString(),
      definition: {
        lines: giftLines.map((item) => ({
          goods_id: item.id,
          every: item.packMultiple * 10,
          gift_number: item.packMultiple,
          gift_goods_id: null,
        })),
      },
    });
  }
  await seedPrizeDraws(tx, actor, today, gifted[3]?.id ?? null);
  await seedTradeUp(tx, actor, today);
  await publish(tx, actor, {
    kind: 'referral_reward',
    name: '老带新有礼',
    starts_at: new Date(today.getTime() - DAY).toISOString(),
    ends_at: new Date(today.getTime() + 30 * DAY).toISOString(),
    definition: {
      referrer: { coupon_activity_id: campaignIds[0]!, points: 200 },
      referred: { coupon_activity_id: null, points: 100 },
      cap_per_referrer: 20,
      rules_text:
        '1. 好友通过您的邀请链接注册，并在活动期间完成首笔订单支付，您即获得奖励；\n2. 每位好友仅奖励一次，每人最多奖励20次；\n3. 优惠券发放至我的优惠券，积分计入我的积分。',
    },
  });
}

/** 换购: two medical devices in stock at about half their price to orders of ¥300 or more. */
async function seedTradeUp(tx: Transaction, actor: AuditActor, today: Date): Promise<void> {
  const devices = await goodsInStock(tx, { kind: 'device', stock: 100, count: 2, priceFen: 200 });
  if (devices.length === 0) return;
  await publish(tx, actor, {
    kind: 'trade_up',
    name: '满300元加价换购',
    starts_at: new Date(today.getTime() - DAY).toISOString(),
    ends_at: new Date(today.getTime() + 60 * DAY).toISOString(),
    definition: {
      threshold_fen: 30_000,
      lines: devices.map((item) => ({
        goods_id: item.id,
        price_fen: Math.max(1, Math.floor(item.basePriceFen * 0.5)),
        limit: item.packMultiple * 2,
      })),
    },
  });
}

const HOLIDAY_PAGES = [
  { slug: 'jz', name: '圣诞狂欢', subtitle: '冬季常备药 满额有礼', colors: ['#b71c1c', '#2e7d32'] },
  { slug: 's12', name: '双十二年终采购节', subtitle: '全场满减 领券再减', colors: ['#e65100', '#d9363e'] },
  { slug: 'lyjm', name: '活动专区', subtitle: '本月精选 限时特惠', colors: ['#1565c0', '#00838f'] },
] as const;

/** 专题页 of /jz, /s12 (/12) and /lyjm for the next 30 days: a banner, goods, the coupons, the rules. */
async function seedHolidayPages(
  tx: Transaction,
  actor: AuditActor,
  today: Date,
  goodsIds: number[],
  campaignIds: number[],
): Promise<void> {
  for (const [index, page] of HOLIDAY_PAGES.entries()) {
    const shown = [...goodsIds.slice(index), ...goodsIds.slice(0, index)].slice(0, 6);
    await publish(tx, actor, {
      kind: 'holiday_page',
      name: page.name,
      starts_at: new Date(today.getTime() - DAY).toISOString(),
      ends_at: new Date(today.getTime() + 30 * DAY).toISOString(),
      definition: {
        slug: page.slug,
        blocks: [
          { type: 'banner', image: bannerPlaceholderUrl(page.name, page.subtitle, page.colors), link: '/lq' },
          { type: 'goods', title: '活动商品', goods_ids: shown },
          { type: 'coupons', title: '领券更优惠', campaign_ids: campaignIds },
          {
            type: 'rules',
            title: '活动规则',
            content:
              '1. 活动时间以页面显示为准。\n2. 活动商品价格以下单时为准，优惠券每人限领张数见券面。\n3. 如有疑问请联系专属客服。',
          },
        ],
      },
    });
  }
}

/**
 * 品牌专区 (/pp) for the next 30 days: the two brands with the most goods on sale, the first with all
 * of them, the second with a pick of its best sellers.
 */
async function seedBrandZone(tx: Transaction, actor: AuditActor, today: Date): Promise<void> {
  const onSale = and(eq(goods.onSale, true), eq(goods.isSpecialControl, false));
  const [first, second] = await tx
    .select({ id: brands.id, name: brands.name })
    .from(brands)
    .innerJoin(goods, eq(goods.brandId, brands.id))
    .where(onSale)
    .groupBy(brands.id)
    .orderBy(desc(count()), asc(brands.id))
    .limit(2);
  if (!first || !second) return;
  const picked = await tx
    .select({ id: goods.id })
    .from(goods)
    .where(and(onSale, eq(goods.brandId, second.id)))
    .orderBy(desc(goods.sales), asc(goods.id))
    .limit(6);
  await publish(tx, actor, {
    kind: 'brand_zone',
    name: '品牌专区',
    starts_at: new Date(today.getTime() - DAY).toISOString(),
    ends_at: new Date(today.getTime() + 30 * DAY).toISOString(),
    definition: {
      brands: [
        {
          brand_id: first.id,
          banner: bannerPlaceholderUrl(first.name, '品牌直供 品质保障', ['#0d47a1', '#1976d2']),
          blurb: `${first.name}品牌直供，正品保障，全系列在售商品一站采购。`,
          goods_ids: null,
        },
        {
          brand_id: second.id,
          banner: bannerPlaceholderUrl(second.name, '人气单品 限时推荐', ['#004d40', '#00897b']),
          blurb: `${second.name}人气单品精选，药店常备，补货更省心。`,
          goods_ids: picked.map((item) => item.id),
        },
      ],
    },
  });
}
