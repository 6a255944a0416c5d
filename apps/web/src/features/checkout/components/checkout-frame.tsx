import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { CheckoutSteps } from '../../../components/checkout-steps';
import { RequireSignIn } from '../../../components/require-sign-in';
import { paths } from '../../../config/paths';
import { parseOrderId } from '../checkout-params';
import { CheckoutProblem } from './checkout-problem';
import { LinkButton } from './link-button';

/** A checkout page: its step of four, if it is one, and its content for a signed-in buyer only. */
export function CheckoutFrame({ step, children }: { step?: 2 | 3 | 4; children: ReactNode }) {
  return (
    <div className="yc-container yc-checkout">
      {step && <CheckoutSteps step={step} />}
      <RequireSignIn>{children}</RequireSignIn>
    </div>
  );
}

/** The order named by the path's `:id`, or the way to the buyer's orders when the id is not one. */
export function OrderIdFromPath({ children }: { children: (orderId: number) => ReactNode }) {
  const orderId = parseOrderId(useParams().id);
  if (orderId === null) {
    return (
      <CheckoutProblem
        title="订单不存在"
        extra={<LinkButton to={paths.orders.getHref()}>查看我的订单</LinkButton>}
      />
    );
  }
  return children(orderId);
}
