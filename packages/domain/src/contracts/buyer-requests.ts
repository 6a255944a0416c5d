import { z } from 'zod';
import { shopImage } from '../validation/link-url.ts';
import { dateRangeInOrder } from '../validation/dates.ts';
import { integer, oneOf, page, pageSize } from '../validation/numbers.ts';
import { optionalText, text } from '../validation/text.ts';
import {
  consolePageSize,
  dateRange,
  END_BEFORE_START,
  LIST_PAGE_SIZE_MAX,
  sortDirection,
} from './list-query.ts';

/** 意见反馈: what the buyer writes about. */
export const FEEDBACK_TYPES = { 1: '商品建议', 2: '服务投诉', 3: '网站问题', 4: '其他' } as const;
export const FEEDBACK_IMAGES_MAX = 3;

/** POST /api/user/feedback. */
export const feedbackBody = z.object({
  type: oneOf([1, 2, 3, 4], '请选择反馈类型'),
  content: text('反馈内容', 500, { multiline: true }),
  images: z
    .array(shopImage('反馈图片', { required: true }), { error: '反馈图片格式不正确' })
    .max(FEEDBACK_IMAGES_MAX, `反馈图片最多${FEEDBACK_IMAGES_MAX}张`)
    .default([]),
});
export type FeedbackBody = z.infer<typeof feedbackBody>;

/** Most 求购 requests a buyer may have waiting for an answer at once. */
export const OPEN_PURCHASE_REQUESTS_MAX = 20;

/** POST /api/user/buy: goods the shop does not list (or not enough of), asked for by a buyer. */
export const purchaseRequestBody = z.object({
  goods_name: text('商品名称', 100),
  manufacturer: optionalText('生产厂家', 100),
  spec: optionalText('规格', 50),
  quantity: integer({ min: 1, max: 1_000_000, message: '求购数量须为1到1000000的整数' }),
  /** Expected unit price in fen; absent: no expectation. */
  expected_price_fen: integer({
    min: 1,
    max: 100_000_000,
    message: '期望单价须为0.01到1000000元',
  }).optional(),
  remark: optionalText('备注', 200, { multiline: true }),
});
export type PurchaseRequestBody = z.infer<typeof purchaseRequestBody>;

/** GET /api/user/buy and GET /api/user/feedback: a page of the buyer's own. */
export const buyerRequestListQuery = z.object({
  page: page(),
  page_size: pageSize(LIST_PAGE_SIZE_MAX, 10),
});

/** 提交时间 (the id, which follows it), 回复时间 (waiting ones last either way) or 状态 (waiting ones first when descending). */
export const buyerRequestSorts = ['created_at', 'answered_at', 'status'] as const;
export type BuyerRequestSort = (typeof buyerRequestSorts)[number];

const answerState = z.enum(['pending', 'answered'], { error: '状态不正确' });

/** What the console's 求购 and 意见反馈 lists share: the state, the days sent, a column's order, the page. */
const adminBuyerRequestQuery = {
  status: answerState.optional(),
  ...dateRange,
  sort: z.enum(buyerRequestSorts, { error: '排序字段不正确' }).default('created_at'),
  order: sortDirection(),
  page: page(),
  page_size: consolePageSize(),
};

/** GET /api/admin/purchase-requests. */
export const adminPurchaseRequestQuery = z
  .object(adminBuyerRequestQuery)
  .refine(dateRangeInOrder, END_BEFORE_START);
export type AdminPurchaseRequestQuery = z.infer<typeof adminPurchaseRequestQuery>;

/** GET /api/admin/feedback: also by what the buyer wrote about (FEEDBACK_TYPES). */
export const adminFeedbackQuery = z
  .object({ ...adminBuyerRequestQuery, type: oneOf([1, 2, 3, 4], '反馈类型不正确').optional() })
  .refine(dateRangeInOrder, END_BEFORE_START);
export type AdminFeedbackQuery = z.infer<typeof adminFeedbackQuery>;

export const BUYER_REQUEST_MESSAGES = {
  feedbackSent: '感谢您的反馈，我们会尽快处理',
  notOwnPicture: '反馈图片须为您本人上传的图片，请重新上传',
  requestSent: '求购已提交，客服会尽快回复您',
  tooManyOpen: `您有${OPEN_PURCHASE_REQUESTS_MAX}条求购尚未回复，请等待回复后再提交`,
  answered: '求购已回复',
  alreadyAnswered: '该求购已回复过',
  feedbackAnswered: '意见反馈已回复',
  feedbackAlreadyAnswered: '该意见反馈已回复过，不能再次回复',
} as const;

export type { Feedback, PurchaseRequest } from './buyer-requests-responses.ts';
