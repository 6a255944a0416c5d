import { Button, Popconfirm } from 'antd';
import type { OrderSummary } from '@yaocai/domain/contracts/order-responses';
import { useReceiveOrder } from '../api/receive-order';

/** 确认收货, after asking: the order then counts as 已完成. */
export function ReceiveOrderButton({ order }: { order: OrderSummary }) {
  const receive = useReceiveOrder();
  return (
    <Popconfirm
      title="确认已收到货物吗?"
      description={`订单号：${order.order_no}`}
      okText="确认收货"
      cancelText="还没收到"
      onConfirm={() => receive.mutateAsync(order.id).catch(() => undefined)}
    >
      <Button type="primary" loading={receive.isPending}>
        确认收货
      </Button>
    </Popconfirm>
  );
}
