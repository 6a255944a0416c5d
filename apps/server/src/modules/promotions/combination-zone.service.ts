import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { CombinationZonePack } from '@yaocai/domain/contracts/activity-combination-responses';
import { PRICE_TIPS } from '@yaocai/domain/contracts/catalog';
import { fenToYuan } from '@yaocai/domain/money';
import type { Executor } from '../../db/client.ts';
import type { BuyerAccess } from '../accounts/buyer-access.ts';
import { stockedGoods, type LineGoods } from '../catalog/goods-facts.service.ts';
import { seesPrices } from '../catalog/price-visibility.ts';
import { combinationContents } from './line-promotions.service.ts';
import { combinations } from './promotions.tables.ts';

/** Packs on sale in their window now with packs left, soonest ending first. */
function packsRunning(db: Executor) {
  return db
    .select({
      id: combinations.id,
      name: combinations.name,
      priceFen: combinations.priceFen,
      endsAt: combinations.endsAt,
      unitsLeft: sql<number | null>`${combinations.totalUnits} - ${combinations.soldUnits}`,
    })
    .from(combinations)
    .where(
      and(
        eq(combinations.onSale, true),
        or(isNull(combinations.startsAt), lte(combinations.startsAt, sql`now()`)),
        or(isNull(combinations.endsAt), gt(combinations.endsAt, sql`now()`)),
        or(isNull(combinations.totalUnits), sql`${combinations.soldUnits} < ${combinations.totalUnits}`),
      ),
    )
    .orderBy(asc(combinations.endsAt), asc(combinations.id));
}

/**
 * 套餐专区 (/zhzq): each pack running now with its goods and pieces, the pack price beside the goods'
 * prices added up. A pack with a goods off sale or under special control is not offered. Prices only
 * for buyers who may see them (the answer differs by access kind, never by buyer).
 */
export async function combinationZone(db: Executor, access: BuyerAccess): Promise<CombinationZonePack[]> {
  const packs = await packsRunning(db);
  const contents = await combinationContents(
    db,
    packs.map((pack) => pack.id),
  );
  const goods = await stockedGoods(db, [...new Set(contents.map((item) => item.goodsId))]);
  const shown: CombinationZonePack[] = [];
  for (const pack of packs) {
    const items = contents.flatMap((item) => {
      const found = item.combinationId === pack.id ? goods.get(item.goodsId)?.goods : undefined;
      return found ? [{ goods: found, number: item.number }] : [];
    });
    const whole = items.length > 0 && items.every(({ goods }) => goods.onSale && !goods.isSpecialControl);
    if (!whole || items.length !== contents.filter((item) => item.combinationId === pack.id).length) continue;
    shown.push(packShown(pack, items, access));
  }
  return shown;
}

/** A pack as /zhzq shows it: its goods and pieces, its price beside theirs added up (for who may see prices). */
export function packShown(
  pack: { id: number; name: string; priceFen: number; unitsLeft: number | null; endsAt: Date | null },
  items: { goods: LineGoods; number: number }[],
  access: BuyerAccess,
): CombinationZonePack {
  return {
    id: pack.id,
    name: pack.name,
    items: items.map(({ goods, number }) => itemOf(goods, number, access)),
    ...pricesOf(pack.priceFen, items, access),
    units_left: pack.unitsLeft,
    ends_at: pack.endsAt?.toISOString() ?? null,
  };
}

function itemOf(goods: LineGoods, number: number, access: BuyerAccess) {
  return {
    id: goods.id,
    name: goods.name,
    sccj: goods.manufacturer,
    ypgg: goods.spec,
    bzdw: goods.packUnit,
    image: goods.images[0] ?? null,
    number,
    base_price: seesPrices(access) ? fenToYuan(goods.basePriceFen) : null,
  };
}

function pricesOf(priceFen: number, items: { goods: LineGoods; number: number }[], access: BuyerAccess) {
  if (!seesPrices(access)) {
    const tip = access.kind === 'visitor' ? PRICE_TIPS.visitor : PRICE_TIPS.pending;
    return { price: null, list_price: null, saving: null, price_tip: tip };
  }
  const listFen = items.reduce((sum, { goods, number }) => sum + goods.basePriceFen * number, 0);
  const outOfScope = items.some(({ goods }) => !access.businessScopes.has(goods.businessScope));
  return {
    price: fenToYuan(priceFen),
    list_price: fenToYuan(listFen),
    saving: fenToYuan(Math.max(0, listFen - priceFen)),
    price_tip: outOfScope ? PRICE_TIPS.outOfScope : null,
  };
}
