import { Result } from 'antd';
import { Link, useParams } from 'react-router';
import { Code } from '@yaocai/domain/codes';
import type { OrderDetail } from '@yaocai/domain/contracts/order-responses';
import { RequireSignIn } from '../../../components/require-sign-in';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { useOrder } from '../api/get-order';
import { AfterSalesSection } from '../components/after-sales-section';
import { LoadError, LoadingBlock } from '../components/list-states';
import { OrderAmounts } from '../components/order-amounts';
import { OrderInfo } from '../components/order-info';
import { OrderLinesTable } from '../components/order-lines-table';
import { OrderStatusPanel } from '../components/order-status-panel';
import '../orders.css';

const orderIdOf = (value: string | undefined) => {
  const orderId = Number(value);
  return Number.isSafeInteger(orderId) && orderId > 0 ? orderId : null;
};

// Another buyer's order answers 404 as well, so nobody learns which order numbers exist.
const isNotFound = (error: unknown) =>
  isApiError(error) && (error.code === Code.notFound || error.status === Code.notFound);

function OrderNotFound() {
  return (
    <Result
      className="yc-orders-state"
      status="404"
      title="订单不存在"
      extra={
        <Link className="yc-orders-go-shopping" to={paths.orders.getHref()}>
          返回我的订单
        </Link>
      }
    />
  );
}

function OrderRemark({ order }: { order: OrderDetail }) {
  return (
    <section className="yc-orders-panel" aria-label="订单备注">
      <h2 className="yc-orders-panel-title">订单备注</h2>
      <p className="yc-orders-remark">{order.remark || '无'}</p>
    </section>
  );
}

function OrderDetailView({ orderId }: { orderId: number }) {
  const order = useOrder(orderId);
  if (order.isPending) return <LoadingBlock label="订单加载中" />;
  if (order.isError) {
    if (isNotFound(order.error)) return <OrderNotFound />;
    return <LoadError title="订单加载失败" error={order.error} onRetry={() => void order.refetch()} />;
  }
  return (
    <>
      <OrderStatusPanel order={order.data} />
      <AfterSalesSection order={order.data} />
      <OrderInfo order={order.data} />
      <OrderLinesTable lines={order.data.lines} />
      <div className="yc-orders-detail-foot">
        <OrderRemark order={order.data} />
        <OrderAmounts order={order.data} />
      </div>
    </>
  );
}

export function OrderDetailPage() {
  const orderId = orderIdOf(useParams().id);
  return (
    <div className="yc-container yc-orders">
      <h1 className="yc-orders-title">订单详情</h1>
      <RequireSignIn>
        {orderId === null ? <OrderNotFound /> : <OrderDetailView orderId={orderId} />}
      </RequireSignIn>
    </div>
  );
}
