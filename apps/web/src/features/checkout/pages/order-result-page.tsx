import { LoadingOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { useEffect, useState } from 'react';
import { PAY_METHOD_LABEL } from '@yaocai/domain/contracts/checkout';
import { ORDER_STATUS } from '@yaocai/domain/contracts/order';
import type { OrderDetail } from '@yaocai/domain/contracts/order-responses';
import { paths } from '../../../config/paths';
import { useOrder } from '../api/get-order';
import { CheckoutFrame, OrderIdFromPath } from '../components/checkout-frame';
import { CheckoutLoading } from '../components/checkout-loading';
import { CheckoutProblem } from '../components/checkout-problem';
import { LinkButton } from '../components/link-button';
import '../checkout.css';

/** An online payment is confirmed by the gateway's notify: ask again this often, for this long. */
const CONFIRM_POLL_MS = 2_000;
const CONFIRM_WAIT_MS = 60_000;

const viewOrder = (order: OrderDetail, primary = false) => (
  <LinkButton key="order" primary={primary} to={paths.orderDetail.getHref(order.id)}>
    查看订单
  </LinkButton>
);

function Paid({ order }: { order: OrderDetail }) {
  return (
    <Result
      className="yc-checkout-result"
      status="success"
      title="支付成功"
      subTitle={
        <>
          <div>订单编号：{order.order_no}</div>
          <div className="yc-checkout-spaced">
            <span>
              支付金额：<strong className="yc-checkout-payable">¥{order.payable}</strong>
            </span>
            {order.pay_method && <span>支付方式：{PAY_METHOD_LABEL[order.pay_method]}</span>}
          </div>
        </>
      }
      extra={[
        viewOrder(order, true),
        <LinkButton key="home" to={paths.home.getHref()}>
          继续购物
        </LinkButton>,
      ]}
    />
  );
}

function Confirming({ order, waiting }: { order: OrderDetail; waiting: boolean }) {
  if (waiting) {
    return (
      <Result
        className="yc-checkout-result"
        icon={<LoadingOutlined />}
        title="正在确认支付结果…"
        subTitle={`订单编号：${order.order_no}，请勿关闭页面`}
      />
    );
  }
  return (
    <Result
      className="yc-checkout-result"
      status="warning"
      title="暂未确认到支付结果"
      subTitle="如您已完成付款，请稍后在订单详情中查看；如未付款，请重新支付"
      extra={[
        <LinkButton key="pay" primary to={paths.checkoutPay.getHref(order.id)}>
          重新支付
        </LinkButton>,
        viewOrder(order),
      ]}
    />
  );
}

function Cancelled({ order }: { order: OrderDetail }) {
  return (
    <Result
      className="yc-checkout-result"
      status="error"
      title="订单已取消"
      subTitle={order.cancel_reason ? `取消原因：${order.cancel_reason}` : `订单编号：${order.order_no}`}
      extra={[
        viewOrder(order, true),
        <LinkButton key="cart" to={paths.cart.getHref()}>
          返回购物车
        </LinkButton>,
      ]}
    />
  );
}

function OrderResult({ orderId }: { orderId: number }) {
  const [waiting, setWaiting] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setWaiting(false), CONFIRM_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  const order = useOrder(orderId, {
    pollEvery: (seen) => (waiting && seen?.status === ORDER_STATUS.unpaid ? CONFIRM_POLL_MS : false),
  });

  if (order.isPending) return <CheckoutLoading label="支付结果加载中" />;
  if (order.isError) {
    return <CheckoutProblem title="支付结果加载失败" onRetry={() => void order.refetch()} />;
  }
  if (order.data.status === ORDER_STATUS.unpaid) return <Confirming order={order.data} waiting={waiting} />;
  if (order.data.status === ORDER_STATUS.cancelled) return <Cancelled order={order.data} />;
  return <Paid order={order.data} />;
}

export function OrderResultPage() {
  return (
    <CheckoutFrame step={4}>
      <OrderIdFromPath>{(orderId) => <OrderResult orderId={orderId} />}</OrderIdFromPath>
    </CheckoutFrame>
  );
}
