import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type {
  FlashSaleGoods,
  FlashSaleSession,
  HomeSpike,
  SpikeSessions,
} from '@yaocai/domain/contracts/activity-responses';
import { PRICE_TIPS } from '@yaocai/domain/contracts/catalog';
import { fenToYuan } from '@yaocai/domain/money';
import type { Caches } from '../../cache/caches.ts';
import { EncodedAnswers } from '../../cache/encoded-answers.ts';
import type { Executor } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { accessKey, type BuyerAccess } from '../accounts/buyer-access.ts';
import { stockedGoods, type LineGoods, type StockedGoods } from '../catalog/goods-facts.service.ts';
import { seesPrices } from '../catalog/price-visibility.ts';
import { flashSales, promotionActivities } from './promotions.tables.ts';
import { promotionCard } from './special-prices.service.ts';

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
    ...promotionCard(item),
    flash_sale_id: sale.id,
    ...pricesOf(sale, item, access),
    total_units: sale.totalUnits,
    units_left: sale.totalUnits - sale.soldUnits,
    limit: sale.limitPerBuyer,
    starts_at: sale.startsAt.toISOString(),
    ends_at: sale.endsAt.toISOString(),
  };
}

/** The sales and their goods as read, shared by every viewer until the first of them starts or ends. */
interface SessionRows {
  sales: SaleRow[];
  goods: Map<number, StockedGoods>;
  /** When a kept sale next starts or ends (ms): from then on the rows are not what /ms shows. */
  changesAt: number;
}

const ROWS_KEY = 'not-ended';
const sessionRows = (caches: Caches) => caches.open<string, SessionRows>('flashSessions');
/** Bytes of the two answers per kept rows and price view. */
const encodedAnswers = new EncodedAnswers<SessionRows>();

const listening = new WeakSet<Caches>();

async function readRows(db: Executor): Promise<SessionRows> {
  const sales = await salesNotEnded(db);
  const goods = await stockedGoods(db, [...new Set(sales.map((sale) => sale.goodsId))]);
  const now = Date.now();
  const moments = sales.map((sale) =>
    (sale.startsAt.getTime() > now ? sale.startsAt : sale.endsAt).getTime(),
  );
  return { sales, goods, changesAt: Math.min(Infinity, ...moments) };
}

/**
 * The rows, kept for FLASH_CACHE_MS (units sold move with every order; a second of it is what a buyer
 * may see late) and never past a start or an end, so a session starting or ending is shown at once.
 * A change to goods (taken off sale, renamed) forgets them, as it does the goods pages.
 */
async function keptRows(db: Executor, caches: Caches): Promise<SessionRows> {
  const cache = sessionRows(caches);
  if (!listening.has(caches)) {
    listening.add(caches);
    caches.onChange(['goods', 'catalog'], () => cache.delete(ROWS_KEY));
  }
  const kept = await cache.remember(ROWS_KEY, () => readRows(db));
  if (Date.now() < kept.changesAt) return kept;
  cache.delete(ROWS_KEY);
  return cache.remember(ROWS_KEY, () => readRows(db));
}

/**
 * 秒杀场次 running or still to come, the running first, each with its goods on sale: every running
 * session, and the next UPCOMING_SESSIONS_SHOWN to come. A session is an activity's rows (one
 * window); rows made before activities group by their window.
 */
function sessionsOf(rows: SessionRows, access: BuyerAccess, now: number): FlashSaleSession[] {
  const sessions = new Map<string, FlashSaleSession>();
  let upcoming = 0;
  for (const sale of rows.sales) {
    const item = rows.goods.get(sale.goodsId)?.goods;
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
  // A sale ended since the rows were read (they are not kept past an end, but a read may straddle it).
  return [...sessions.values()].filter((session) => Date.parse(session.ends_at) > now);
}

/** Serializes an answer's data into the route's success body, as bytes. */
type Encode<T> = (data: T) => Buffer;

/** GET /api/activity/spike_sessions as bytes: the same for every viewer of a price view. */
export async function flashSessionsAnswer(
  db: Executor,
  caches: Caches,
  access: BuyerAccess,
  encode: Encode<SpikeSessions>,
): Promise<Buffer> {
  const rows = await keptRows(db, caches);
  return encodedAnswers.get(rows, `sessions|${accessKey(access)}`, () =>
    encode({ sessions: sessionsOf(rows, access, Date.now()) }),
  );
}

/** GET /api/index/spike as bytes: the home block's session, the one running or else the next to start. */
export async function homeSpikeAnswer(
  db: Executor,
  caches: Caches,
  access: BuyerAccess,
  encode: Encode<HomeSpike>,
): Promise<Buffer> {
  const rows = await keptRows(db, caches);
  return encodedAnswers.get(rows, `home|${accessKey(access)}`, () =>
    encode({ session: sessionsOf(rows, access, Date.now())[0] ?? null }),
  );
}
