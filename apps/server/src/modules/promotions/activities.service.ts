import { and, asc, count, desc, eq, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import type {
  ActivityBody,
  ActivityListQuery,
  AdminActivity,
  AdminActivityDetail,
} from '@yaocai/domain/contracts/admin-activities';
import {
  ACTIVITY_KIND_LABEL,
  ACTIVITY_STATE_LABEL,
  type ActivityState,
} from '@yaocai/domain/contracts/activity-kinds';
import type { Paged } from '@yaocai/domain/contracts/wire';
import { badRequest, invalid, notFound } from '@yaocai/domain/errors';
import { concurrently, type Executor, type Transaction } from '../../db/client.ts';
import { escapeLike } from '../../db/like.ts';
import { stockedGoods } from '../catalog/goods-facts.service.ts';
import { operatorNames } from '../operators/operators.service.ts';
import type { ActivityRow } from './activity-kinds/activity-kind.ts';
import { rulesOf, takenSql } from './activity-kinds/registry.ts';
import { promotionActivities } from './promotions.tables.ts';

type Activity = ActivityRow & { state: ActivityState; taken: number };

const DAY_MS = 86_400_000;
const a = promotionActivities;

/** The state as of now(), in SQL: every read derives it, nothing has to run at a start or an end. */
export const activityState = sql<ActivityState>`case
  when ${a.publishedAt} is null then 'draft'
  when ${a.stoppedAt} is not null or ${a.endsAt} <= now() then 'ended'
  when ${a.startsAt} > now() then 'scheduled'
  else 'running' end`;

const columns = { row: a, state: activityState, taken: takenSql };

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

/**
 * Publishing, and editing what is published, take turns per kind: each checks the published sales of
 * its kind for an overlap, which two at once would each miss in the other's uncommitted rows. Taken
 * after the activity's row lock, always in that order.
 */
async function oneLiveChangePerKind(tx: Transaction, kind: ActivityRow['kind']): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`activity-live:${kind}`}))`);
}

const totalOf = (row: ActivityRow): number => rulesOf(row.kind).total(row.definition);

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
  if (query.state) conditions.push(sql`${activityState} = ${query.state}`);
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

/** One activity with its definition as its kind reads it back, and the goods it names. */
export async function activityDetail(db: Executor, id: number): Promise<AdminActivityDetail> {
  const [found] = await db.select(columns).from(a).where(eq(a.id, id));
  if (!found) throw notFound(MESSAGES.missing);
  const activity = { ...found.row, state: found.state, taken: Number(found.taken) };
  const rules = rulesOf(activity.kind);
  const [names, goods, definition] = await concurrently(
    db,
    () => operatorNames(db, activity.updatedBy === null ? [] : [activity.updatedBy]),
    () => stockedGoods(db, rules.goodsIds(activity.definition)),
    () => rules.detail(db, activity),
  );
  const wireGoods = [...goods.values()].map(({ goods: item }) => ({
    id: item.id,
    name: item.name,
    spec: item.spec,
    manufacturer: item.manufacturer,
    price_fen: item.basePriceFen,
    on_sale: item.onSale,
  }));
  return { ...wireOf(activity, names), definition, goods: wireGoods } as AdminActivityDetail;
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
  await rulesOf(body.kind).check(tx, body, null);
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
  const rules = rulesOf(body.kind);
  const published = activity.state !== 'draft';
  if (published) await oneLiveChangePerKind(tx, body.kind);
  const limited = published && (activity.taken > 0 || ((await rules.anyTaken?.(tx, id)) ?? false));
  if (limited) {
    checkExtension(activity, body);
    await rules.checkLive?.(tx, body, id);
  } else await rules.check(tx, body, published ? id : null);
  const [row] = await tx.update(a).set(valuesOf(body, operatorId)).where(eq(a.id, id)).returning();
  if (published) await rules.publish(tx, row!, limited);
  return { id, before: snapshotOf(activity), after: snapshotOf(row!) };
}

function checkExtension(activity: ActivityRow, body: ActivityBody): void {
  if (body.name !== activity.name) throw invalid('name', MESSAGES.taken);
  if (body.starts_at.getTime() !== activity.startsAt.getTime()) throw invalid('starts_at', MESSAGES.taken);
  if (body.ends_at < activity.endsAt) throw invalid('ends_at', '活动已有售出或领取，结束时间只能延后');
  rulesOf(body.kind).checkExtension?.(activity.definition, body.definition);
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
  const rules = rulesOf(body.kind);
  await oneLiveChangePerKind(tx, body.kind);
  await rules.check(tx, body, id);
  const [row] = await tx
    .update(a)
    .set({ publishedAt: sql`now()`, updatedAt: sql`now()`, updatedBy: operatorId })
    .where(eq(a.id, id))
    .returning();
  await rules.publish(tx, row!, false);
  return { id, before: snapshotOf(activity), after: snapshotOf(row!) };
}

/**
 * Stops a published activity that has not ended, in the caller's transaction: its kind ends its sale
 * rows. The sale tables' conditional updates check under the row lock, so a purchase or claim racing
 * the stop either happened before it or is refused after it.
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
  await rulesOf(activity.kind).stop(tx, id);
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
