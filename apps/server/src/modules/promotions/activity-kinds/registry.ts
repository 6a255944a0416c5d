import { sql } from 'drizzle-orm';
import { activityKinds, type ActivityKind } from '@yaocai/domain/contracts/activity-kinds';
import type { ActivityKindRules } from './activity-kind.ts';
import { couponCampaignKind } from './coupon-campaign.kind.ts';
import { flashSaleKind } from './flash-sale.kind.ts';
import { pointsItemKind } from './points-item.kind.ts';

/** Every kind of 营销活动 with its rules: a new kind is a file beside these and a line here. */
const KINDS: { [K in ActivityKind]: ActivityKindRules<K> } = {
  flash_sale: flashSaleKind,
  coupon_campaign: couponCampaignKind,
  points_item: pointsItemKind,
};

/** The rules of a kind, taking the definition of whichever kind the row or body is. */
export const rulesOf = (kind: ActivityKind) => KINDS[kind] as unknown as ActivityKindRules<ActivityKind>;

/** What was taken of each activity row, whatever its kind. */
export const takenSql = sql<number>`(case "promotion_activities"."kind" ${sql.join(
  activityKinds.map((kind) => sql`when ${sql.raw(`'${kind}'`)} then ${KINDS[kind].takenSql}`),
  sql` `,
)} else 0 end)::integer`;
