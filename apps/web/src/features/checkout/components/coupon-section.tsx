import { Radio, Spin } from 'antd';
import { dayjs } from '../../../lib/dayjs';
import type { UsableCoupon } from '@yaocai/domain/contracts/checkout';
import { CheckoutSection } from './checkout-section';

const NO_COUPON = 0;

interface CouponSectionProps {
  coupons: UsableCoupon[];
  chosenId: number | null;
  /** The order is being priced again with the new choice. */
  repricing: boolean;
  onChoose: (couponId: number | null) => void;
}

/** 优惠券: one coupon per order, or none; each choice is priced by the server. */
export function CouponSection({ coupons, chosenId, repricing, onChoose }: CouponSectionProps) {
  return (
    <CheckoutSection title="优惠券" extra={repricing && <Spin size="small" aria-label="正在重新计算" />}>
      {coupons.length === 0 ? (
        <p className="yc-checkout-muted">暂无可用优惠券</p>
      ) : (
        <Radio.Group
          name="coupon"
          className="yc-checkout-choices"
          value={chosenId ?? NO_COUPON}
          onChange={(event) => {
            const value = event.target.value as number;
            onChoose(value === NO_COUPON ? null : value);
          }}
        >
          {coupons.map((coupon) => (
            <Radio key={coupon.id} value={coupon.id}>
              <span className="yc-checkout-coupon-name">{coupon.name}</span>
              <span className="yc-checkout-coupon-rule">{coupon.rule}</span>
              <span className="yc-checkout-coupon-saving">省¥{coupon.saving}</span>
              <span className="yc-checkout-muted">{dayjs(coupon.ends_at).format('YYYY-MM-DD')}到期</span>
            </Radio>
          ))}
          <Radio value={NO_COUPON}>不使用优惠券</Radio>
        </Radio.Group>
      )}
    </CheckoutSection>
  );
}
