import { useState } from 'react';
import { Button, Descriptions, Divider, Skeleton, Space } from 'antd';
import { ArrowLeftOutlined, CarOutlined, CloseCircleOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router';
import type { AdminOrderDetail } from '@yaocai/domain/contracts/admin';
import { PAY_METHOD_LABEL } from '@yaocai/domain/contracts/checkout';
import { InternalNotesCard } from '../../../components/internal-notes-card';
import { Page } from '../../../components/page';
import { LoadError } from '../../../components/load-error';
import { paths } from '../../../config/paths';
import { formatTime } from '../../../lib/dayjs';
import { useCan } from '../../../lib/operator';
import { useOrder } from '../api/get-order';
import { CancelOrderModal } from '../components/cancel-order-modal';
import { OrderAfterSales } from '../components/order-after-sales';
import { OrderLinesTable } from '../components/order-lines-table';
import { OrderStatusTag } from '../components/order-status-tag';
import { OrderTimeline } from '../components/order-timeline';
import { ShipmentsList } from '../components/shipments-list';
import { ShipOrderModal } from '../components/ship-order-modal';
import { canCancel, canCancelUnshipped } from '../cancelling';
import { OrderCancellations } from '../components/order-cancellations';
import { canShip } from '../shipping';

function OrderSummary({ order }: { order: AdminOrderDetail }) {
  return (
    <Descriptions
      bordered
      size="small"
      column={3}
      items={[
        { key: 'no', label: '订单号', children: order.order_no },
        {
          key: 'status',
          label: '状态',
          children: <OrderStatusTag status={order.status} partShipped={order.part_shipped} />,
        },
        { key: 'created', label: '下单时间', children: formatTime(order.created_at) },
        { key: 'company', label: '客户', children: order.company },
        { key: 'phone', label: '手机', children: order.phone },
        { key: 'paid', label: '付款时间', children: formatTime(order.paid_at) },
        {
          key: 'method',
          label: '支付方式',
          children: order.pay_method ? PAY_METHOD_LABEL[order.pay_method] : '—',
        },
        { key: 'payable', label: '应付金额', children: `¥${order.payable}` },
        { key: 'shipped', label: '发货时间', children: formatTime(order.shipped_at) },
        {
          key: 'amounts',
          label: '金额明细',
          span: 3,
          children: `商品 ¥${order.goods_amount}，优惠 -¥${order.discount}，运费 ¥${order.freight}`,
        },
        {
          key: 'address',
          label: '收货信息',
          span: 3,
          children: `${order.address.name}  ${order.address.phone}  ${order.address.full}`,
        },
        { key: 'invoice', label: '发票抬头', children: order.invoice_title ?? '不开发票' },
        { key: 'remark', label: '备注', span: 2, children: order.remark || '—' },
      ]}
    />
  );
}

export function OrderDetailPage() {
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const order = useOrder(id);
  const mayShip = useCan('orders.ship');
  const mayCancel = useCan('orders.refund');
  const [shipping, setShipping] = useState(false);
  const [cancelling, setCancelling] = useState<'order' | 'unshipped' | null>(null);
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(paths.orders.getHref())}>
      返回列表
    </Button>
  );
  if (order.isError) {
    return (
      <Page title="订单详情" extra={back}>
        <LoadError error={order.error} onRetry={() => void order.refetch()} />
      </Page>
    );
  }
  if (!order.data) {
    return (
      <Page title="订单详情" extra={back}>
        <Skeleton active />
      </Page>
    );
  }
  const data = order.data;
  const shippable = mayShip && canShip(data);
  const cancellable = mayCancel && canCancel(data);
  const unshippedCancellable = mayCancel && canCancelUnshipped(data);
  return (
    <Page
      title="订单详情"
      extra={
        <Space>
          {back}
          {cancellable && (
            <Button danger icon={<CloseCircleOutlined />} onClick={() => setCancelling('order')}>
              取消订单
            </Button>
          )}
          {unshippedCancellable && (
            <Button danger icon={<CloseCircleOutlined />} onClick={() => setCancelling('unshipped')}>
              取消未发部分
            </Button>
          )}
          {shippable && (
            <Button type="primary" icon={<CarOutlined />} onClick={() => setShipping(true)}>
              发货
            </Button>
          )}
        </Space>
      }
    >
      <OrderSummary order={data} />
      <Divider titlePlacement="start">商品明细</Divider>
      <OrderLinesTable lines={data.lines} />
      <Divider titlePlacement="start">发货记录</Divider>
      <ShipmentsList order={data} />
      <OrderCancellations order={data} />
      <OrderAfterSales orderId={data.id} />
      <Divider titlePlacement="start">时间线</Divider>
      <OrderTimeline orderId={data.id} />
      <InternalNotesCard target="order" id={data.id} />
      {shippable && <ShipOrderModal order={data} open={shipping} onClose={() => setShipping(false)} />}
      {(cancellable || unshippedCancellable) && (
        <CancelOrderModal
          order={data}
          open={cancelling !== null}
          unshipped={cancelling === 'unshipped'}
          onClose={() => setCancelling(null)}
        />
      )}
    </Page>
  );
}
