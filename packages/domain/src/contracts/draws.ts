import { z } from 'zod';
import { id, page, pageSize } from '../validation/numbers.ts';

/** The storefront's 抽奖 calls (spec §7): the activity by id in the query or the path. */
export const drawIdQuery = z.object({ id: id('抽奖活动') });
export type DrawIdQuery = z.infer<typeof drawIdQuery>;

export const drawIdParams = z.object({ id: id('抽奖活动') });

/** GET /api/draw/record: the buyer's own draws, of one activity when id is given. */
export const drawRecordQuery = z.object({
  id: id('抽奖活动').optional(),
  page: page(),
  page_size: pageSize(50, 20),
});
export type DrawRecordQuery = z.infer<typeof drawRecordQuery>;

/** The popup's wait before it shows the result (spec §9), and its close animation. */
export const DRAW_RESULT_DELAY_MS = 2000;
export const DRAW_CLOSE_ANIMATION_MS = 1000;

export const DRAW_MESSAGES = {
  notFound: '抽奖活动不存在',
  notStarted: '活动未开始',
  ended: '抽奖活动已结束',
  noChance: '您的抽奖机会已用完',
  firstOrder: '完成首笔订单支付后即可参与首单抽奖',
  allWon: '奖品已被抽完，感谢参与',
  pendingBuyer: '资质审核通过后才能参与抽奖',
  drawn: '抽奖成功',
  again: '本次抽奖已完成，请勿重复提交',
} as const;
