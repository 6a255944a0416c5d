import { Button, Descriptions } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PAY_METHOD, type PayMethod } from '@yaocai/domain/contracts/checkout';
import { ORDER_STATUS } from '@yaocai/domain/contracts/order';
import type { OrderDetail } from '@yaocai/domain/contracts/order-responses';
import { paths } from '../../../config/paths';
import { useBalance } from '../api/get-balance';
import { useCredit } from '../api/get-credit';
import { useOrder } from '../api/get-order';
import { usePayOrder } from '../api/pay-order';
import { parsePayMethod, payPageHref } from '../checkout-params';
import { CheckoutFrame, OrderIdFromPath } from '../components/checkout-frame';
import { CheckoutLoading } from '../components/checkout-loading';
import { CheckoutProblem } from '../components/checkout-problem';
import { CheckoutSection } from '../components/checkout-section';
import { LinkButton } from '../components/link-button';
import { PayDeadline } from '../components/pay-deadline';
import { PayMethodCards } from '../components/pay-method-cards';
import { useSecondsLeft } from '../hooks/use-seconds-left';
import { fenToYuan, yuanToFen } from '@yaocai/domain/money';
import { modal } from '../../../lib/feedback';
import { chosenMethod, payMethodOptions, seenOf } from '../pay-methods';
import '../checkout.css';

function PayForm({ order }: { order: OrderDetail }) {
  const navigate = useNavigate();
  const secondsLeft = useSecondsLeft(order.pay_deadline);
  const balance = useBalance();
  const credit = useCredit();
  const [searchParams] = useSearchParams();
  // The buyer's choice lives in the URL, as the confirmation step hands it over: a reload, a way
  // back from the gateway or a remount of this form shows the method last chosen, never an older one.
  const chosen = parsePayMethod(searchParams.get('method'));
  // Route updates are otherwise transitions: flushSync shows the pick at once, before anything else is clicked.
  const choose = (next: PayMethod) =>
    void navigate(payPageHref(order.id, next), { replace: true, preventScrollReset: true, flushSync: true });
  const pay = usePayOrder({
    onPaid: ({ pay_url }, { method }) => {
      if (method === PAY_METHOD.online && pay_url) return window.location.assign(pay_url);
      void navigate(paths.checkoutResult.getHref(order.id), { replace: true });
    },
  });
  const options = payMethodOptions(order, {
    balance: seenOf(balance, (state) => state.balance),
    credit: seenOf(credit, (state) => state),
  });
  // Until both are known a default could flip under the buyer's finger (from online to balance).
  const settling = balance.isPending || credit.isPending;
  const method = chosenMethod(options, chosen);
  const expired = secondsLeft === 0;
  // The method chosen on the confirmation step is not asked again, only shown, with a way to change it.
  const [changing, setChanging] = useState(false);
  const asked = changing || chosen === null || method !== chosen;
  const option = options.find((entry) => entry.method === method);

  const submit = () => {
    if (!method || !option) return;
    // A refusal is shown by the API client; the dialog then just closes.
    const paying = () => pay.mutateAsync({ orderId: order.id, method }).catch(() => undefined);
    // Balance and credit move money at once, so the buyer confirms the amount and what is left.
    if (method === PAY_METHOD.online || option.available === null) return void paying();
    const left = fenToYuan((yuanToFen(option.available) ?? 0) - (yuanToFen(order.payable) ?? 0));
    const balancePaid = method === PAY_METHOD.balance;
    modal.confirm({
      title: `确认支付 ¥${order.payable}`,
      content: balancePaid
        ? `将从账户余额扣除，支付后余额为 ¥${left}。`
        : `将使用授信额度，支付后可用额度为 ¥${left}。`,
      okText: '确认支付',
      cancelText: '取消',
      onOk: paying,
    });
  };

  return (
    <>
      <CheckoutSection title="订单信息">
        <Descriptions
          column={1}
          items={[
            { key: 'no', label: '订单编号', children: order.order_no },
            {
              key: 'payable',
              label: '应付金额',
              children: <strong className="yc-checkout-payable">¥{order.payable}</strong>,
            },
          ]}
        />
        <PayDeadline secondsLeft={secondsLeft} />
      </CheckoutSection>
      <CheckoutSection title="支付方式">
        {settling ? (
          <CheckoutLoading label="正在查询余额和授信额度" />
        ) : asked ? (
          <PayMethodCards options={options} value={method} onChange={choose} />
        ) : (
          <p className="yc-checkout-pay-chosen">
            <strong>{option?.label}</strong>
            {option?.available !== null && option?.available !== undefined && (
              <span className="yc-checkout-muted">
                {method === PAY_METHOD.balance ? '账户余额' : '可用额度'}¥{option.available}
              </span>
            )}
            <Button type="link" onClick={() => setChanging(true)}>
              更换支付方式
            </Button>
          </p>
        )}
        <div className="yc-checkout-pay-actions">
          <Button
            type="primary"
            size="large"
            danger
            disabled={settling || method === null || expired}
            loading={pay.isPending || pay.isSuccess}
            onClick={submit}
          >
            立即支付
          </Button>
        </div>
      </CheckoutSection>
    </>
  );
}

/** An order that is no longer waiting for payment: its state, and the way to its details. */
function NotPayable({ order }: { order: OrderDetail }) {
  return (
    <CheckoutProblem
      title={`该订单${order.status_label}，无需支付`}
      subTitle={`订单编号：${order.order_no}`}
      extra={
        <LinkButton primary to={paths.orderDetail.getHref(order.id)}>
          查看订单详情
        </LinkButton>
      }
    />
  );
}

function PayOrder({ orderId }: { orderId: number }) {
  const order = useOrder(orderId);
  if (order.isPending) return <CheckoutLoading label="订单加载中" />;
  if (order.isError) {
    return <CheckoutProblem title="订单加载失败" onRetry={() => void order.refetch()} />;
  }
  if (order.data.status !== ORDER_STATUS.unpaid) return <NotPayable order={order.data} />;
  return <PayForm order={order.data} />;
}

export function PayOrderPage() {
  return (
    <CheckoutFrame step={3}>
      <OrderIdFromPath>{(orderId) => <PayOrder orderId={orderId} />}</OrderIdFromPath>
    </CheckoutFrame>
  );
}
