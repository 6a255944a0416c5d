import { Empty, Skeleton, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { PurchaseRequest } from '@yaocai/domain/contracts/buyer-requests';
import { LoadFailed } from '../../../components/load-failed';
import { dayjs } from '../../../lib/dayjs';
import { REQUESTS_PAGE_SIZE, usePurchaseRequests } from '../api/buyer-requests';

const columns: TableColumnsType<PurchaseRequest> = [
  {
    title: '求购商品',
    key: 'goods',
    render: (_, request) => (
      <>
        <strong>{request.goods_name}</strong>
        <div className="yc-member-muted">
          {[request.spec, request.manufacturer].filter(Boolean).join(' · ') || '—'}
        </div>
      </>
    ),
  },
  { title: '数量', dataIndex: 'quantity', width: 90 },
  {
    title: '期望单价',
    dataIndex: 'expected_price',
    width: 100,
    render: (price: string | null) => (price ? `¥${price}` : '—'),
  },
  {
    title: '提交时间',
    dataIndex: 'created_at',
    width: 150,
    render: (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm'),
  },
  {
    title: '客服回复',
    key: 'answer',
    render: (_, request) =>
      request.status === 'answered' ? request.answer : <Tag color="blue">等待回复</Tag>,
  },
];

/** 我的求购: the buyer's requests, newest first, with the answers they got. */
export function PurchaseRequestList() {
  const [page, setPage] = useState(1);
  const requests = usePurchaseRequests(page);
  if (requests.isPending) return <Skeleton active />;
  if (requests.isError)
    return (
      <LoadFailed title="求购记录加载失败" error={requests.error} onRetry={() => void requests.refetch()} />
    );
  if (requests.data.total === 0) return <Empty description="还没有求购记录" />;
  return (
    <Table<PurchaseRequest>
      rowKey="id"
      columns={columns}
      dataSource={requests.data.list}
      loading={requests.isPlaceholderData}
      pagination={{
        current: page,
        pageSize: REQUESTS_PAGE_SIZE,
        total: requests.data.total,
        hideOnSinglePage: true,
        showSizeChanger: false,
        onChange: setPage,
      }}
    />
  );
}
