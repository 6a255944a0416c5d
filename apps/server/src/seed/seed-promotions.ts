import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Transaction } from '../db/client.ts';
import { goods, goodsStock } from '../modules/catalog/catalog.tables.ts';
import { rechargeOffers } from '../modules/money/money.tables.ts';
import {
  combinationItems,
  combinations,
  flashSales,
  giftRules,
  fullReductionActivities,
} from '../modules/promotions/promotions.tables.ts';

const DAY = 86_400_000;

/**
 * The promotions a buyer meets in the demo cart: a full reduction over every goods, a week-long
 * flash sale, a combination pack and a few gift rules, on goods that have stock; and the recharge
 * offers of the balance page.
 */
export async function seedPromotions(tx: Transaction, today: Date): Promise<void> {
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
  await tx.insert(flashSales).values({
    goodsId: sale.id,
    priceFen: Math.max(1, Math.floor(sale.basePriceFen * 0.7)),
    limitPerBuyer: sale.packMultiple * 10,
    totalUnits: sale.packMultiple * 200,
    startsAt: new Date(today.getTime() - DAY),
    endsAt: new Date(today.getTime() + 7 * DAY),
  });
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
