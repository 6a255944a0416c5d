import { Steps } from 'antd';
import { usePhoneLayout } from '../lib/phone-layout';
import './checkout-steps.css';

const STEPS = ['我的购物车', '确认订单', '付款', '完成'].map((title) => ({ title }));

/** The checkout step bar; `step` is the route meta's step, 1 to 4. On a phone the titles go under the numbers. */
export function CheckoutSteps({ step }: { step: number }) {
  const phone = usePhoneLayout() === true;
  return (
    <Steps
      className="yc-checkout-steps"
      current={step - 1}
      items={STEPS}
      size="small"
      responsive={false}
      titlePlacement={phone ? 'vertical' : 'horizontal'}
    />
  );
}
