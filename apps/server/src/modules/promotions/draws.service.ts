import { randomInt } from 'node:crypto';
import { and, asc, count, desc, eq, gt, isNotNull, lte, ne, sql } from 'drizzle-orm';
import type { PrizeDrawDefinition } from '@yaocai/domain/contracts/activity-prize-draw';
import { DRAW_MESSAGES, type DrawRecordQuery } from '@yaocai/domain/contracts/draws';
import type {
  DrawActivity,
  DrawAds,
  DrawNewRecord,
  DrawOwnRecords,
  DrawResult,
  DrawSimple,
} from '@yaocai/domain/contracts/draws-responses';
import { badRequest, notFound } from '@yaocai/domain/errors';
import type { Executor, Transaction } from '../../db/client.ts';
import { assertSameRequest, type IdempotencyKey } from '../../plugins/idempotency-key.ts';
import { buyerDisplayNames } from '../accounts/buyer-names.service.ts';
import { awardDrawPoints } from '../accounts/points.service.ts';
import { getBanners } from '../content/focus.service.ts';
import { firstPaidAt } from '../orders/first-order.service.ts';
import { drawPrizes, drawRecords } from './draws.tables.ts';
import { coupons, promotionActivities as a, userCoupons } from './promotions.tables.ts';

/** The banner slot of the draw page's ads (GET /api/draw/ads), configured in the console's banners. */
export const DRAW_ADS_BANNER_ID = 131;

type ActivityRow = typeof a.$inferSelect;
type PrizeRow = typeof drawPrizes.$inferSelect;
type RecordRow = typeof drawRecords.$inferSelect;

const stateOf = (row: ActivityRow, now: Date) =>
  row.publishedAt === null
    ? ('draft' as const)
    : row.stoppedAt !== null || row.endsAt <= now
      ? ('ended' as const)
      : row.startsAt > now
        ? ('scheduled' as const)
        : ('running' as const);

/** A published prize draw by id (drafts are not the shop's to show). */
async function publishedDraw(db: Executor, id: number): Promise<ActivityRow> {
  const [row] = await db
    .select()
    .from(a)
    .where(and(eq(a.id, id), eq(a.kind, 'prize_draw'), isNotNull(a.publishedAt)));
  if (!row) throw notFound(DRAW_MESSAGES.notFound);
  return row;
}

/** The chances the buyer has in a draw: N per buyer, or one once their first order was paid in the window. */
async function chancesOf(db: Executor, row: ActivityRow, userId: number): Promise<number> {
  const definition = row.definition as PrizeDrawDefinition;
  if (definition.chance_rule === 'per_buyer') return definition.chances_per_buyer;
  const paidAt = await firstPaidAt(db, userId);
  return paidAt && paidAt >= row.startsAt && paidAt < row.endsAt ? 1 : 0;
}

async function usedChances(db: Executor, activityId: number, userId: number): Promise<number> {
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(drawRecords)
    .where(and(eq(drawRecords.activityId, activityId), eq(drawRecords.userId, userId)));
  return n;
}

const prizeOf = (prize: PrizeRow) => ({
  id: prize.id,
  name: prize.name,
  kind: prize.kind,
  remarks: prize.remarks,
});

function resultOf(record: RecordRow, prize: PrizeRow, chancesLeft: number): DrawResult {
  return {
    id: record.id,
    activity_id: record.activityId,
    prize: prizeOf(prize),
    is_win: prize.kind !== 'none',
    name: prize.name,
    remarks: prize.remarks,
    chances_left: chancesLeft,
    created_at: record.createdAt.toISOString(),
  };
}

async function answerOf(db: Executor, record: RecordRow, row: ActivityRow): Promise<DrawResult> {
  const [prize] = await db.select().from(drawPrizes).where(eq(drawPrizes.id, record.prizeId));
  const left = (await chancesOf(db, row, record.userId)) - (await usedChances(db, row.id, record.userId));
  return resultOf(record, prize!, Math.max(0, left));
}

const byKey = (db: Executor, userId: number, key: string) =>
  db
    .select()
    .from(drawRecords)
    .where(and(eq(drawRecords.userId, userId), eq(drawRecords.idempotencyKey, key)))
    .then((rows) => rows[0]);

/** One prize of those still in stock, at odds of its weight over theirs (crypto.randomInt). */
function pick(prizes: PrizeRow[]): PrizeRow {
  const total = prizes.reduce((sum, prize) => sum + prize.weight, 0);
  let at = randomInt(total);
  for (const prize of prizes) {
    if (at < prize.weight) return prize;
    at -= prize.weight;
  }
  return prizes[prizes.length - 1]!;
}

/** Takes one of the prize, and issues it to the buyer (a coupon into 我的优惠券, points into the ledger). */
async function takePrize(
  tx: Transaction,
  prize: PrizeRow,
  userId: number,
  memo: string,
): Promise<{ taken: boolean; userCouponId: number | null }> {
  const [taken] = await tx
    .update(drawPrizes)
    .set({ won: sql`${drawPrizes.won} + 1` })
    .where(
      and(
        eq(drawPrizes.id, prize.id),
        sql`(${drawPrizes.stock} is null or ${drawPrizes.won} < ${drawPrizes.stock})`,
      ),
    )
    .returning({ id: drawPrizes.id });
  if (!taken) return { taken: false, userCouponId: null };
  if (prize.kind === 'points' && prize.points !== null) await awardDrawPoints(tx, userId, prize.points, memo);
  if (prize.kind === 'coupon' && prize.couponId !== null) {
    await tx
      .update(coupons)
      .set({ claimedCount: sql`${coupons.claimedCount} + 1` })
      .where(eq(coupons.id, prize.couponId));
    const [held] = await tx
      .insert(userCoupons)
      .values({ userId, couponId: prize.couponId })
      .returning({ id: userCoupons.id });
    return { taken: true, userCouponId: held!.id };
  }
  return { taken: true, userCouponId: null };
}

/**
 * GET /api/draw?id=: one draw, decided here. In one transaction under the activity's share lock (a stop
 * waits for it, or refuses it) and the buyer's lock on this draw (their parallel draws one after
 * another): a chance left, a prize of those in stock by weight, its stock taken by a conditional update,
 * the prize issued and the record written. The same Idempotency-Key answers the same draw again.
 */
export async function draw(
  db: Executor,
  userId: number,
  activityId: number,
  idempotencyKey: IdempotencyKey,
): Promise<{ result: DrawResult; created: boolean }> {
  const earlier = await byKey(db, userId, idempotencyKey.key);
  if (earlier) {
    assertSameRequest(earlier, idempotencyKey, '抽奖');
    return { result: await answerOf(db, earlier, await publishedDraw(db, activityId)), created: false };
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(a)
      .where(and(eq(a.id, activityId), eq(a.kind, 'prize_draw'), isNotNull(a.publishedAt)))
      .for('share');
    if (!row) throw notFound(DRAW_MESSAGES.notFound);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`prize-draw:${activityId}`}), ${userId})`);
    const again = await byKey(tx, userId, idempotencyKey.key);
    if (again) {
      assertSameRequest(again, idempotencyKey, '抽奖');
      return { result: await answerOf(tx, again, row), created: false };
    }
    const state = stateOf(row, new Date());
    if (state === 'scheduled') throw badRequest(DRAW_MESSAGES.notStarted);
    if (state !== 'running') throw badRequest(DRAW_MESSAGES.ended);
    const chances = await chancesOf(tx, row, userId);
    const used = await usedChances(tx, activityId, userId);
    if (chances === 0) throw badRequest(DRAW_MESSAGES.firstOrder);
    if (used >= chances) throw badRequest(DRAW_MESSAGES.noChance);
    let candidates = await tx
      .select()
      .from(drawPrizes)
      .where(
        and(
          eq(drawPrizes.activityId, activityId),
          sql`(${drawPrizes.stock} is null or ${drawPrizes.won} < ${drawPrizes.stock})`,
        ),
      )
      .orderBy(asc(drawPrizes.position));
    while (candidates.length > 0) {
      const prize = pick(candidates);
      const { taken, userCouponId } = await takePrize(tx, prize, userId, row.name);
      if (!taken) {
        // Another buyer took its last one meanwhile: draw again among the rest.
        candidates = candidates.filter((other) => other.id !== prize.id);
        continue;
      }
      const [record] = await tx
        .insert(drawRecords)
        .values({
          activityId,
          userId,
          chance: used + 1,
          prizeId: prize.id,
          userCouponId,
          idempotencyKey: idempotencyKey.key,
          requestHash: idempotencyKey.requestHash,
        })
        .returning();
      return { result: resultOf(record!, prize, chances - used - 1), created: true };
    }
    throw badRequest(DRAW_MESSAGES.allWon);
  });
}

/** The running per-buyer draw that started last, if any. */
async function runningDraw(db: Executor, now: Date): Promise<ActivityRow | undefined> {
  const rows = await db
    .select()
    .from(a)
    .where(
      and(
        eq(a.kind, 'prize_draw'),
        isNotNull(a.publishedAt),
        sql`${a.stoppedAt} is null`,
        lte(a.startsAt, now),
        gt(a.endsAt, now),
      ),
    )
    .orderBy(desc(a.startsAt), desc(a.id));
  return rows.find((row) => (row.definition as PrizeDrawDefinition).chance_rule === 'per_buyer');
}

/** GET /api/draw/simple: the running draw the popup invites to; is_join once the buyer drew in it. */
export async function drawSimple(db: Executor, userId: number, now = new Date()): Promise<DrawSimple> {
  const row = await runningDraw(db, now);
  if (!row) return { id: null, is_join: true, chances_left: 0 };
  const used = await usedChances(db, row.id, userId);
  const chances = await chancesOf(db, row, userId);
  return { id: row.id, is_join: used > 0, chances_left: Math.max(0, chances - used) };
}

/** GET /api/draw/{id}/activity: a published draw's prizes in wheel order and its rules (nothing per buyer). */
export async function drawActivity(db: Executor, id: number, now = new Date()): Promise<DrawActivity> {
  const row = await publishedDraw(db, id);
  const definition = row.definition as PrizeDrawDefinition;
  const prizes = await db
    .select()
    .from(drawPrizes)
    .where(eq(drawPrizes.activityId, id))
    .orderBy(asc(drawPrizes.position));
  return {
    id: row.id,
    name: row.name,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    state: stateOf(row, now),
    chance_rule: definition.chance_rule,
    chances_per_buyer: definition.chances_per_buyer,
    rules_text: definition.rules_text,
    prizes: prizes.map(prizeOf),
  };
}

/** 张** / 某某医药有限公司 → 某某****: the first character and stars, as winners lists show. */
export const maskedName = (name: string): string => {
  const chars = [...name.trim()];
  if (chars.length === 0) return '***';
  return `${chars[0]}${'*'.repeat(Math.min(4, Math.max(2, chars.length - 1)))}`;
};

/** GET /api/draw/new_record?id=: the latest prizes won in a draw (not 谢谢参与), winners masked. */
export async function drawNewRecords(db: Executor, id: number): Promise<{ list: DrawNewRecord[] }> {
  await publishedDraw(db, id);
  const rows = await db
    .select({
      id: drawRecords.id,
      userId: drawRecords.userId,
      prize: drawPrizes.name,
      createdAt: drawRecords.createdAt,
    })
    .from(drawRecords)
    .innerJoin(drawPrizes, eq(drawPrizes.id, drawRecords.prizeId))
    .where(and(eq(drawRecords.activityId, id), ne(drawPrizes.kind, 'none')))
    .orderBy(desc(drawRecords.id))
    .limit(20);
  const names = await buyerDisplayNames(
    db,
    rows.map((row) => row.userId),
  );
  return {
    list: rows.map((row) => ({
      id: row.id,
      user: maskedName(names.get(row.userId) ?? ''),
      prize_name: row.prize,
      created_at: row.createdAt.toISOString(),
    })),
  };
}

/** GET /api/draw/record: the buyer's own draws, newest first (of one draw, with chances left, when id is given). */
export async function drawOwnRecords(
  db: Executor,
  userId: number,
  query: DrawRecordQuery,
): Promise<DrawOwnRecords> {
  const row = query.id === undefined ? undefined : await publishedDraw(db, query.id);
  const where = and(eq(drawRecords.userId, userId), row ? eq(drawRecords.activityId, row.id) : undefined);
  const [rows, [{ n } = { n: 0 }]] = await Promise.all([
    db
      .select({ record: drawRecords, prize: drawPrizes, activityName: a.name })
      .from(drawRecords)
      .innerJoin(drawPrizes, eq(drawPrizes.id, drawRecords.prizeId))
      .innerJoin(a, eq(a.id, drawRecords.activityId))
      .where(where)
      .orderBy(desc(drawRecords.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ n: count() }).from(drawRecords).where(where),
  ]);
  const chancesLeft = row
    ? Math.max(0, (await chancesOf(db, row, userId)) - (await usedChances(db, row.id, userId)))
    : null;
  return {
    list: rows.map(({ record, prize, activityName }) => ({
      id: record.id,
      activity_id: record.activityId,
      activity_name: activityName,
      prize_name: prize.name,
      prize_kind: prize.kind,
      remarks: prize.remarks,
      created_at: record.createdAt.toISOString(),
    })),
    total: n,
    page: query.page,
    page_size: query.page_size,
    chances_left: chancesLeft,
  };
}

/** GET /api/draw/ads: the draw page's banners. */
export async function drawAds(db: Executor): Promise<DrawAds> {
  const rows = await getBanners(db, DRAW_ADS_BANNER_ID);
  return { list: rows.map((row) => ({ image: row.image, url: row.url })) };
}
