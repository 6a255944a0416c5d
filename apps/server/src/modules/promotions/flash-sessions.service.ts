import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { FlashSaleGoods, FlashSaleSession } from '@yaocai/domain/contracts/activity-responses';
import { PRICE_TIPS } from '@yaocai/domain/contracts/catalog';
import { fenToYuan } from '@yaocai/domain/money';
import type { Executor } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import type { BuyerAccess } from '../accounts/buyer-access.ts';
import { stockedGoods, type LineGoods } from '../catalog/goods-facts.service.ts';
import { seesPrices } from '../catalog/price-visibility.ts';
import { flashSales, promotionActivities } from './promotions.tables.ts';

const UNNAMED_SESSION = '限时秒杀';

/**
 * /ms shows every running session and the next few to come within a few days: a tab strip of more
 * is not read by anyone, and operators publishing a week of sessions must not make every read of
 * /ms and the home page carry them all.
 */
export const UPCOMING_SESSIONS_SHOWN = 5;
export const UPCOMING_WITHIN_DAYS = 3;

type SaleRow = Awaited<ReturnType<typeof salesNotEnded>>[number];

/**
 * Flash sales not yet ended and starting within the days shown, by start, through the index on their
 * end. A draft session has no rows and a stopped one's rows ended when it stopped, so neither is read.
 */
function salesNotEnded(db: Executor) {
  const statement = prepared(db, 'flash_sales_not_ended', (db, name) =>
    db
      .select({
        id: flashSales.id,
        activityId: flashSales.activityId,
        activityName: promotionActivities.name,
        goodsId: flashSales.goodsId,
        priceFen: flashSales.priceFen,
        limitPerBuyer: flashSales.limitPerBuyer,
        totalUnits: flashSales.totalUnits,
        soldUnits: flashSales.soldUnits,
        startsAt: flashSales.startsAt,
        endsAt: flashSales.endsAt,
      })
      .from(flashSales)
      .leftJoin(promotionActivities, eq(promotionActivities.id, flashSales.activityId))
      .where(
        and(
          gt(flashSales.endsAt, sql`now()`),
          sql`${flashSales.startsAt} < now() + ${sql.raw(`interval '${UPCOMING_WITHIN_DAYS} days'`)}`,
        ),
      )
      .orderBy(asc(flashSales.startsAt), asc(flashSales.id))
      .prepare(name),
  );
  return statement.execute();
}

/** Prices as goods lists show them: for approved buyers only, the others told why. */
function pricesOf(sale: SaleRow, item: LineGoods, access: BuyerAccess) {
  if (!seesPrices(access)) {
    const tip = access.kind === 'visitor' ? PRICE_TIPS.visitor : PRICE_TIPS.pending;
    return { base_price: null, price: null, price_tip: tip };
  }
  return {
    base_price: fenToYuan(item.basePriceFen),
    price: fenToYuan(sale.priceFen),
    price_tip: access.businessScopes.has(item.businessScope) ? null : PRICE_TIPS.outOfScope,
  };
}

function goodsOf(sale: SaleRow, item: LineGoods, access: BuyerAccess): FlashSaleGoods {
  return {
    id: item.id,
    flash_sale_id: sale.id,
    name: item.name,
    sccj: item.manufacturer,
    ypgg: item.spec,
    bzdw: item.packUnit,
    zbz: item.packMultiple,
    image: item.images[0] ?? null,
    ...pricesOf(sale, item, access),
    total_units: sale.totalUnits,
    units_left: sale.totalUnits - sale.soldUnits,
    limit: sale.limitPerBuyer,
    starts_at: sale.startsAt.toISOString(),
    ends_at: sale.endsAt.toISOString(),
  };
}

/**
 * 秒杀场次 running or still to come, the running first, each with its goods on sale. A session is
 * an activity's rows (one window); rows made before activities group by their window.
 */
export async function flashSaleSessions(db: Executor, access: BuyerAccess): Promise<FlashSaleSession[]> {
  const sales = await salesNotEnded(db);
  const goods = await stockedGoods(db, [...new Set(sales.map((sale) => sale.goodsId))]);
  const sessions = new Map<string, FlashSaleSession>();
  const now = Date.now();
  let upcoming = 0;
  for (const sale of sales) {
    const item = goods.get(sale.goodsId)?.goods;
    if (!item || !item.onSale || item.isSpecialControl) continue;
    const startsAt = sale.startsAt.toISOString();
    const endsAt = sale.endsAt.toISOString();
    const key = `${sale.activityId ?? ''}|${startsAt}|${endsAt}`;
    let session = sessions.get(key);
    if (!session) {
      // Sales come by start, so every running session is met before the upcoming ones.
      if (sale.startsAt.getTime() > now && ++upcoming > UPCOMING_SESSIONS_SHOWN) break;
      const name = sale.activityName ?? UNNAMED_SESSION;
      session = { id: sale.activityId, name, starts_at: startsAt, ends_at: endsAt, goods: [] };
      sessions.set(key, session);
    }
    session.goods.push(goodsOf(sale, item, access));
  }
  return [...sessions.values()];
}

/** The home block's session: the one running, or else the next to start. */
export async function homeFlashSession(db: Executor, access: BuyerAccess): Promise<FlashSaleSession | null> {
  return (await flashSaleSessions(db, access))[0] ?? null;
}
