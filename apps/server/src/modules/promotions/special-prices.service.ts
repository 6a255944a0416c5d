import { and, asc, lte, gt, sql } from 'drizzle-orm';
import type { SpecialPriceGoods } from '@yaocai/domain/contracts/activity-special-price-responses';
import { PRICE_TIPS } from '@yaocai/domain/contracts/catalog';
import { fenToYuan } from '@yaocai/domain/money';
import type { Executor } from '../../db/client.ts';
import type { BuyerAccess } from '../accounts/buyer-access.ts';
import { stockedGoods, type LineGoods } from '../catalog/goods-facts.service.ts';
import { seesPrices } from '../catalog/price-visibility.ts';
import { specialPrices } from './promotions.tables.ts';

export const SPECIAL_TAG = '特';

/** A goods as the promotion pages' cards name it (/ms, /tjzq, /xr). */
export const promotionCard = (item: LineGoods) => ({
  id: item.id,
  name: item.name,
  sccj: item.manufacturer,
  ypgg: item.spec,
  bzdw: item.packUnit,
  zbz: item.packMultiple,
  image: item.images[0] ?? null,
});

/** A promotion's price beside the goods' own, for who may see prices; else why not. */
export function promotionPrices(priceFen: number, item: LineGoods, access: BuyerAccess) {
  if (!seesPrices(access)) {
    const tip = access.kind === 'visitor' ? PRICE_TIPS.visitor : PRICE_TIPS.pending;
    return { base_price: null, price: null, price_tip: tip };
  }
  return {
    base_price: fenToYuan(item.basePriceFen),
    price: fenToYuan(priceFen),
    price_tip: access.businessScopes.has(item.businessScope) ? null : PRICE_TIPS.outOfScope,
  };
}

/**
 * 每日特价 (/api/activity/everyday_price, /tjzq): every goods on sale at a special price now, the
 * soonest ending first, tagged 特. Prices only for buyers who may see them (by access kind, never by buyer).
 */
export async function everydayPrices(db: Executor, access: BuyerAccess): Promise<SpecialPriceGoods[]> {
  const rows = await db
    .select()
    .from(specialPrices)
    .where(and(lte(specialPrices.startsAt, sql`now()`), gt(specialPrices.endsAt, sql`now()`)))
    .orderBy(asc(specialPrices.endsAt), asc(specialPrices.id));
  const goods = await stockedGoods(db, [...new Set(rows.map((row) => row.goodsId))]);
  return rows.flatMap((row) => {
    const item = goods.get(row.goodsId)?.goods;
    if (!item || !item.onSale || item.isSpecialControl) return [];
    return [
      {
        ...promotionCard(item),
        activity_id: row.activityId,
        ...promotionPrices(row.priceFen, item, access),
        tags: item.tags.includes(SPECIAL_TAG) ? item.tags : [SPECIAL_TAG, ...item.tags],
        ends_at: row.endsAt.toISOString(),
      },
    ];
  });
}
