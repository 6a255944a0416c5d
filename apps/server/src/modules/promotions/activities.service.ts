import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type {
  ActivityBody,
  ActivityListQuery,
  AdminActivity,
  AdminActivityDetail,
  CouponCampaignDefinition,
  FlashSaleDefinition,
} from '@yaocai/domain/contracts/admin-activities';
import {
  ACTIVITY_KIND_LABEL,
  ACTIVITY_STATE_LABEL,
  type ActivityState,
} from '@yaocai/domain/contracts/activity-kinds';
import type { Paged } from '@yaocai/domain/contracts/wire';
import { badRequest, invalid, notFound } from '@yaocai/domain/errors';
import { fenToYuan } from '@yaocai/domain/money';
import { concurrently, type Executor, type Transaction } from '../../db/client.ts';
import { escapeLike } from '../../db/like.ts';
import { stockedGoods } from '../catalog/goods-facts.service.ts';
import { operatorNames } from '../operators/operators.service.ts';
import { coupons, flashSaleBuyers, flashSales, promotionActivities } from './promotions.tables.ts';

type ActivityRow = typeof promotionActivities.$inferSelect;
type Activity = ActivityRow & { state: ActivityState; taken: number };

const DAY_MS = 86_400_000;
const a = promotionActivities;

/** The state as of now(), in SQL: every read derives it, nothing has to run at a start or an end. */
const stateSql = sql<ActivityState>`case
  when ${a.publishedAt} is null then 'draft'
  when ${a.stoppedAt} is not null or ${a.endsAt} <= now() then 'ended'
  when ${a.startsAt} > now() then 'scheduled'
  else 'running' end`;

/**
 * Units sold of a flash session, or coupons claimed of a campaign. Written out, as a select from one
 * table leaves its columns unqualified and the subquery's own id would shadow the activity's.
 */
const takenSql = sql<number>`(case "promotion_activities"."kind"
  when 'flash_sale' then (select coalesce(sum(s.sold_units), 0) from flash_sales s where s.activity_id = "promotion_activities"."id")
  else (select coalesce(sum(c.claimed_count), 0) from coupons c where c.activity_id = "promotion_activities"."id") end)::integer`;

const columns = { row: a, state: stateSql, taken: takenSql };

const MESSAGES = {
  missing: '活动不存在',
  ended: '活动已结束，不能修改；可复制为新的草稿',
  published: '活动已发布',
  notPublished: '活动尚未发布',
  pastEnd: '活动结束时间已过，不能发布',
  kind: '活动类型不能修改',
  taken: '活动已有售出或领取：只能延后结束时间、增加数量或提高每人限购',
};

async function locked(tx: Transaction, id: number): Promise<Activity> {
  // The row lock orders every change of one activity; reads of the sale rows follow it.
  const [found] = await tx.select(columns).from(a).where(eq(a.id, id)).for('update', { of: a });
  if (!found) throw notFound(MESSAGES.missing);
  return { ...found.row, state: found.state, taken: Number(found.taken) };
}

const totalOf = (row: ActivityRow): number =>
  row.kind === 'flash_sale'
    ? (row.definition as FlashSaleDefinition).lines.reduce((sum, line) => sum + line.units, 0)
    : (row.definition as CouponCampaignDefinition).total_units;

function editableOf(activity: Activity): AdminActivity['editable'] {
  if (activity.state === 'ended') return 'none';
  return activity.state !== 'draft' && activity.taken > 0 ? 'extend' : 'all';
}

/** What the audit log keeps of an activity, before and after a change. */
export const snapshotOf = (row: ActivityRow) => ({
  kind: row.kind,
  name: row.name,
  starts_at: row.startsAt.toISOString(),
  ends_at: row.endsAt.toISOString(),
  definition: row.definition,
  published_at: row.publishedAt?.toISOString() ?? null,
  stopped_at: row.stoppedAt?.toISOString() ?? null,
  stop_reason: row.stopReason,
});

function wireOf(activity: Activity, names: Map<number, string>): AdminActivity {
  return {
    id: activity.id,
    kind: activity.kind,
    kind_label: ACTIVITY_KIND_LABEL[activity.kind],
    name: activity.name,
    starts_at: activity.startsAt.toISOString(),
    ends_at: activity.endsAt.toISOString(),
    state: activity.state,
    state_label: ACTIVITY_STATE_LABEL[activity.state],
    published_at: activity.publishedAt?.toISOString() ?? null,
    stopped_at: activity.stoppedAt?.toISOString() ?? null,
    stop_reason: activity.stopReason,
    taken: activity.taken,
    total: totalOf(activity),
    editable: editableOf(activity),
    updated_at: activity.updatedAt.toISOString(),
    updated_by: activity.updatedBy === null ? null : (names.get(activity.updatedBy) ?? null),
  };
}

function filtersOf(query: ActivityListQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.kind) conditions.push(eq(a.kind, query.kind));
  if (query.state) conditions.push(sql`${stateSql} = ${query.state}`);
  if (query.keywords) conditions.push(ilike(a.name, `%${escapeLike(query.keywords)}%`));
  // The window touches the days from start_time to end_time, both included.
  if (query.start_time) conditions.push(gte(a.endsAt, query.start_time));
  if (query.end_time) conditions.push(lt(a.startsAt, new Date(query.end_time.getTime() + DAY_MS)));
  return and(...conditions);
}

/** 营销活动's list: filtered by kind, state, name and days, sorted, a page at a time. */
export async function activityPage(db: Executor, query: ActivityListQuery): Promise<Paged<AdminActivity>> {
  const where = filtersOf(query);
  const direction = query.order === 'asc' ? asc : desc;
  const order = query.sort === 'starts_at' ? [direction(a.startsAt), direction(a.id)] : [direction(a.id)];
  const [rows, [total]] = await concurrently(
    db,
    () =>
      db
        .select(columns)
        .from(a)
        .where(where)
        .orderBy(...order)
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size),
    () => db.select({ n: count() }).from(a).where(where),
  );
  const activities = rows.map((row) => ({ ...row.row, state: row.state, taken: Number(row.taken) }));
  const names = await operatorNames(db, [...new Set(activities.flatMap((row) => row.updatedBy ?? []))]);
  return {
    list: activities.map((activity) => wireOf(activity, names)),
    total: total?.n ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}

const goodsIdsOf = (row: Pick<ActivityRow, 'kind' | 'definition'>): number[] =>
  row.kind === 'flash_sale'
    ? (row.definition as FlashSaleDefinition).lines.map((line) => line.goods_id)
    : ((row.definition as CouponCampaignDefinition).goods_ids ?? []);

/** One activity with its definition, the units sold of each flash line and the goods it names. */
export async function activityDetail(db: Executor, id: number): Promise<AdminActivityDetail> {
  const [found] = await db.select(columns).from(a).where(eq(a.id, id));
  if (!found) throw notFound(MESSAGES.missing);
  const activity = { ...found.row, state: found.state, taken: Number(found.taken) };
  const names = await operatorNames(db, activity.updatedBy === null ? [] : [activity.updatedBy]);
  const goods = await stockedGoods(db, goodsIdsOf(activity));
  const wireGoods = [...goods.values()].map(({ goods: item }) => ({
    id: item.id,
    name: item.name,
    spec: item.spec,
    manufacturer: item.manufacturer,
    price_fen: item.basePriceFen,
    on_sale: item.onSale,
  }));
  const base = wireOf(activity, names);
  if (activity.kind !== 'flash_sale') {
    return { ...base, definition: activity.definition as CouponCampaignDefinition, goods: wireGoods };
  }
  const sold = new Map(
    (
      await db
        .select({ goodsId: flashSales.goodsId, sold: flashSales.soldUnits })
        .from(flashSales)
        .where(eq(flashSales.activityId, id))
    ).map((row) => [row.goodsId, row.sold]),
  );
  const lines = (activity.definition as FlashSaleDefinition).lines.map((line) => ({
    ...line,
    sold: sold.get(line.goods_id) ?? 0,
  }));
  return { ...base, definition: { lines }, goods: wireGoods };
}

/** Goods of these with a flash sale of another activity (or of none) in what is still to come of the window. */
async function goodsOnSaleElsewhere(
  db: Executor,
  ids: number[],
  window: { starts_at: Date; ends_at: Date },
  activityId: number,
): Promise<Set<number>> {
  const from = new Date(Math.max(window.starts_at.getTime(), Date.now()));
  const rows = await db
    .select({ goodsId: flashSales.goodsId })
    .from(flashSales)
    .where(
      and(
        inArray(flashSales.goodsId, ids),
        lt(flashSales.startsAt, window.ends_at),
        gt(flashSales.endsAt, from),
        or(isNull(flashSales.activityId), ne(flashSales.activityId, activityId)),
      ),
    );
  return new Set(rows.map((row) => row.goodsId));
}

/** A published flash session may not overlap another flash sale of any of its goods. */
async function checkOverlap(db: Executor, body: ActivityBody, activityId: number): Promise<void> {
  if (body.kind !== 'flash_sale') return;
  const lines = body.definition.lines;
  const elsewhere = await goodsOnSaleElsewhere(db, goodsIdsOf(body), body, activityId);
  const i = lines.findIndex((line) => elsewhere.has(line.goods_id));
  if (i < 0) return;
  const name = (await stockedGoods(db, [lines[i]!.goods_id])).get(lines[i]!.goods_id)?.goods.name;
  throw invalid(`definition.lines.${i}.goods_id`, `${name}：该时段已有其他秒杀`);
}

/**
 * The goods a definition names must exist; a flash line's goods must be on sale, its price below the
 * goods'; published (`live`), no other flash sale of it may overlap the window (the cart would not know
 * which to take).
 */
async function checkGoods(db: Executor, body: ActivityBody, live: number | null): Promise<void> {
  const ids = goodsIdsOf(body);
  const found = await stockedGoods(db, ids);
  if (body.kind === 'coupon_campaign') {
    const missing = ids.findIndex((goodsId) => !found.has(goodsId));
    if (missing >= 0)
      throw invalid(`definition.goods_ids.${missing}`, `适用商品中编号${ids[missing]}的商品不存在`);
    return;
  }
  for (const [i, line] of body.definition.lines.entries()) {
    const item = found.get(line.goods_id)?.goods;
    if (!item) throw invalid(`definition.lines.${i}.goods_id`, `编号${line.goods_id}的商品不存在`);
    if (!item.onSale)
      throw invalid(`definition.lines.${i}.goods_id`, `${item.name}：商品未上架，不能参加秒杀`);
    if (line.price_fen >= item.basePriceFen) {
      throw invalid(
        `definition.lines.${i}.price_fen`,
        `${item.name}：秒杀价须低于商品价格${fenToYuan(item.basePriceFen)}元`,
      );
    }
  }
  if (live !== null) await checkOverlap(db, body, live);
}

const valuesOf = (body: ActivityBody, operatorId: number | null) => ({
  kind: body.kind,
  name: body.name,
  startsAt: body.starts_at,
  endsAt: body.ends_at,
  definition: body.definition,
  updatedAt: sql`now()`,
  updatedBy: operatorId,
});

export interface ActivityChange {
  id: number;
  before: ReturnType<typeof snapshotOf> | null;
  after: ReturnType<typeof snapshotOf>;
}

/** A new draft: nothing of it is sold or shown until it is published. */
export async function createActivity(
  tx: Transaction,
  body: ActivityBody,
  operatorId: number | null,
): Promise<ActivityChange> {
  await checkGoods(tx, body, null);
  const [row] = await tx.insert(a).values(valuesOf(body, operatorId)).returning();
  return { id: row!.id, before: null, after: snapshotOf(row!) };
}

/**
 * Edits an activity. A draft, or a published one of which nothing was taken, changes freely (its
 * sale rows are rewritten with it); once something was taken only a later end, more units and a
 * higher per-buyer limit; an ended one not at all.
 */
export async function updateActivity(
  tx: Transaction,
  id: number,
  body: ActivityBody,
  operatorId: number | null,
): Promise<ActivityChange> {
  const activity = await locked(tx, id);
  if (activity.state === 'ended') throw badRequest(MESSAGES.ended);
  if (body.kind !== activity.kind) throw invalid('kind', MESSAGES.kind);
  if (activity.state !== 'draft' && body.ends_at.getTime() <= Date.now()) {
    throw invalid('ends_at', '已发布的活动，结束时间须晚于现在');
  }
  const published = activity.state !== 'draft';
  const limited = published && (activity.taken > 0 || (await anySold(tx, activity)));
  if (limited) {
    checkExtension(activity, body);
    await checkOverlap(tx, body, id);
  } else await checkGoods(tx, body, published ? id : null);
  const [row] = await tx.update(a).set(valuesOf(body, operatorId)).where(eq(a.id, id)).returning();
  if (published) await writeSaleRows(tx, row!, limited);
  return { id, before: snapshotOf(activity), after: snapshotOf(row!) };
}

/** A flash line whose units all came back (cancelled orders) still has buyers' rows: taken all the same. */
async function anySold(tx: Transaction, activity: ActivityRow): Promise<boolean> {
  if (activity.kind !== 'flash_sale') return false;
  const [buyer] = await tx
    .select({ saleId: flashSaleBuyers.flashSaleId })
    .from(flashSaleBuyers)
    .innerJoin(flashSales, eq(flashSales.id, flashSaleBuyers.flashSaleId))
    .where(eq(flashSales.activityId, activity.id))
    .limit(1);
  return buyer !== undefined;
}

function checkExtension(activity: ActivityRow, body: ActivityBody): void {
  if (body.name !== activity.name) throw invalid('name', MESSAGES.taken);
  if (body.starts_at.getTime() !== activity.startsAt.getTime()) throw invalid('starts_at', MESSAGES.taken);
  if (body.ends_at < activity.endsAt) throw invalid('ends_at', '活动已有售出或领取，结束时间只能延后');
  if (body.kind === 'flash_sale') {
    const before = new Map(
      (activity.definition as FlashSaleDefinition).lines.map((line) => [line.goods_id, line]),
    );
    const lines = body.definition.lines;
    if (lines.length !== before.size || lines.some((line) => !before.has(line.goods_id))) {
      throw invalid('definition.lines', '活动已有售出，不能增减商品');
    }
    for (const [i, line] of lines.entries()) {
      const old = before.get(line.goods_id)!;
      if (line.price_fen !== old.price_fen)
        throw invalid(`definition.lines.${i}.price_fen`, '活动已有售出，秒杀价不能修改');
      if (line.units < old.units)
        throw invalid(`definition.lines.${i}.units`, '活动已有售出，活动数量只能增加');
      if (line.limit_per_buyer < old.limit_per_buyer) {
        throw invalid(`definition.lines.${i}.limit_per_buyer`, '活动已有售出，每人限购只能提高');
      }
    }
    return;
  }
  const old = activity.definition as CouponCampaignDefinition;
  const next = body.definition;
  const same = (['coupon_kind', 'value', 'threshold_fen', 'cap_fen', 'claimable'] as const).find(
    (key) => next[key] !== old[key],
  );
  if (same)
    throw invalid(`definition.${same}`, '优惠券已有领取，只能延后结束时间、增加发放总量或提高每人限领');
  if (JSON.stringify(next.goods_ids) !== JSON.stringify(old.goods_ids)) {
    throw invalid('definition.goods_ids', '优惠券已有领取，适用商品不能修改');
  }
  if (next.total_units < old.total_units)
    throw invalid('definition.total_units', '优惠券已有领取，发放总量只能增加');
  if (next.per_buyer_limit < old.per_buyer_limit) {
    throw invalid('definition.per_buyer_limit', '优惠券已有领取，每人限领只能提高');
  }
}

/** Publishes a draft: its definition becomes the sale rows the shop reads, in the caller's transaction. */
export async function publishActivity(
  tx: Transaction,
  id: number,
  operatorId: number | null,
): Promise<ActivityChange> {
  const activity = await locked(tx, id);
  if (activity.state !== 'draft') throw badRequest(MESSAGES.published);
  if (activity.endsAt.getTime() <= Date.now()) throw badRequest(MESSAGES.pastEnd);
  const body = { ...activity, starts_at: activity.startsAt, ends_at: activity.endsAt } as ActivityBody;
  await checkGoods(tx, body, id);
  const [row] = await tx
    .update(a)
    .set({ publishedAt: sql`now()`, updatedAt: sql`now()`, updatedBy: operatorId })
    .where(eq(a.id, id))
    .returning();
  await writeSaleRows(tx, row!, false);
  return { id, before: snapshotOf(activity), after: snapshotOf(row!) };
}

/**
 * Writes the activity's sale rows from its definition: each flash line one flash_sales row (updated in
 * place where its goods already has one, so carts keep their lines), a campaign one coupons row.
 * `extendOnly`: something was taken, so only the end, the units and the limit move.
 */
async function writeSaleRows(tx: Transaction, row: ActivityRow, extendOnly: boolean): Promise<void> {
  const window = { startsAt: row.startsAt, endsAt: row.endsAt };
  if (row.kind === 'coupon_campaign') {
    const coupon = row.definition as CouponCampaignDefinition;
    const values = {
      name: row.name,
      kind: coupon.coupon_kind,
      thresholdFen: coupon.threshold_fen,
      valueFen: coupon.value,
      capFen: coupon.cap_fen,
      goodsIds: coupon.goods_ids,
      claimable: coupon.claimable,
      totalQuantity: coupon.total_units,
      perBuyerLimit: coupon.per_buyer_limit,
      ...window,
    };
    const updated = await tx
      .update(coupons)
      .set(
        extendOnly
          ? { endsAt: row.endsAt, totalQuantity: coupon.total_units, perBuyerLimit: coupon.per_buyer_limit }
          : values,
      )
      .where(eq(coupons.activityId, row.id))
      .returning({ id: coupons.id });
    if (updated.length === 0) await tx.insert(coupons).values({ ...values, activityId: row.id });
    return;
  }
  const lines = (row.definition as FlashSaleDefinition).lines;
  const existing = await tx
    .select({ id: flashSales.id, goodsId: flashSales.goodsId })
    .from(flashSales)
    .where(eq(flashSales.activityId, row.id))
    .for('update');
  const byGoods = new Map(existing.map((sale) => [sale.goodsId, sale.id]));
  const dropped = existing.filter((sale) => !lines.some((line) => line.goods_id === sale.goodsId));
  if (dropped.length > 0)
    await tx.delete(flashSales).where(
      inArray(
        flashSales.id,
        dropped.map((sale) => sale.id),
      ),
    );
  for (const line of lines) {
    const values = {
      goodsId: line.goods_id,
      priceFen: line.price_fen,
      totalUnits: line.units,
      limitPerBuyer: line.limit_per_buyer,
      ...window,
    };
    const saleId = byGoods.get(line.goods_id);
    if (saleId === undefined) {
      await tx.insert(flashSales).values({ ...values, activityId: row.id });
    } else {
      await tx
        .update(flashSales)
        .set(
          extendOnly
            ? { endsAt: row.endsAt, totalUnits: line.units, limitPerBuyer: line.limit_per_buyer }
            : values,
        )
        .where(eq(flashSales.id, saleId));
    }
  }
}

/**
 * Stops a published activity that has not ended, in the caller's transaction: a flash session's rows
 * end now; a coupon campaign's coupon is no longer offered (buyers keep what they claimed). The sale
 * tables' conditional updates check under the row lock, so a purchase or claim racing the stop
 * either happened before it or is refused after it.
 */
export async function stopActivity(
  tx: Transaction,
  id: number,
  reason: string,
  operatorId: number | null,
): Promise<ActivityChange> {
  const activity = await locked(tx, id);
  if (activity.state === 'draft') throw badRequest(MESSAGES.notPublished);
  if (activity.state === 'ended') throw badRequest('活动已结束');
  // A sale not yet started ends before it starts: the window stays a window, wholly in the past.
  const ended = {
    startsAt: sql`least(starts_at, now() - interval '1 millisecond')`,
    endsAt: sql`least(ends_at, now())`,
  };
  if (activity.kind === 'flash_sale') {
    await tx.update(flashSales).set(ended).where(eq(flashSales.activityId, id));
  } else {
    // Claims stop; coupons already claimed stay good until the end of their validity.
    await tx.update(coupons).set({ claimable: false }).where(eq(coupons.activityId, id));
  }
  const [row] = await tx
    .update(a)
    .set({ stoppedAt: sql`now()`, stopReason: reason, updatedAt: sql`now()`, updatedBy: operatorId })
    .where(eq(a.id, id))
    .returning();
  return { id, before: snapshotOf(activity), after: snapshotOf(row!) };
}

const COPY_SUFFIX = '（副本）';

/** A new draft with the same kind, window and definition, whatever the state of the original. */
export async function copyActivity(
  tx: Transaction,
  id: number,
  operatorId: number | null,
): Promise<ActivityChange> {
  const [original] = await tx.select().from(a).where(eq(a.id, id));
  if (!original) throw notFound(MESSAGES.missing);
  const [row] = await tx
    .insert(a)
    .values({
      kind: original.kind,
      name: `${original.name.slice(0, 40 - COPY_SUFFIX.length)}${COPY_SUFFIX}`,
      startsAt: original.startsAt,
      endsAt: original.endsAt,
      definition: original.definition,
      updatedBy: operatorId,
    })
    .returning();
  return { id: row!.id, before: snapshotOf(original), after: snapshotOf(row!) };
}
