import { z } from 'zod';
import { instant, yuan } from './wire.ts';

export const purchaseRequest = z.object({
  id: z.number().int(),
  goods_name: z.string(),
  manufacturer: z.string(),
  spec: z.string(),
  quantity: z.number().int(),
  expected_price: yuan.nullable(),
  remark: z.string(),
  status: z.enum(['pending', 'answered']),
  answer: z.string(),
  answered_at: instant.nullable(),
  created_at: instant,
});
export type PurchaseRequest = z.infer<typeof purchaseRequest>;

export const adminPurchaseRequest = purchaseRequest.extend({
  buyer_id: z.number().int(),
  company: z.string(),
  phone: z.string(),
});
export type AdminPurchaseRequest = z.infer<typeof adminPurchaseRequest>;

/** 意见反馈 as its buyer sees it, with the shop's answer once given. */
export const feedback = z.object({
  id: z.number().int(),
  type: z.number().int(),
  type_name: z.string(),
  content: z.string(),
  images: z.array(z.string()),
  status: z.enum(['pending', 'answered']),
  answer: z.string(),
  answered_at: instant.nullable(),
  created_at: instant,
});
export type Feedback = z.infer<typeof feedback>;

export const adminFeedback = feedback.extend({
  buyer_id: z.number().int(),
  company: z.string(),
  phone: z.string(),
});
export type AdminFeedback = z.infer<typeof adminFeedback>;
