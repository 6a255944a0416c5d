import { describe, expect, it } from 'vitest';
import { dayjs } from '../../../lib/dayjs';
import { bodyOf, formFieldOf, initialValues } from '../activity-form-values';

const window: [ReturnType<typeof dayjs>, ReturnType<typeof dayjs>] = [
  dayjs('2026-12-01T02:00:00.000Z'),
  dayjs('2026-12-31T02:00:00.000Z'),
];

describe('老带新 in the editor', () => {
  it('sends each side’s reward nested, an unset coupon or points as null, and reads it back', () => {
    const body = bodyOf('referral_reward', {
      ...initialValues('referral_reward', null),
      name: '老带新有礼',
      window,
      referrer_coupon_activity_id: 12,
      referrer_points: 200,
      referred_points: 50,
      cap_per_referrer: 5,
      rules_text: '好友首单支付后发放',
    });
    const definition = {
      referrer: { coupon_activity_id: 12, points: 200 },
      referred: { coupon_activity_id: null, points: 50 },
      cap_per_referrer: 5,
      rules_text: '好友首单支付后发放',
    };
    expect(body).toMatchObject({ kind: 'referral_reward', name: '老带新有礼', definition });
    expect(
      initialValues('referral_reward', { definition: { ...definition, rewarded: 3 } } as never),
    ).toMatchObject({
      referrer_coupon_activity_id: 12,
      referrer_points: 200,
      referred_coupon_activity_id: null,
      referred_points: 50,
      cap_per_referrer: 5,
    });
  });

  it('starts with a cap of 10 and no reward, and a cleared coupon is sent as none', () => {
    const values = initialValues('referral_reward', null);
    expect(values).toMatchObject({ cap_per_referrer: 10, referrer_points: null });
    const body = bodyOf('referral_reward', {
      ...values,
      name: 'x',
      window,
      referrer_coupon_activity_id: undefined,
    });
    expect(body.definition).toMatchObject({ referrer: { coupon_activity_id: null, points: null } });
  });

  it('shows the server’s refusals under the field they name', () => {
    const values = initialValues('referral_reward', null);
    expect(formFieldOf('referral_reward', 'definition.referrer', values)).toEqual([
      'referrer_coupon_activity_id',
    ]);
    expect(formFieldOf('referral_reward', 'definition.referred.points', values)).toEqual(['referred_points']);
    expect(formFieldOf('referral_reward', 'definition.cap_per_referrer', values)).toEqual([
      'cap_per_referrer',
    ]);
    expect(formFieldOf('referral_reward', 'definition.other', values)).toBeNull();
  });
});
