import { z } from 'zod';
import { instant, yuan } from './wire.ts';

export const rankingEntry = z.object({
  place: z.number().int(),
  /** The buyer's company, masked (北京**药房). */
  name: z.string(),
  /** What they paid in the window, net of what was cancelled. */
  amount: yuan,
  prize: z.string().nullable(),
});
export type RankingEntry = z.infer<typeof rankingEntry>;

/**
 * GET /api/activity/ranking: the contest running (or else the last one that ran, or the next to
 * start), its ranking, and the signed-in buyer's own place (null when they have paid nothing in it).
 */
export const rankingContest = z
  .object({
    state: z.enum(['running', 'scheduled', 'ended', 'none']),
    id: z.number().int().nullable(),
    name: z.string().nullable(),
    starts_at: instant.nullable(),
    ends_at: instant.nullable(),
    places: z.number().int(),
    prizes: z.array(z.string()),
    ranking: z.array(rankingEntry),
    mine: rankingEntry.nullable(),
  })
  .meta({ id: 'RankingContest' });
export type RankingContest = z.infer<typeof rankingContest>;
