import { useState } from 'react';
import { Table, Tag, type TableColumnsType } from 'antd';
import type { PointsExchange } from '@yaocai/domain/contracts/points-mall';
import { LoadFailed } from '../../../components/load-failed';
import { dayjs } from '../../../lib/dayjs';
import { EXCHANGES_PAGE_SIZE, usePointsExchanges } from '../api/get-points-exchanges';

const timeOf = (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm');

const STATUS_COLOR: Record<PointsExchange['status'], string> = {
  to_ship: 'orange',
  shipped: 'green',
  issued: 'blue',
};

const columns: TableColumnsType<PointsExchange> = [
  { title: '兑换时间', dataIndex: 'created_at', width: 170, render: (at: string) => timeOf(at) },
  { title: '兑换品', dataIndex: 'item_name' },
  { title: '消耗积分', dataIndex: 'points', width: 100, align: 'right' },
  {
    title: '状态',
    key: 'status',
    width: 220,
    render: (_, exchange) => (
      <>
        <Tag color={STATUS_COLOR[exchange.status]}>{exchange.status_label}</Tag>
        {exchange.shipped_at && <span className="yc-member-muted">{timeOf(exchange.shipped_at)}</span>}
      </>
    ),
  },
];

/** 我的兑换: what the buyer exchanged, newest first; goods show 待发货 until the shop sends them. */
export function MyExchanges() {
  const [page, setPage] = useState(1);
  const exchanges = usePointsExchanges(page);
  return (
    <section className="yc-member-section" aria-labelledby="my-exchanges-title">
      <h2 id="my-exchanges-title">我的兑换</h2>
      {exchanges.isError ? (
        <LoadFailed
          title="兑换记录加载失败"
          error={exchanges.error}
          onRetry={() => void exchanges.refetch()}
        />
      ) : (
        <Table<PointsExchange>
          rowKey="id"
          columns={columns}
          dataSource={exchanges.data?.list}
          loading={exchanges.isPending || exchanges.isPlaceholderData}
          locale={{ emptyText: '还没有兑换记录' }}
          pagination={{
            current: page,
            pageSize: EXCHANGES_PAGE_SIZE,
            total: exchanges.data?.total ?? 0,
            hideOnSinglePage: true,
            showSizeChanger: false,
            onChange: setPage,
          }}
        />
      )}
    </section>
  );
}
