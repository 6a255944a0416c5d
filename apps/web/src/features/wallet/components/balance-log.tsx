import { DatePicker, Segmented, Table, type TableColumnsType } from 'antd';
import type { MoneyLogEntry } from '@yaocai/domain/contracts/money';
import { LoadFailed } from '../../../components/load-failed';
import { dayjs, type Dayjs } from '../../../lib/dayjs';
import { useBalanceLog, WALLET_PAGE_SIZE, type BalanceLogFilters } from '../api/wallet';

const DATE_FORMAT = 'YYYY-MM-DD';

const USE_TYPES = [
  { label: '全部', value: 0 },
  { label: '收入', value: 1 },
  { label: '支出', value: 2 },
];

const columns: TableColumnsType<MoneyLogEntry> = [
  {
    title: '时间',
    dataIndex: 'created_at',
    width: 170,
    render: (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm'),
  },
  { title: '类型', dataIndex: 'kind', width: 110 },
  {
    title: '金额',
    dataIndex: 'change',
    width: 130,
    align: 'right',
    render: (change: string) =>
      change.startsWith('-') ? (
        <span className="yc-wallet-out">{change}</span>
      ) : (
        <span className="yc-wallet-in">+{change}</span>
      ),
  },
  { title: '余额', dataIndex: 'balance_after', width: 130, align: 'right' },
  { title: '备注', dataIndex: 'memo' },
];

/** 余额明细: every movement of the balance, filtered by direction and dates, newest first. */
export function BalanceLog({
  filters,
  onChange,
}: {
  filters: BalanceLogFilters;
  onChange: (patch: Partial<BalanceLogFilters>) => void;
}) {
  const log = useBalanceLog(filters);
  const range: [Dayjs, Dayjs] | null =
    filters.start && filters.end ? [dayjs(filters.start), dayjs(filters.end)] : null;

  return (
    <section className="yc-member-section" aria-label="余额明细">
      <h2>余额明细</h2>
      <div className="yc-wallet-filters">
        <Segmented
          aria-label="收支类型"
          options={USE_TYPES}
          value={filters.useType}
          onChange={(useType) => onChange({ useType, page: 1 })}
        />
        <DatePicker.RangePicker
          aria-label="起止日期"
          value={range}
          format={DATE_FORMAT}
          disabledDate={(day) => day.isAfter(dayjs(), 'day')}
          onChange={(dates) =>
            onChange({
              start: dates?.[0]?.format(DATE_FORMAT) ?? '',
              end: dates?.[1]?.format(DATE_FORMAT) ?? '',
              page: 1,
            })
          }
        />
      </div>
      {log.isError ? (
        <LoadFailed title="明细加载失败" error={log.error} onRetry={() => void log.refetch()} />
      ) : (
        <Table<MoneyLogEntry>
          rowKey="id"
          columns={columns}
          dataSource={log.data?.list}
          loading={log.isPending || log.isPlaceholderData}
          locale={{ emptyText: '暂无余额变动' }}
          pagination={{
            current: filters.page,
            pageSize: WALLET_PAGE_SIZE,
            total: log.data?.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: (page) => onChange({ page }),
          }}
        />
      )}
    </section>
  );
}
