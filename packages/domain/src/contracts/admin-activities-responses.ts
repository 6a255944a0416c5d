import { z } from 'zod';
import { activityKinds, activityStates } from './activity-kinds.ts';
import { instant, pagedOf } from './wire.ts';

/**
 * What may change of an activity: all (a draft, or published and nothing of it taken yet), extend
 * (something taken: only a later end, more units, a higher per-buyer limit), none (ended).
 */
export const activityEditable = z.enum(['all', 'extend', 'none']);
export type ActivityEditable = z.infer<typeof activityEditable>;

export const adminActivity = z
  .object({
    id: z.number().int(),
    kind: z.enum(activityKinds),
    kind_label: z.string(),
    name: z.string(),
    starts_at: instant,
    ends_at: instant,
    state: z.enum(activityStates),
    state_label: z.string(),
    published_at: instant.nullable(),
    stopped_at: instant.nullable(),
    stop_reason: z.string().nullable(),
    /** Units sold (秒杀) or coupons claimed, and how many there are in all. */
    taken: z.number().int(),
    total: z.number().int(),
    editable: activityEditable,
    updated_at: instant,
    updated_by: z.string().nullable(),
  })
  .meta({ id: 'AdminActivity' });
export type AdminActivity = z.infer<typeof adminActivity>;

const flashLine = z.object({
  goods_id: z.number().int(),
  price_fen: z.number().int(),
  units: z.number().int(),
  limit_per_buyer: z.number().int(),
  /** Sold so far (0 before publishing). */
  sold: z.number().int(),
});

const couponCampaign = z.object({
  coupon_kind: z.enum(['amount', 'discount']),
  value: z.number().int(),
  threshold_fen: z.number().int(),
  cap_fen: z.number().int().nullable(),
  goods_ids: z.array(z.number().int()).nullable(),
  total_units: z.number().int(),
  per_buyer_limit: z.number().int(),
  claimable: z.boolean(),
});

/** The goods an activity names, as the editor shows them. */
const activityGoods = z.object({
  id: z.number().int(),
  name: z.string(),
  spec: z.string(),
  manufacturer: z.string(),
  price_fen: z.number().int(),
  on_sale: z.boolean(),
});

export const adminActivityDetail = adminActivity
  .extend({
    definition: z.union([z.object({ lines: z.array(flashLine) }), couponCampaign]),
    goods: z.array(activityGoods),
  })
  .meta({ id: 'AdminActivityDetail' });
export type AdminActivityDetail = z.infer<typeof adminActivityDetail>;

export const adminActivityList = pagedOf(adminActivity);
export type AdminActivityList = z.infer<typeof adminActivityList>;
