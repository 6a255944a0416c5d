import type { ActivityFormValues, KindForm } from './kind-form';
import { fen, yuan } from './kind-form';

/** A campaign as the form holds it: money in yuan, a discount in 折 (9.5). */
export type CouponCampaignValues = {
  coupon_kind: 'amount' | 'discount';
  face?: number;
  rate?: number;
  threshold?: number;
  cap?: number | null;
  goods_ids: number[];
  total_units?: number;
  per_buyer_limit?: number;
  claimable: boolean;
};

const FIELDS: Record<string, (discount: boolean) => string> = {
  value: (discount) => (discount ? 'rate' : 'face'),
  threshold_fen: () => 'threshold',
  cap_fen: () => 'cap',
  total_units: () => 'total_units',
  per_buyer_limit: () => 'per_buyer_limit',
  goods_ids: () => 'goods_ids',
};

const campaignOf = (values: ActivityFormValues) => values as unknown as CouponCampaignValues;

export const couponCampaignValues: Omit<KindForm<'coupon_campaign'>, 'Fields'> = {
  initialValues(definition): Record<string, unknown> & CouponCampaignValues {
    if (!definition) return { coupon_kind: 'amount', goods_ids: [], per_buyer_limit: 1, claimable: true };
    const amount = definition.coupon_kind === 'amount';
    return {
      coupon_kind: definition.coupon_kind,
      face: amount ? yuan(definition.value) : undefined,
      rate: amount ? undefined : definition.value / 10,
      threshold: yuan(definition.threshold_fen),
      cap: definition.cap_fen === null ? null : yuan(definition.cap_fen),
      goods_ids: definition.goods_ids ?? [],
      total_units: definition.total_units,
      per_buyer_limit: definition.per_buyer_limit,
      claimable: definition.claimable,
    };
  },
  definitionOf(values) {
    const campaign = campaignOf(values);
    const discount = campaign.coupon_kind === 'discount';
    return {
      coupon_kind: campaign.coupon_kind,
      value: discount ? Math.round((campaign.rate ?? 0) * 10) : fen(campaign.face),
      threshold_fen: fen(campaign.threshold),
      cap_fen: discount && campaign.cap !== null && campaign.cap !== undefined ? fen(campaign.cap) : null,
      goods_ids: campaign.goods_ids.length > 0 ? campaign.goods_ids : null,
      total_units: campaign.total_units ?? 0,
      per_buyer_limit: campaign.per_buyer_limit ?? 0,
      claimable: campaign.claimable,
    };
  },
  fieldOf(field, values) {
    const name = FIELDS[field.split('.')[0]!];
    return name ? [name(campaignOf(values).coupon_kind === 'discount')] : null;
  },
};
