import { Link } from 'react-router';
import type { OrderSummary } from '@yaocai/domain/contracts/order-responses';
import { AskServiceButton } from '../../../components/ask-service-button';
import { paths } from '../../../config/paths';
import { formatTime } from '../order-display';
import { CancelOrderButton } from './cancel-order-button';
import { RebuyButton } from './rebuy-button';
import { ReceiveOrderButton } from './receive-order-button';

function PayLink({ order }: { order: OrderSummary }) {
  return (
    <span className="yc-orders-pay">
      <Link className="yc-orders-pay-link" to={paths.checkoutPay.getHref(order.id)}>
        去支付
      </Link>
      {order.pay_deadline && (
        <span className="yc-orders-deadline">请于{formatTime(order.pay_deadline)}前支付</span>
      )}
    </span>
  );
}

/** 去支付, 取消订单, 确认收货, 再次购买 and 咨询客服 as the order allows; the list adds 查看详情. */
export function OrderActions({
  order,
  withDetailLink = false,
}: {
  order: OrderSummary;
  withDetailLink?: boolean;
}) {
  return (
    <div className="yc-orders-actions">
      {order.can_pay && <PayLink order={order} />}
      {order.can_cancel && <CancelOrderButton order={order} />}
      {order.can_receive && <ReceiveOrderButton order={order} />}
      <RebuyButton orderId={order.id} />
      <AskServiceButton
        size="small"
        type="link"
        aria-label={`就订单 ${order.order_no} 咨询客服`}
        offer={{
          type: 'order',
          order_id: order.id,
          order_no: order.order_no,
          detail: `${order.status_label} · 共 ${order.line_count} 种 · ¥${order.payable}`,
          image: order.preview[0]?.image ?? null,
        }}
      />
      {withDetailLink && (
        <Link className="yc-orders-detail-link" to={paths.orderDetail.getHref(order.id)}>
          查看详情
        </Link>
      )}
    </div>
  );
}
