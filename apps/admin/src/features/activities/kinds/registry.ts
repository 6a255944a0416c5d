import type { ActivityKind } from '@yaocai/domain/contracts/activity-kinds';
import { CouponCampaignFields } from './coupon-campaign-fields';
import { couponCampaignValues } from './coupon-campaign-values';
import { FlashSaleFields } from './flash-sale-fields';
import { flashSaleValues } from './flash-sale-values';
import type { KindForm } from './kind-form';
import { PointsItemFields } from './points-item-fields';
import { pointsItemValues } from './points-item-values';

/** Each kind's part of the activity editor: a new kind is its fields, its values and a line here. */
const KIND_FORMS: { [K in ActivityKind]: KindForm<K> } = {
  flash_sale: { Fields: FlashSaleFields, ...flashSaleValues },
  coupon_campaign: { Fields: CouponCampaignFields, ...couponCampaignValues },
  points_item: { Fields: PointsItemFields, ...pointsItemValues },
};

export const kindFormOf = (kind: ActivityKind) => KIND_FORMS[kind] as unknown as KindForm<ActivityKind>;
