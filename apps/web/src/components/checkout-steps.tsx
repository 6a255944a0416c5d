import { Steps } from 'antd';
import './checkout-steps.css';

const STEPS = ['我的购物车', '确认订单', '付款', '完成'].map((title) => ({ title }));

/** The checkout step bar; `step` is the route meta's step, 1 to 4. */
export function CheckoutSteps({ step }: { step: number }) {
  return <Steps className="yc-checkout-steps" current={step - 1} items={STEPS} size="small" />;
}
