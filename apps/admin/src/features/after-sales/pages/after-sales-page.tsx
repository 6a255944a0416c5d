import { Table, Tabs, Typography, type TableColumnsType } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { Link, useNavigate } from 'react-router';
import {
  AFTER_SALE_KINDS,
  AFTER_SALE_STATES,
  afterSaleStates,
  type AdminAfterSale,
  type AfterSaleSort,
  type AfterSaleState,
} from '@yaocai/domain/contracts/after-sales';
import { Page } from '../../../components/page';
import { LoadError } from '../../../components/load-error';
import { paths } from '../../../config/paths';
import { formatTime } from '../../../lib/dayjs';
import { ListToolbar } from '../../../components/list-toolbar';
import { serverSorted, useTableState } from '../../../lib/table-state';
import { AFTER_SALE_FILTER_KEYS, afterSaleFilterOf } from '../after-sale-list-filter';
import { AfterSaleFilters } from '../components/after-sale-filters';
import { useAfterSales } from '../api/get-after-sales';
import { AfterSaleActions } from '../components/after-sale-actions';
import { AfterSaleStatusTag } from '../components/after-sale-status-tag';
import { CustomerLink } from '../components/customer-link';

/** Every state, '' for all of them (the key of the counts too). */
type Tab = AfterSaleState | '';

const TABS: readonly Tab[] = ['', ...afterSaleStates];

const ALL_KEY = 'all';

const NEWEST_FIRST = { field: 'created_at', order: 'desc' } as const;

/** The columns an operator may hide; the order number, the state and the actions always show. */
const HIDEABLE = [
  { key: 'created_at', title: '申请时间' },
  { key: 'customer', title: '客户' },
  { key: 'kind', title: '类型 / 原因' },
  { key: 'amount', title: '退款金额' },
];

const columnsOf = (sortOrderOf: (field: string) => SortOrder): TableColumnsType<AdminAfterSale> => [
  {
    title: '申请时间',
    width: 190,
    render: formatTime,
    ...serverSorted<AdminAfterSale>('created_at' satisfies AfterSaleSort, sortOrderOf),
  },
  {
    title: '订单号',
    dataIndex: 'order_no',
    width: 170,
    render: (orderNo: string, afterSale) => (
      <Link to={paths.orderDetail.getHref(afterSale.order_id)} onClick={(event) => event.stopPropagation()}>
        {orderNo}
      </Link>
    ),
  },
  {
    title: '客户',
    key: 'customer',
    width: 220,
    render: (_value, afterSale) => <CustomerLink afterSale={afterSale} />,
  },
  {
    title: '类型 / 原因',
    key: 'kind',
    width: 110,
    render: (_value, afterSale) => (
      <>
        <div>{AFTER_SALE_KINDS[afterSale.kind]}</div>
        <Typography.Text type="secondary">{afterSale.reason}</Typography.Text>
      </>
    ),
  },
  {
    title: '退款金额',
    align: 'right',
    width: 110,
    render: (amount: string) => `¥${amount}`,
    ...serverSorted<AdminAfterSale>('amount' satisfies AfterSaleSort, sortOrderOf),
  },
  {
    title: '状态',
    dataIndex: 'status',
    width: 84,
    render: (status: AfterSaleState) => <AfterSaleStatusTag status={status} />,
  },
  {
    title: '操作',
    key: 'actions',
    width: 270,
    render: (_value, afterSale) => (
      <>
        <AfterSaleActions afterSale={afterSale} size="small" />
        <Link
          to={paths.afterSaleDetail.getHref(afterSale.id)}
          onClick={(event) => event.stopPropagation()}
          style={{ marginLeft: 8 }}
        >
          详情
        </Link>
      </>
    ),
  },
];

export function AfterSalesPage() {
  const navigate = useNavigate();
  const table = useTableState(AFTER_SALE_FILTER_KEYS, NEWEST_FIRST);
  const { values, update } = table;
  const status = TABS.find((tab) => tab !== '' && tab === values.status) ?? '';
  const afterSales = useAfterSales({
    status,
    ...afterSaleFilterOf(values),
    page: table.page,
    page_size: table.pageSize,
    ...(table.sort ? { sort: table.sort.field as AfterSaleSort, order: table.sort.order } : {}),
  });
  const counts = afterSales.data?.counts ?? {};
  const tabs = TABS.map((tab) => ({
    key: tab || ALL_KEY,
    label: `${tab === '' ? '全部' : AFTER_SALE_STATES[tab]}${afterSales.data ? ` (${counts[tab] ?? 0})` : ''}`,
  }));
  return (
    <Page title="售后申请">
      <Tabs
        activeKey={status || ALL_KEY}
        items={tabs}
        onChange={(key) => update({ status: key === ALL_KEY ? '' : key })}
      />
      <ListToolbar list="after_sales" table={table} columns={HIDEABLE}>
        <AfterSaleFilters values={values} onChange={update} />
      </ListToolbar>
      {afterSales.isError ? (
        <LoadError error={afterSales.error} onRetry={() => void afterSales.refetch()} />
      ) : (
        <Table<AdminAfterSale>
          rowKey="id"
          columns={table.visible(columnsOf(table.sortOrderOf))}
          dataSource={afterSales.data?.list}
          loading={afterSales.isFetching}
          locale={{ emptyText: '暂无售后申请' }}
          // Narrow windows scroll the table rather than squeeze the company to a character a line.
          scroll={{ x: 1150 }}
          onRow={(afterSale) => ({
            onClick: () => void navigate(paths.afterSaleDetail.getHref(afterSale.id)),
            style: { cursor: 'pointer' },
          })}
          {...table.tableProps<AdminAfterSale>(afterSales.data?.total)}
        />
      )}
    </Page>
  );
}
