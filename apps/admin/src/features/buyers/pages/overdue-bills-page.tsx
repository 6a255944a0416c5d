import { Table, Typography, type TableColumnsType } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { Link } from 'react-router';
import type { OverdueBillSort } from '@yaocai/domain/contracts/admin-money';
import type { OverdueBill } from '@yaocai/domain/contracts/admin-money-responses';
import { ListToolbar } from '../../../components/list-toolbar';
import { LoadError } from '../../../components/load-error';
import { Page } from '../../../components/page';
import { paths } from '../../../config/paths';
import { formatTime } from '../../../lib/dayjs';
import { fenParamOf } from '../../../lib/list-params';
import { serverSorted, useTableState } from '../../../lib/table-state';
import { useOverdueBills } from '../api/buyer-ledgers';
import { OVERDUE_FILTER_KEYS, OverdueBillFilters } from '../components/overdue-bill-filters';

const LONGEST_OVERDUE_FIRST = { field: 'days_overdue', order: 'desc' } as const;

/** The columns an operator may hide; the buyer always shows. */
const HIDEABLE = [
  { key: 'order_no', title: '订单号' },
  { key: 'amount', title: '金额（元）' },
  { key: 'due_at', title: '到期时间' },
  { key: 'days_overdue', title: '逾期天数' },
];

const columnsOf = (sortOrderOf: (field: string) => SortOrder): TableColumnsType<OverdueBill> => [
  {
    title: '客户',
    dataIndex: 'company',
    render: (company: string, bill) => (
      <>
        <Link to={paths.buyerDetail.getHref(bill.buyer_id)}>{company || `客户 ${bill.buyer_id}`}</Link>
        <Typography.Text type="secondary" style={{ marginInlineStart: 8 }}>
          {bill.phone}
        </Typography.Text>
      </>
    ),
  },
  {
    title: '订单号',
    key: 'order_no',
    dataIndex: 'order_no',
    width: 190,
    render: (orderNo: string, bill) => <Link to={paths.orderDetail.getHref(bill.order_id)}>{orderNo}</Link>,
  },
  {
    title: '金额（元）',
    width: 130,
    align: 'right',
    ...serverSorted<OverdueBill>('amount' satisfies OverdueBillSort, sortOrderOf),
  },
  {
    title: '到期时间',
    width: 180,
    render: formatTime,
    ...serverSorted<OverdueBill>('due_at' satisfies OverdueBillSort, sortOrderOf),
  },
  {
    title: '逾期天数',
    width: 120,
    align: 'right',
    render: (days: number) => <Typography.Text type="danger">{days} 天</Typography.Text>,
    ...serverSorted<OverdueBill>('days_overdue' satisfies OverdueBillSort, sortOrderOf),
  },
];

const given = (value: string) => value || undefined;

/** 逾期账单: every buyer's unpaid credit bills past their due date, the longest overdue first or as sorted. */
export function OverdueBillsPage() {
  const table = useTableState(OVERDUE_FILTER_KEYS, LONGEST_OVERDUE_FIRST);
  const { values, update } = table;
  const bills = useOverdueBills({
    amount_min: fenParamOf(values.amount_min),
    amount_max: fenParamOf(values.amount_max),
    due_from: given(values.due_from),
    due_to: given(values.due_to),
    manager_id: given(values.manager_id),
    page: table.page,
    page_size: table.pageSize,
    ...(table.sort ? { sort: table.sort.field as OverdueBillSort, order: table.sort.order } : {}),
  });
  return (
    <Page title="逾期账单">
      <ListToolbar list="overdue_bills" table={table} columns={HIDEABLE}>
        <OverdueBillFilters values={values} onChange={update} />
      </ListToolbar>
      {bills.isError ? (
        <LoadError error={bills.error} onRetry={() => void bills.refetch()} />
      ) : (
        <Table<OverdueBill>
          rowKey="id"
          tableLayout="fixed"
          columns={table.visible(columnsOf(table.sortOrderOf))}
          dataSource={bills.data?.list}
          loading={bills.isFetching}
          locale={{ emptyText: '没有逾期账单' }}
          {...table.tableProps<OverdueBill>(bills.data?.total)}
        />
      )}
    </Page>
  );
}
