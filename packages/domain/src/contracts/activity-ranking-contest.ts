import { z } from 'zod';
import { integer } from '../validation/numbers.ts';
import { text } from '../validation/text.ts';

export const RANKING_PLACES_MAX = 100;

/**
 * 排位赛 (/eleven/yw): buyers ranked by what they paid in the activity's window (net of what was
 * cancelled and given back); the first `places` are shown, each place with its prize as written.
 */
export const rankingContestDefinition = z
  .object({
    places: integer({
      min: 1,
      max: RANKING_PLACES_MAX,
      message: `上榜名次须为1至${RANKING_PLACES_MAX}之间的整数`,
    }),
    /** The prize of each place from the first; places past the list win nothing. */
    prizes: z
      .array(text('奖品', 50), { error: '奖品格式不正确' })
      .min(1, '至少填写第1名的奖品')
      .max(RANKING_PLACES_MAX, `奖品最多${RANKING_PLACES_MAX}个`),
  })
  .refine((contest) => contest.prizes.length <= contest.places, {
    error: '奖品数不能超过上榜名次',
    path: ['prizes'],
  });
export type RankingContestDefinition = z.infer<typeof rankingContestDefinition>;

export const rankingContestDetail = z.object({
  places: z.number().int(),
  prizes: z.array(z.string()),
});

export type { RankingContest, RankingEntry } from './activity-ranking-contest-responses.ts';
