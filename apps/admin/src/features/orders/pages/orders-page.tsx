import { Button, Input, Space, Table, Tabs, type TableColumnsType } from 'antd';
import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { ORDER_PICK_MAX, type AdminOrder, type OrderSort } from '@yaocai/domain/contracts/admin';
import type { OrdersExportInput } from '@yaocai/domain/contracts/admin-jobs';
import { PAY_METHOD_LABEL } from '@yaocai/domain/contracts/checkout';
import { ORDER_STATUS_LABEL, ORDER_TABS } from '@yaocai/domain/contracts/order';
import { Page } from '../../../components/page';
import { LoadError } from '../../../components/load-error';
import { ListToolbar } from '../../../components/list-toolbar';
import { SelectionBar } from '../../../components/selection-bar';
import { apiPaths, paths } from '../../../config/paths';
import { formatTime } from '../../../lib/dayjs';
import { message } from '../../../lib/feedback';
import { useStartExport } from '../../../lib/start-export';
import { serverSorted, useRowSelection, useTableState } from '../../../lib/table-state';
import { useOrders } from '../api/get-orders';
import { OrderFilters } from '../components/order-filters';
import { OrderStatusTag } from '../components/order-status-tag';
import { ORDER_FILTER_KEYS, orderFilterOf, orderTabOf } from '../order-list-filter';
import { ORDERS_PRINT_MAX } from '../picking-list';

const NEWEST_FIRST = { field: 'created_at', order: 'desc' } as const;

/** The columns an operator may hide; the order number and its link always show. */
const HIDEABLE = [
  { key: 'company', title: '客户' },
  { key: 'phone', title: '手机' },
  { key: 'payable', title: '金额' },
  { key: 'pay_method', title: '支付方式' },
  { key: 'created_at', title: '下单时间' },
  { key: 'status', title: '状态' },
  { key: 'owed_pieces', title: '待发件数' },
];

const columnsOf = (
  sortOrderOf: (field: string) => 'ascend' | 'descend' | null,
): TableColumnsType<AdminOrder> => [
  { title: '订单号', dataIndex: 'order_no', width: 170 },
  { title: '客户', key: 'company', dataIndex: 'company', ellipsis: true },
  { title: '手机', key: 'phone', dataIndex: 'phone', width: 125 },
  {
    title: '金额（元）',
    align: 'right',
    width: 120,
    ...serverSorted<AdminOrder>('payable' satisfies OrderSort, sortOrderOf),
  },
  {
    title: '支付方式',
    key: 'pay_method',
    dataIndex: 'pay_method',
    width: 90,
    render: (method: AdminOrder['pay_method']) => (method ? PAY_METHOD_LABEL[method] : '—'),
  },
  {
    title: '下单时间',
    width: 180,
    render: formatTime,
    ...serverSorted<AdminOrder>('created_at' satisfies OrderSort, sortOrderOf),
  },
  {
    title: '状态',
    key: 'status',
    dataIndex: 'status',
    width: 80,
    render: (status: number, order) => <OrderStatusTag status={status} partShipped={order.part_shipped} />,
  },
  {
    // Of a part-shipped order: the pieces still to ship (ordered − shipped − cancelled).
    title: '待发件数',
    key: 'owed_pieces',
    dataIndex: 'owed_pieces',
    width: 90,
    align: 'right',
    render: (owed: AdminOrder['owed_pieces']) => owed ?? '—',
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
  const table = useTableState(ORDER_FILTER_KEYS, NEWEST_FIRST);
  const { values, update } = table;
  const state = orderTabOf(values);
  const filter = orderFilterOf(values);
  const orders = useOrders({
    ...filter,
    page: table.page,
    page_size: table.pageSize,
    ...(table.sort ? { sort: table.sort.field as 'created_at' | 'payable', order: table.sort.order } : {}),
  });
  const picked = useRowSelection<AdminOrder>((order) => `订单${order.order_no}`);
  const exportOrders = useStartExport<OrdersExportInput>(apiPaths.orders.export);
  const counts = orders.data?.counts ?? {};
  const tabs = ORDER_TABS.map((tab) => ({
    key: String(tab),
    label: `${tab === 0 ? '全部' : ORDER_STATUS_LABEL[tab]}${orders.data ? ` (${counts[String(tab)] ?? 0})` : ''}`,
  }));
  const exportPicked = () => {
    if (picked.count > ORDER_PICK_MAX) message.error(`一次最多导出${ORDER_PICK_MAX}个选中的订单`);
    else exportOrders.mutate({ state: 0, ids: picked.ids });
  };
  const printPicked = () => {
    if (picked.count > ORDERS_PRINT_MAX) message.error(`一次最多打印${ORDERS_PRINT_MAX}个订单的发货单`);
    else void navigate(paths.ordersPrint.getHref(picked.ids));
  };
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
            loading={exportOrders.isPending && picked.count === 0}
            title="按当前状态、搜索和筛选导出订单明细"
            onClick={() => exportOrders.mutate(filter)}
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
      <ListToolbar list="orders" table={table} columns={HIDEABLE}>
        <OrderFilters values={values} onChange={update} />
      </ListToolbar>
      <SelectionBar count={picked.count} onClear={picked.clear}>
        <Button
          size="small"
          icon={<DownloadOutlined />}
          loading={exportOrders.isPending}
          onClick={exportPicked}
        >
          导出选中
        </Button>
        <Button size="small" icon={<PrinterOutlined />} onClick={printPicked}>
          打印发货单
        </Button>
      </SelectionBar>
      {orders.isError ? (
        <LoadError error={orders.error} onRetry={() => void orders.refetch()} />
      ) : (
        <Table<AdminOrder>
          rowKey="id"
          // Fixed widths, the customer taking what is left (cut short, whole on hover).
          tableLayout="fixed"
          size="middle"
          columns={table.visible(columnsOf(table.sortOrderOf))}
          dataSource={orders.data?.list}
          loading={orders.isFetching}
          locale={{ emptyText: '暂无订单' }}
          rowSelection={picked.rowSelection}
          onRow={(order) => ({
            // A click on the row opens the order; one on its checkbox cell only picks it.
            onClick: (event) => {
              if ((event.target as HTMLElement).closest('.ant-table-selection-column')) return;
              void navigate(paths.orderDetail.getHref(order.id));
            },
            style: { cursor: 'pointer' },
          })}
          {...table.tableProps<AdminOrder>(orders.data?.total)}
        />
      )}
    </Page>
  );
}
