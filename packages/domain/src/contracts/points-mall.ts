import { z } from 'zod';
import { id, oneOf, page } from '../validation/numbers.ts';

/** POST /api/user/points_mall/exchange (with an Idempotency-Key): one piece of a 积分商城 item. */
export const pointsExchangeBody = z.object({ item_id: id('兑换品') });
export type PointsExchangeBody = z.infer<typeof pointsExchangeBody>;

export const pointsExchangeStatuses = ['to_ship', 'shipped', 'issued'] as const;
export type PointsExchangeStatus = (typeof pointsExchangeStatuses)[number];
export const POINTS_EXCHANGE_STATUS_LABEL: Record<PointsExchangeStatus, string> = {
  to_ship: '待发货',
  shipped: '已发货',
  issued: '已发放',
};

/** GET /api/user/points_exchanges: the buyer's own exchanges, newest first. */
export const pointsExchangeListQuery = z.object({
  page: page(),
  page_size: oneOf([10, 20, 50], '每页条数只能是10、20或50').default(10),
});
export type PointsExchangeListQuery = z.infer<typeof pointsExchangeListQuery>;

/**
 * GET /api/admin/points_exchanges: the console's list, newest first; of one 积分商城 activity
 * (activity_id); to_ship: the goods waiting to be shipped.
 */
export const adminPointsExchangeQuery = z.object({
  activity_id: id('活动').optional(),
  status: z.enum(['', ...pointsExchangeStatuses], { error: '兑换状态不正确' }).default(''),
  page: page(),
  page_size: oneOf([20, 50, 100], '每页条数只能是20、50或100').default(20),
});
export type AdminPointsExchangeQuery = z.infer<typeof adminPointsExchangeQuery>;
export type AdminPointsExchangeParams = z.input<typeof adminPointsExchangeQuery>;

/** The points ledger's kind for an exchange. */
export const POINTS_EXCHANGE_KIND = '积分兑换';

export const POINTS_MALL_MESSAGES = {
  exchanged: '兑换成功',
  missing: '兑换品不存在或活动已结束',
  soldOut: '兑换品已兑完',
  short: '积分不足',
  pendingBuyer: '资质审核通过后才能兑换',
  limit: (perBuyer: number) => `每人限兑${perBuyer}件，您已兑完`,
  exchangeMissing: '兑换记录不存在',
  notGoods: '只有实物兑换品需要发货',
  shipped: '该兑换品已标记发货',
  markedShipped: '已标记发货',
} as const;

export type {
  AdminPointsExchange,
  AdminPointsExchangeList,
  PointsExchangePage,
  PointsMall,
  PointsMallItem,
  PointsExchange,
} from './points-mall-responses.ts';
