import { and, asc, desc, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { RankingContest, RankingEntry } from '@yaocai/domain/contracts/activity-ranking-contest';
import type { RankingContestDefinition } from '@yaocai/domain/contracts/admin-activities';
import { fenToYuan } from '@yaocai/domain/money';
import type { Executor } from '../../db/client.ts';
import { companiesOf } from '../accounts/buyer-companies.service.ts';
import { paidStandings, type PaidStanding } from '../orders/paid-standings.query.ts';
import { promotionActivities } from './promotions.tables.ts';

const a = promotionActivities;
type ContestRow = typeof a.$inferSelect;

/** A stop ends the contest at once: the ranking stands as of the stop. */
const endOf = (row: ContestRow) => (row.stoppedAt && row.stoppedAt < row.endsAt ? row.stoppedAt : row.endsAt);

const NONE: RankingContest = {
  state: 'none',
  id: null,
  name: null,
  starts_at: null,
  ends_at: null,
  places: 0,
  prizes: [],
  ranking: [],
  mine: null,
};

/**
 * A company as others may see it on the ranking: 北京同仁大药房 → 北京**药房; a branch in brackets is
 * left out (百草堂大药房（中山路店） → 百草**药房), so the mask does not end on its bracket.
 */
export function maskName(name: string): string {
  const chars = [...name.trim().replace(/\s*[（(][^（()）]*[）)]$/u, '')];
  if (chars.length <= 2) return `${chars[0] ?? ''}*`;
  if (chars.length <= 4) return `${chars[0]}**${chars[chars.length - 1]}`;
  return `${chars.slice(0, 2).join('')}**${chars.slice(-2).join('')}`;
}

/** The contest running, else the last that ran, else the next to start. */
async function contestRow(db: Executor) {
  const contest = and(eq(a.kind, 'ranking_contest'), isNotNull(a.publishedAt));
  const [running] = await db
    .select()
    .from(a)
    .where(and(contest, isNull(a.stoppedAt), lte(a.startsAt, sql`now()`), gt(a.endsAt, sql`now()`)))
    .orderBy(desc(a.startsAt), desc(a.id))
    .limit(1);
  if (running) return { state: 'running' as const, row: running };
  const [last] = await db
    .select()
    .from(a)
    .where(and(contest, or(isNotNull(a.stoppedAt), lte(a.endsAt, sql`now()`))))
    .orderBy(desc(sql`coalesce(${a.stoppedAt}, ${a.endsAt})`), desc(a.id))
    .limit(1);
  if (last) return { state: 'ended' as const, row: last };
  const [next] = await db
    .select()
    .from(a)
    .where(and(contest, isNull(a.stoppedAt), gt(a.startsAt, sql`now()`)))
    .orderBy(asc(a.startsAt), asc(a.id))
    .limit(1);
  return next ? { state: 'scheduled' as const, row: next } : null;
}

/** GET /api/activity/ranking: the contest, its ranking (names masked) and the buyer's own place. */
export async function rankingContest(db: Executor, userId: number | null): Promise<RankingContest> {
  const found = await contestRow(db);
  if (!found) return NONE;
  const { row, state } = found;
  const definition = row.definition as RankingContestDefinition;
  const window = { from: row.startsAt, to: endOf(row) };
  const rows = state === 'scheduled' ? [] : await paidStandings(db, window, definition.places, userId);
  const companies = await companiesOf(
    db,
    rows.map((standing) => standing.userId),
  );
  const entryOf = ({ place, userId: buyer, paidFen }: PaidStanding): RankingEntry => ({
    place,
    name: maskName(companies.get(buyer) ?? ''),
    amount: fenToYuan(paidFen),
    prize: place <= definition.places ? (definition.prizes[place - 1] ?? null) : null,
  });
  const mine = rows.find((standing) => standing.userId === userId);
  return {
    state,
    id: row.id,
    name: row.name,
    starts_at: row.startsAt.toISOString(),
    ends_at: endOf(row).toISOString(),
    places: definition.places,
    prizes: definition.prizes,
    ranking: rows.filter((standing) => standing.place <= definition.places).map(entryOf),
    mine: mine ? entryOf(mine) : null,
  };
}
