import { and, asc, desc, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { ActivityKind } from '@yaocai/domain/contracts/activity-kinds';
import type { Executor } from '../../db/client.ts';
import { promotionActivities as a } from './promotions.tables.ts';

/** Published activities of the kind (drafts are not the shop's to show). */
export const publishedOf = (kind: ActivityKind) => and(eq(a.kind, kind), isNotNull(a.publishedAt));

/** Published activities of the kind running now. */
export const runningOf = (kind: ActivityKind) =>
  and(publishedOf(kind), isNull(a.stoppedAt), lte(a.startsAt, sql`now()`), gt(a.endsAt, sql`now()`));

/**
 * The activity of a kind a page shows: the one running (the latest started), else the next to start,
 * else the last that ran; null when there never was one.
 */
export async function shownActivity(db: Executor, kind: ActivityKind) {
  const [running] = await db
    .select()
    .from(a)
    .where(runningOf(kind))
    .orderBy(desc(a.startsAt), desc(a.id))
    .limit(1);
  if (running) return { state: 'running' as const, row: running };
  const [next] = await db
    .select()
    .from(a)
    .where(and(publishedOf(kind), isNull(a.stoppedAt), gt(a.startsAt, sql`now()`)))
    .orderBy(asc(a.startsAt), asc(a.id))
    .limit(1);
  if (next) return { state: 'scheduled' as const, row: next };
  const [last] = await db
    .select()
    .from(a)
    .where(and(publishedOf(kind), or(isNotNull(a.stoppedAt), lte(a.endsAt, sql`now()`))))
    .orderBy(desc(sql`coalesce(${a.stoppedAt}, ${a.endsAt})`), desc(a.id))
    .limit(1);
  return last ? { state: 'ended' as const, row: last } : null;
}
