import { sql } from 'drizzle-orm';
import type { RankingContestDefinition } from '@yaocai/domain/contracts/admin-activities';
import type { ActivityKindRules } from './activity-kind.ts';

/**
 * 排位赛: buyers ranked by the orders they paid in the window. The ranking is read from the orders
 * themselves (GET /api/activity/ranking), so there are no rows to publish or end: the published row
 * is shown in its window, and a stop ends the contest at once (the ranking stands as of the stop).
 */
export const rankingContestKind: ActivityKindRules<'ranking_contest'> = {
  goodsIds: () => [],
  total: (definition) => definition.places,
  takenSql: sql`0`,
  check: async () => undefined,
  // Nothing is taken of a contest: its places and prizes may be changed while it runs.
  checkExtension: () => undefined,
  publish: async () => undefined,
  stop: async () => undefined,
  detail: async (_db, row) => row.definition as RankingContestDefinition,
};
