import { useState } from 'react';
import { Card, Table, Tabs, Tag, Typography, type TableColumnsType } from 'antd';
import type { CreditBill, MoneyLogEntry } from '@yaocai/domain/contracts/money-responses';
import { LoadError } from '../../../components/load-error';
import { formatTime } from '../../../lib/dayjs';
import { BUYER_LEDGER_PAGE_SIZE, useBuyerBalanceLog, useBuyerCreditBills } from '../api/buyer-ledgers';
import { billStateOf, BILL_STATE } from '../buyer-bills';

const ledgerColumns: TableColumnsType<MoneyLogEntry> = [
  { title: '时间', dataIndex: 'created_at', width: 170, render: formatTime },
  { title: '类型', dataIndex: 'kind', width: 110, render: (kind: string) => <Tag>{kind}</Tag> },
  {
    title: '变动（元）',
    dataIndex: 'change',
    width: 120,
    align: 'right',
    render: (change: string) => (change.startsWith('-') ? change : `+${change}`),
  },
  { title: '余额（元）', dataIndex: 'balance_after', width: 120, align: 'right' },
  { title: '说明', dataIndex: 'memo', render: (memo: string) => memo || '—' },
];

const billColumns: TableColumnsType<CreditBill> = [
  { title: '订单号', dataIndex: 'order_no', width: 180 },
  { title: '金额（元）', dataIndex: 'amount', width: 110, align: 'right' },
  { title: '出账时间', dataIndex: 'created_at', width: 170, render: formatTime },
  { title: '到期时间', dataIndex: 'due_at', width: 170, render: formatTime },
  {
    title: '状态',
    key: 'state',
    render: (_: unknown, bill) => {
      const state = BILL_STATE[billStateOf(bill)];
      return (
        <>
          <Tag color={state.color}>{state.label}</Tag>
          {bill.settled_at && (
            <Typography.Text type="secondary">{formatTime(bill.settled_at)}</Typography.Text>
          )}
        </>
      );
    },
  },
];

function pagination(page: number, total: number, setPage: (page: number) => void, unit: string) {
  return {
    current: page,
    pageSize: BUYER_LEDGER_PAGE_SIZE,
    total,
    showSizeChanger: false,
    showTotal: (count: number) => `共 ${count} ${unit}`,
    onChange: setPage,
  };
}

function BalanceLog({ buyerId }: { buyerId: number }) {
  const [page, setPage] = useState(1);
  const log = useBuyerBalanceLog(buyerId, page);
  if (log.isError) return <LoadError error={log.error} onRetry={() => void log.refetch()} />;
  return (
    <Table<MoneyLogEntry>
      rowKey="id"
      size="small"
      columns={ledgerColumns}
      dataSource={log.data?.list}
      loading={log.isFetching}
      locale={{ emptyText: '还没有余额变动' }}
      pagination={pagination(page, log.data?.total ?? 0, setPage, '条')}
    />
  );
}

function CreditBills({ buyerId }: { buyerId: number }) {
  const [page, setPage] = useState(1);
  const bills = useBuyerCreditBills(buyerId, page);
  if (bills.isError) return <LoadError error={bills.error} onRetry={() => void bills.refetch()} />;
  return (
    <Table<CreditBill>
      rowKey="id"
      size="small"
      columns={billColumns}
      dataSource={bills.data?.list}
      loading={bills.isFetching}
      locale={{ emptyText: '还没有授信账单' }}
      pagination={pagination(page, bills.data?.total ?? 0, setPage, '笔')}
    />
  );
}

/** 余额明细 and 授信账单: every movement of the buyer's balance and every credit bill, newest first. */
export function BuyerLedgersCard({ buyerId }: { buyerId: number }) {
  return (
    <Card title="资金明细" variant="borderless">
      <Tabs
        items={[
          { key: 'balance', label: '余额明细', children: <BalanceLog buyerId={buyerId} /> },
          { key: 'bills', label: '授信账单', children: <CreditBills buyerId={buyerId} /> },
        ]}
      />
    </Card>
  );
}
