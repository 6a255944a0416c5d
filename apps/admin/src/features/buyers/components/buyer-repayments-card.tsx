import { useState } from 'react';
import { Card, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { RepaymentRecord, RepaymentStatus } from '@yaocai/domain/contracts/money-responses';
import { LoadError } from '../../../components/load-error';
import { formatTime } from '../../../lib/dayjs';
import { BUYER_REPAYMENTS_PAGE_SIZE, useBuyerRepayments } from '../api/buyer-repayments';

const STATUS_COLOR: Record<RepaymentStatus, string> = {
  pending: 'processing',
  paid: 'success',
  refunded: 'warning',
  rejected: 'default',
};

const columns: TableColumnsType<RepaymentRecord> = [
  { title: '还款单号', dataIndex: 'id', width: 100 },
  { title: '创建时间', dataIndex: 'created_at', width: 170, render: formatTime },
  { title: '金额（元）', dataIndex: 'amount', width: 110, align: 'right' },
  { title: '账单数', dataIndex: 'bill_ids', width: 80, render: (ids: number[]) => ids.length },
  {
    title: '状态',
    dataIndex: 'status_label',
    render: (label: string, row) => (
      <>
        <Tag color={STATUS_COLOR[row.status]}>{label}</Tag>
        {row.reason && <Typography.Text type="secondary">{row.reason}</Typography.Text>}
      </>
    ),
  },
];

/** 还款记录: the buyer's repayments of credit bills, refunded or rejected ones with why. */
export function BuyerRepaymentsCard({ buyerId }: { buyerId: number }) {
  const [page, setPage] = useState(1);
  const repayments = useBuyerRepayments(buyerId, page);
  return (
    <Card title="还款记录" variant="borderless">
      {repayments.isError ? (
        <LoadError error={repayments.error} onRetry={() => void repayments.refetch()} />
      ) : (
        <Table<RepaymentRecord>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={repayments.data?.list}
          loading={repayments.isFetching}
          locale={{ emptyText: '还没有还款' }}
          pagination={{
            current: page,
            pageSize: BUYER_REPAYMENTS_PAGE_SIZE,
            total: repayments.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => `共 ${total} 笔`,
            onChange: setPage,
          }}
        />
      )}
    </Card>
  );
}
