import { useState } from 'react';
import { Card, Table, Tag, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import type { AdminOrder } from '@yaocai/domain/contracts/admin';
import { ORDER_STATUS_LABEL, type OrderStatus } from '@yaocai/domain/contracts/order';
import { LoadError } from '../../../components/load-error';
import { paths } from '../../../config/paths';
import { formatTime } from '../../../lib/dayjs';
import { useCan } from '../../../lib/operator';
import { BUYER_ORDERS_PAGE_SIZE, useBuyerOrders } from '../api/buyer-orders';

/** 订单: the buyer's orders, newest first, each opening its page (for roles that read orders). */
export function BuyerOrdersCard({ buyerId }: { buyerId: number }) {
  const mayRead = useCan('orders.read');
  if (!mayRead) return null;
  return <OrdersTable buyerId={buyerId} />;
}

function OrdersTable({ buyerId }: { buyerId: number }) {
  const [page, setPage] = useState(1);
  const orders = useBuyerOrders(buyerId, page);
  const columns: TableColumnsType<AdminOrder> = [
    {
      title: '订单编号',
      dataIndex: 'order_no',
      render: (orderNo: string, order) => <Link to={paths.orderDetail.getHref(order.id)}>{orderNo}</Link>,
    },
    { title: '下单时间', dataIndex: 'created_at', width: 190, render: formatTime },
    { title: '应付（元）', dataIndex: 'payable', width: 120, align: 'right' },
    {
      title: '状态',
      dataIndex: 'status',
      width: 100,
      render: (status: number) => <Tag>{ORDER_STATUS_LABEL[status as OrderStatus] ?? status}</Tag>,
    },
  ];
  return (
    <Card title="订单" variant="borderless">
      {orders.isError ? (
        <LoadError error={orders.error} onRetry={() => void orders.refetch()} />
      ) : (
        <Table<AdminOrder>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={orders.data?.list}
          loading={orders.isFetching}
          locale={{ emptyText: '还没有订单' }}
          pagination={{
            current: page,
            pageSize: BUYER_ORDERS_PAGE_SIZE,
            total: orders.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => `共 ${total} 单`,
            onChange: setPage,
          }}
        />
      )}
    </Card>
  );
}
