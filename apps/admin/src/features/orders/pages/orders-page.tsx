import { Button, Input, Space, Table, Tabs, type TableColumnsType } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import type { AdminOrder } from '@yaocai/domain/contracts/admin';
import type { OrdersExportBody } from '@yaocai/domain/contracts/admin-jobs';
import { PAY_METHOD_LABEL } from '@yaocai/domain/contracts/checkout';
import { ORDER_STATUS_LABEL, ORDER_TABS } from '@yaocai/domain/contracts/order';
import { Page } from '../../../components/page';
import { LoadError } from '../../../components/load-error';
import { apiPaths, paths } from '../../../config/paths';
import { formatTime } from '../../../lib/dayjs';
import { useListParams } from '../../../lib/list-params';
import { useStartExport } from '../../../lib/start-export';
import { useOrders } from '../api/get-orders';
import { OrderStatusTag } from '../components/order-status-tag';

type Tab = (typeof ORDER_TABS)[number];

const columns: TableColumnsType<AdminOrder> = [
  { title: '订单号', dataIndex: 'order_no', width: 170 },
  { title: '客户', dataIndex: 'company', ellipsis: true },
  { title: '手机', dataIndex: 'phone', width: 125 },
  { title: '金额（元）', dataIndex: 'payable', align: 'right', width: 100 },
  {
    title: '支付方式',
    dataIndex: 'pay_method',
    width: 80,
    render: (method: AdminOrder['pay_method']) => (method ? PAY_METHOD_LABEL[method] : '—'),
  },
  { title: '下单时间', dataIndex: 'created_at', width: 170, render: formatTime },
  {
    title: '状态',
    dataIndex: 'status',
    width: 80,
    render: (status: number, order) => <OrderStatusTag status={status} partShipped={order.part_shipped} />,
  },
  {
    title: '操作',
    key: 'actions',
    width: 60,
    render: (_value, order) => (
      <Link to={paths.orderDetail.getHref(order.id)} onClick={(event) => event.stopPropagation()}>
        查看
      </Link>
    ),
  },
];

export function OrdersPage() {
  const navigate = useNavigate();
  const { values, page, update } = useListParams(['state', 'keywords']);
  const state = (ORDER_TABS as readonly number[]).includes(Number(values.state))
    ? (Number(values.state) as Tab)
    : 0;
  const orders = useOrders({ state, keywords: values.keywords || undefined, page });
  const exportOrders = useStartExport<OrdersExportBody>(apiPaths.orders.export);
  const counts = orders.data?.counts ?? {};
  const tabs = ORDER_TABS.map((tab) => ({
    key: String(tab),
    label: `${tab === 0 ? '全部' : ORDER_STATUS_LABEL[tab]}${orders.data ? ` (${counts[String(tab)] ?? 0})` : ''}`,
  }));
  return (
    <Page
      title="订单管理"
      extra={
        <Space>
          <Input.Search
            key={values.keywords}
            defaultValue={values.keywords}
            placeholder="订单号 / 客户 / 手机 / 商品名称"
            allowClear
            enterButton="搜索"
            style={{ width: 360 }}
            onSearch={(keywords) => update({ keywords: keywords.trim() })}
          />
          <Button
            icon={<DownloadOutlined />}
            loading={exportOrders.isPending}
            title="按当前状态和搜索导出订单明细"
            onClick={() => exportOrders.mutate({ state, keywords: values.keywords })}
          >
            导出
          </Button>
        </Space>
      }
    >
      <Tabs
        activeKey={String(state)}
        items={tabs}
        onChange={(key) => update({ state: key === '0' ? '' : key })}
      />
      {orders.isError ? (
        <LoadError error={orders.error} onRetry={() => void orders.refetch()} />
      ) : (
        <Table<AdminOrder>
          rowKey="id"
          // Fixed widths, the customer taking what is left (cut short, whole on hover).
          tableLayout="fixed"
          size="middle"
          columns={columns}
          dataSource={orders.data?.list}
          loading={orders.isFetching}
          locale={{ emptyText: '暂无订单' }}
          onRow={(order) => ({
            onClick: () => void navigate(paths.orderDetail.getHref(order.id)),
            style: { cursor: 'pointer' },
          })}
          pagination={{
            current: page,
            pageSize: orders.data?.page_size ?? 20,
            total: orders.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => `共 ${total} 条`,
            onChange: (next) => update({ page: next }),
          }}
        />
      )}
    </Page>
  );
}
