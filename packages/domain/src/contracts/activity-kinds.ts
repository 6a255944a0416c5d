/** The kinds and states of 营销活动, shared by the console's requests and answers. */
export const ACTIVITY_KIND_LABEL = {
  flash_sale: '秒杀',
  coupon_campaign: '优惠券',
} as const;
export type ActivityKind = keyof typeof ACTIVITY_KIND_LABEL;
export const activityKinds = Object.keys(ACTIVITY_KIND_LABEL) as [ActivityKind, ...ActivityKind[]];

/** Derived from the window and now, never stored: 草稿, 未开始, 进行中, 已结束 (past its end, or stopped). */
export const ACTIVITY_STATE_LABEL = {
  draft: '草稿',
  scheduled: '未开始',
  running: '进行中',
  ended: '已结束',
} as const;
export type ActivityState = keyof typeof ACTIVITY_STATE_LABEL;
export const activityStates = Object.keys(ACTIVITY_STATE_LABEL) as [ActivityState, ...ActivityState[]];
