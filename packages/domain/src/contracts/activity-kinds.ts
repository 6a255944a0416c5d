/**
 * The kinds and states of 营销活动, shared by the console's requests and answers: each kind's name, what
 * its count of takes is called (units sold, coupons claimed; null when it has none) and its tag colour in lists.
 */
export const ACTIVITY_KIND_META = {
  flash_sale: { label: '秒杀', taken: '已售', color: 'red' },
  coupon_campaign: { label: '优惠券', taken: '已领', color: 'orange' },
  full_reduction: { label: '满减满折', taken: null, color: 'gold' },
  combination: { label: '套餐', taken: '已售', color: 'purple' },
  special_price: { label: '特价', taken: '已售', color: 'gold' },
  prize_draw: { label: '抽奖', taken: '已中', color: 'purple' },
  holiday_page: { label: '专题页', taken: '内容区块', color: 'purple' },
  ranking_contest: { label: '排位赛', taken: '上榜名次', color: 'gold' },
  signup: { label: '活动报名', taken: '已报名', color: 'cyan' },
  points_item: { label: '积分商城', taken: '已兑', color: 'gold' },
  new_buyer: { label: '新人专区', taken: null, color: 'green' },
  referral_reward: { label: '老带新', taken: '已奖励', color: 'green' },
  brand_zone: { label: '品牌专区', taken: null, color: 'blue' },
  gift: { label: '满赠', taken: null, color: 'magenta' },
  trade_up: { label: '换购', taken: null, color: 'blue' },
} as const;
export type ActivityKind = keyof typeof ACTIVITY_KIND_META;
export const activityKinds = Object.keys(ACTIVITY_KIND_META) as [ActivityKind, ...ActivityKind[]];
export const ACTIVITY_KIND_LABEL = Object.fromEntries(
  activityKinds.map((kind) => [kind, ACTIVITY_KIND_META[kind].label]),
) as { [K in ActivityKind]: (typeof ACTIVITY_KIND_META)[K]['label'] };

/** Derived from the window and now, never stored: 草稿, 未开始, 进行中, 已结束 (past its end, or stopped). */
export const ACTIVITY_STATE_LABEL = {
  draft: '草稿',
  scheduled: '未开始',
  running: '进行中',
  ended: '已结束',
} as const;
export type ActivityState = keyof typeof ACTIVITY_STATE_LABEL;
export const activityStates = Object.keys(ACTIVITY_STATE_LABEL) as [ActivityState, ...ActivityState[]];
