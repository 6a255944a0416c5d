import { Button, Table, Tabs, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { CreditBill } from '@yaocai/domain/contracts/money';
import { fenToYuan, yuanToFen } from '@yaocai/domain/money';
import { LoadFailed } from '../../../components/load-failed';
import { dayjs } from '../../../lib/dayjs';
import { message } from '../../../lib/feedback';
import { useRenewableIdempotencyKey } from '../../../lib/use-idempotency-key';
import { useCreditBills, useRepay, WALLET_PAGE_SIZE } from '../api/wallet';
import { RepayDialog } from './repay-dialog';

const TABS = [
  { key: '1', label: '待还款' },
  { key: '2', label: '已结清' },
  { key: '0', label: '全部账单' },
];

const STATUS = {
  unpaid: { color: 'orange', text: '待还款' },
  repaid: { color: 'green', text: '已还款' },
  refunded: { color: 'default', text: '已退款' },
} as const;

const day = (at: string | null) => (at ? dayjs(at).format('YYYY-MM-DD') : '—');
const overdue = (bill: CreditBill) => bill.status === 'unpaid' && dayjs(bill.due_at).isBefore(dayjs());

const columns: TableColumnsType<CreditBill> = [
  { title: '订单号', dataIndex: 'order_no' },
  { title: '金额', dataIndex: 'amount', align: 'right', render: (amount: string) => `¥${amount}` },
  {
    title: '状态',
    key: 'status',
    render: (_, bill) =>
      overdue(bill) ? (
        <Tag color="red">已逾期</Tag>
      ) : (
        <Tag color={STATUS[bill.status].color}>{STATUS[bill.status].text}</Tag>
      ),
  },
  { title: '账单日', dataIndex: 'created_at', render: day },
  {
    title: '到期日',
    key: 'due_at',
    render: (_, bill) => (
      <span className={overdue(bill) ? 'yc-wallet-overdue' : undefined}>{day(bill.due_at)}</span>
    ),
  },
  { title: '结清日', dataIndex: 'settled_at', render: day },
];

/** The credit bills by state; unpaid ones are chosen and repaid together. */
export function CreditBills() {
  const [type, setType] = useState(1);
  const [page, setPage] = useState(1);
  const bills = useCreditBills(type, page);
  const [chosen, setChosen] = useState<CreditBill[]>([]);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [key, renewKey] = useRenewableIdempotencyKey();
  const repay = useRepay(key);
  const totalFen = chosen.reduce((sum, bill) => sum + (yuanToFen(bill.amount) ?? 0), 0);

  const submit = (method: 'online' | 'balance') =>
    repay.mutate(
      { billIds: chosen.map((bill) => bill.id), method },
      {
        onSuccess: ({ data, msg }) => {
          if (data.pay_url) return window.location.assign(data.pay_url);
          void message.success(msg || '还款成功');
          setDialogOpen(false);
          setChosen([]);
          renewKey();
        },
      },
    );

  return (
    <section className="yc-member-section" aria-label="账期账单">
      <h2>账期账单</h2>
      <Tabs
        activeKey={String(type)}
        items={TABS}
        onChange={(next) => {
          setType(Number(next));
          setPage(1);
          setChosen([]);
        }}
      />
      <div className="yc-wallet-repay-bar">
        <span>
          已选 {chosen.length} 笔，共 ¥{fenToYuan(totalFen)}
        </span>
        <Button type="primary" disabled={chosen.length === 0} onClick={() => setDialogOpen(true)}>
          立即还款
        </Button>
      </div>
      {bills.isError ? (
        <LoadFailed title="账单加载失败" error={bills.error} onRetry={() => void bills.refetch()} />
      ) : (
        <Table<CreditBill>
          rowKey="id"
          columns={columns}
          dataSource={bills.data?.list}
          loading={bills.isPending || bills.isPlaceholderData}
          locale={{ emptyText: type === 1 ? '暂无待还款账单' : '暂无账单' }}
          rowSelection={{
            selectedRowKeys: chosen.map((bill) => bill.id),
            getCheckboxProps: (bill) => ({
              disabled: bill.status !== 'unpaid',
              'aria-label': `选择账单${bill.order_no}`,
            }),
            // Other bills are another repayment: the server refuses a key reused for other bills.
            onChange: (_, rows) => {
              setChosen(rows);
              renewKey();
            },
          }}
          pagination={{
            current: page,
            pageSize: WALLET_PAGE_SIZE,
            total: bills.data?.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: setPage,
          }}
        />
      )}
      <RepayDialog
        open={dialogOpen}
        bills={chosen.length}
        totalFen={totalFen}
        pending={repay.isPending}
        onRepay={submit}
        onClose={() => setDialogOpen(false)}
      />
    </section>
  );
}
