import { and, asc, eq, gte, sql } from 'drizzle-orm';
import {
  activityBody,
  type ActivityBodyInput,
  type CouponCampaignDefinition,
} from '@yaocai/domain/contracts/admin-activities';
import type { Transaction } from '../db/client.ts';
import { goods, goodsStock } from '../modules/catalog/catalog.tables.ts';
import { rechargeOffers } from '../modules/money/money.tables.ts';
import type { AuditActor } from '../modules/operators/audit.service.ts';
import {
  combinationItems,
  combinations,
  giftRules,
  fullReductionActivities,
} from '../modules/promotions/promotions.tables.ts';
import { createActivityAudited, publishActivityAudited } from '../workflows/run-activities.ts';
import { seedPointsMall } from './seed-points-mall.ts';

const DAY = 86_400_000;

/** An activity made as an operator makes one in the console: checked as its form is, saved as a draft, published. */
async function publish(tx: Transaction, actor: AuditActor, input: ActivityBodyInput): Promise<void> {
  const body = activityBody.parse(input);
  await publishActivityAudited(tx, actor, await createActivityAudited(tx, actor, body));
}

/** The coupons on offer in the coupon centre (/lq) for the next 30 days. */
async function seedCouponCampaigns(tx: Transaction, actor: AuditActor, today: Date): Promise<void> {
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
  await campaign('领券满500减25', {
    coupon_kind: 'amount',
    value: 2_500,
    threshold_fen: 50_000,
    cap_fen: null,
    total_units: 1_000,
    per_buyer_limit: 2,
  });
  await campaign('领券满2000减120', {
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
}

/**
 * The promotions a buyer meets in the demo cart: a full reduction over every goods, a week-long
 * flash sale, a combination pack and a few gift rules, on goods that have stock; the coupons on
 * offer; and the recharge offers of the balance page. The flash sale and the coupons are activities
 * the demo operator made, as the console would have made them.
 */
export async function seedPromotions(tx: Transaction, today: Date, operatorId: number): Promise<void> {
  const actor = { operatorId, ip: '127.0.0.1' };
  await seedCouponCampaigns(tx, actor, today);
  // 充值送: the bonus of the largest offer a recharge reaches.
  await tx.insert(rechargeOffers).values([
    { amountFen: 100_000, bonusFen: 0 },
    { amountFen: 500_000, bonusFen: 10_000 },
    { amountFen: 1_000_000, bonusFen: 30_000 },
    { amountFen: 5_000_000, bonusFen: 200_000 },
  ]);
  const stocked = await tx
    .selectDistinct({ id: goods.id, packMultiple: goods.packMultiple, basePriceFen: goods.basePriceFen })
    .from(goods)
    .innerJoin(goodsStock, eq(goodsStock.goodsId, goods.id))
    .where(
      and(
        eq(goods.onSale, true),
        eq(goods.isSpecialControl, false),
        eq(goods.kind, 'patent'),
        gte(goodsStock.stock, 500),
      ),
    )
    .orderBy(asc(goods.id))
    .limit(8);
  const [sale, packA, packB, ...gifted] = stocked;
  if (!sale || !packA || !packB) return;

  await tx.insert(fullReductionActivities).values({
    name: '周年庆满减',
    tiers: [
      { thresholdFen: 50_000, reductionFen: 2_000 },
      { thresholdFen: 100_000, reductionFen: 5_000 },
      { thresholdFen: 300_000, reductionFen: 18_000 },
    ],
    startsAt: new Date(today.getTime() - DAY),
    endsAt: new Date(today.getTime() + 60 * DAY),
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
  await tx
    .update(goods)
    .set({ tags: sql`array_append(${goods.tags}, '秒')` })
    .where(eq(goods.id, sale.id));

  const packPrice = Math.floor((packA.basePriceFen * 2 + packB.basePriceFen) * 0.88);
  const [pack] = await tx
    .insert(combinations)
    .values({ name: '常备感冒组合装', priceFen: packPrice })
    .returning({ id: combinations.id });
  await tx.insert(combinationItems).values([
    { combinationId: pack!.id, goodsId: packA.id, number: 2 },
    { combinationId: pack!.id, goodsId: packB.id, number: 1 },
  ]);

  for (const item of gifted.slice(0, 3)) {
    await tx
      .insert(giftRules)
      .values({ goodsId: item.id, every: item.packMultiple * 10, giftNumber: item.packMultiple });
    await tx
      .update(goods)
      .set({ tags: sql`array_append(${goods.tags}, '赠')` })
      .where(eq(goods.id, item.id));
  }
}
