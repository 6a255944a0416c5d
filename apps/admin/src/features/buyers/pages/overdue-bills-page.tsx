import { Table, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import type { OverdueBill } from '@yaocai/domain/contracts/admin-money-responses';
import { LoadError } from '../../../components/load-error';
import { Page } from '../../../components/page';
import { paths } from '../../../config/paths';
import { formatTime } from '../../../lib/dayjs';
import { useListParams } from '../../../lib/list-params';
import { useOverdueBills } from '../api/buyer-ledgers';

const PAGE_SIZES = [20, 50, 100];

const columns: TableColumnsType<OverdueBill> = [
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
    dataIndex: 'order_no',
    width: 190,
    render: (orderNo: string, bill) => <Link to={paths.orderDetail.getHref(bill.order_id)}>{orderNo}</Link>,
  },
  { title: '金额（元）', dataIndex: 'amount', width: 120, align: 'right' },
  { title: '到期时间', dataIndex: 'due_at', width: 170, render: formatTime },
  {
    title: '逾期天数',
    dataIndex: 'days_overdue',
    width: 100,
    align: 'right',
    render: (days: number) => <Typography.Text type="danger">{days} 天</Typography.Text>,
  },
];

/** 逾期账单: every buyer's unpaid credit bills past their due date, the longest overdue first. */
export function OverdueBillsPage() {
  const { values, page, update } = useListParams(['page_size'] as const);
  const pageSize = PAGE_SIZES.includes(Number(values.page_size)) ? Number(values.page_size) : PAGE_SIZES[0]!;
  const bills = useOverdueBills({ page, page_size: pageSize });
  return (
    <Page title="逾期账单">
      {bills.isError ? (
        <LoadError error={bills.error} onRetry={() => void bills.refetch()} />
      ) : (
        <Table<OverdueBill>
          rowKey="id"
          columns={columns}
          dataSource={bills.data?.list}
          loading={bills.isFetching}
          locale={{ emptyText: '没有逾期账单' }}
          pagination={{
            current: page,
            pageSize,
            total: bills.data?.total ?? 0,
            pageSizeOptions: PAGE_SIZES,
            showSizeChanger: true,
            showTotal: (total) => `共 ${total} 笔`,
            onChange: (next, size) =>
              update(size === pageSize ? { page: next } : { page_size: size === PAGE_SIZES[0] ? '' : size }),
          }}
        />
      )}
    </Page>
  );
}
