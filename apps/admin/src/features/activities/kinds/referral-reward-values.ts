import type { KindForm } from './kind-form';

const idOrNull = (value: unknown) => (typeof value === 'number' && value > 0 ? value : null);
const pointsOrNull = (value: unknown) => (typeof value === 'number' ? value : null);

/**
 * 老带新 as the form holds it: each side's reward flat (a coupon campaign chosen by its activity id,
 * points typed), the cap and the rules; the count of rewards given is only shown.
 */
export const referralRewardValues: Omit<KindForm<'referral_reward'>, 'Fields'> = {
  initialValues: (definition) => ({
    referrer_coupon_activity_id: definition?.referrer.coupon_activity_id ?? null,
    referrer_points: definition?.referrer.points ?? null,
    referred_coupon_activity_id: definition?.referred.coupon_activity_id ?? null,
    referred_points: definition?.referred.points ?? null,
    cap_per_referrer: definition?.cap_per_referrer ?? 10,
    rules_text: definition?.rules_text ?? '',
  }),
  definitionOf: (values) => ({
    referrer: {
      coupon_activity_id: idOrNull(values.referrer_coupon_activity_id),
      points: pointsOrNull(values.referrer_points),
    },
    referred: {
      coupon_activity_id: idOrNull(values.referred_coupon_activity_id),
      points: pointsOrNull(values.referred_points),
    },
    cap_per_referrer: typeof values.cap_per_referrer === 'number' ? values.cap_per_referrer : 0,
    rules_text: String(values.rules_text ?? ''),
  }),
  fieldOf: (field) => {
    const [side, name] = field.split('.');
    if (side === 'cap_per_referrer' || side === 'rules_text') return [side];
    if (side !== 'referrer' && side !== 'referred') return null;
    // The refusal of a side as a whole (no reward set) shows under its coupon.
    return [`${side}_${name === 'points' ? 'points' : 'coupon_activity_id'}`];
  },
};
