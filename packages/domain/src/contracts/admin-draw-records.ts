import { z } from 'zod';
import { drawPrizeKinds } from './activity-prize-draw.ts';
import { oneOf, page } from '../validation/numbers.ts';

/**
 * GET /api/admin/activities/{id}/draw_records: a prize draw's wins, newest first, a page at a time;
 * by the prize's kind (赠品 to hand over) and whether a gift was handed over yet.
 */
export const drawRecordListQuery = z.object({
  prize_kind: z.enum(['', ...drawPrizeKinds], { error: '奖品类型不正确' }).default(''),
  sent: z.enum(['', 'yes', 'no'], { error: '发放状态不正确' }).default(''),
  page: page(),
  page_size: oneOf([20, 50, 100], '每页条数只能是20、50或100').default(20),
});
export type DrawRecordListQuery = z.infer<typeof drawRecordListQuery>;
export type DrawRecordListParams = z.input<typeof drawRecordListQuery>;

export const DRAW_RECORD_MESSAGES = {
  missing: '中奖记录不存在',
  notGoods: '只有赠品奖品需要标记发放',
  sent: '该赠品已标记发放',
  marked: '已标记赠品发放',
} as const;
