import { z } from 'zod';
import { drawChanceRules, drawPrizeKinds } from './activity-prize-draw.ts';
import { activityStates } from './activity-kinds.ts';
import { instant, pagedOf } from './wire.ts';

/** GET /api/draw/simple: the running draw the buyer may join (id null: none), and whether they joined it. */
export const drawSimple = z
  .object({ id: z.number().int().nullable(), is_join: z.boolean(), chances_left: z.number().int() })
  .meta({ id: 'DrawSimple' });
export type DrawSimple = z.infer<typeof drawSimple>;

export const drawPrize = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(drawPrizeKinds),
  remarks: z.string(),
});
export type DrawPrize = z.infer<typeof drawPrize>;

/** GET /api/draw/{id}/activity: the prizes on the wheel (in order) and the rules. */
export const drawActivity = z
  .object({
    id: z.number().int(),
    name: z.string(),
    starts_at: instant,
    ends_at: instant,
    state: z.enum(activityStates),
    chance_rule: z.enum(drawChanceRules),
    chances_per_buyer: z.number().int(),
    rules_text: z.string(),
    prizes: z.array(drawPrize),
  })
  .meta({ id: 'DrawActivity' });
export type DrawActivity = z.infer<typeof drawActivity>;

/** GET /api/draw?id=: the draw the server decided: the prize (its name and remarks) and chances left. */
export const drawResult = z
  .object({
    id: z.number().int(),
    activity_id: z.number().int(),
    prize: drawPrize,
    is_win: z.boolean(),
    name: z.string(),
    remarks: z.string(),
    chances_left: z.number().int(),
    created_at: instant,
  })
  .meta({ id: 'DrawResult' });
export type DrawResult = z.infer<typeof drawResult>;

/** GET /api/draw/new_record?id=: the latest prizes won, the winners' names masked. */
export const drawNewRecord = z.object({
  id: z.number().int(),
  user: z.string(),
  prize_name: z.string(),
  created_at: instant,
});
export type DrawNewRecord = z.infer<typeof drawNewRecord>;
export const drawNewRecords = z.object({ list: z.array(drawNewRecord) }).meta({ id: 'DrawNewRecords' });

/** GET /api/draw/record: the buyer's own draws, newest first; chances_left when asked for one activity. */
export const drawOwnRecord = z.object({
  id: z.number().int(),
  activity_id: z.number().int(),
  activity_name: z.string(),
  prize_name: z.string(),
  prize_kind: z.enum(drawPrizeKinds),
  remarks: z.string(),
  created_at: instant,
});
export type DrawOwnRecord = z.infer<typeof drawOwnRecord>;
export const drawOwnRecords = pagedOf(drawOwnRecord).extend({ chances_left: z.number().int().nullable() });
export type DrawOwnRecords = z.infer<typeof drawOwnRecords>;

/** GET /api/draw/ads: the banners of the draw page, as the content console configures them. */
export const drawAds = z
  .object({ list: z.array(z.object({ image: z.string(), url: z.string() })) })
  .meta({ id: 'DrawAds' });
export type DrawAds = z.infer<typeof drawAds>;
