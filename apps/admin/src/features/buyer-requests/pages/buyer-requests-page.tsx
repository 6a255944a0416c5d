import { Button, Image, Table, Tabs, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminFeedback, AdminPurchaseRequest } from '@yaocai/domain/contracts/buyer-requests-responses';
import { LoadError } from '../../../components/load-error';
import { Page } from '../../../components/page';
import { paths } from '../../../config/paths';
import { formatTime } from '../../../lib/dayjs';
import { useListParams } from '../../../lib/list-params';
import { useCan } from '../../../lib/operator';
import { useFeedback, usePurchaseRequests } from '../api/buyer-requests';
import { AnswerRequestModal } from '../components/answer-request-modal';

const TABS = [
  { key: 'pending', label: '待回复求购' },
  { key: 'answered', label: '已回复求购' },
  { key: 'feedback', label: '意见反馈' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

const customer = (row: { buyer_id: number; company: string; phone: string }) => (
  <Link to={paths.buyerDetail.getHref(row.buyer_id)}>
    {row.company}
    <div>
      <Typography.Text type="secondary">{row.phone}</Typography.Text>
    </div>
  </Link>
);

function RequestsTable({
  status,
  page,
  onPage,
}: {
  status: 'pending' | 'answered';
  page: number;
  onPage: (page: number) => void;
}) {
  const requests = usePurchaseRequests(status, page);
  const mayAnswer = useCan('buyers.write');
  const [answering, setAnswering] = useState<AdminPurchaseRequest | null>(null);
  const columns: TableColumnsType<AdminPurchaseRequest> = [
    { title: '提交时间', dataIndex: 'created_at', width: 180, render: formatTime },
    { title: '客户', key: 'customer', width: 220, render: (_v, row) => customer(row) },
    {
      title: '求购商品',
      key: 'goods',
      render: (_v, row) => (
        <>
          <strong>{row.goods_name}</strong>
          <div>
            <Typography.Text type="secondary">
              {[row.spec, row.manufacturer].filter(Boolean).join(' · ') || '—'}
            </Typography.Text>
          </div>
          {row.remark && <Typography.Text type="secondary">备注：{row.remark}</Typography.Text>}
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
    status === 'pending'
      ? {
          title: '操作',
          key: 'actions',
          width: 100,
          render: (_v, row) =>
            mayAnswer ? (
              <Button type="link" size="small" onClick={() => setAnswering(row)}>
                回复
              </Button>
            ) : (
              <Tag>待回复</Tag>
            ),
        }
      : { title: '回复', dataIndex: 'answer', width: 280 },
  ];
  if (requests.isError) return <LoadError error={requests.error} onRetry={() => void requests.refetch()} />;
  return (
    <>
      <Table<AdminPurchaseRequest>
        rowKey="id"
        columns={columns}
        dataSource={requests.data?.list}
        loading={requests.isFetching}
        locale={{ emptyText: status === 'pending' ? '暂无待回复的求购' : '暂无求购' }}
        pagination={{
          current: page,
          pageSize: requests.data?.page_size ?? 20,
          total: requests.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => `共 ${total} 条`,
          onChange: onPage,
        }}
      />
      {answering && <AnswerRequestModal request={answering} onClose={() => setAnswering(null)} />}
    </>
  );
}

const feedbackColumns: TableColumnsType<AdminFeedback> = [
  { title: '提交时间', dataIndex: 'created_at', width: 180, render: formatTime },
  { title: '客户', key: 'customer', width: 220, render: (_v, row) => customer(row) },
  { title: '类型', dataIndex: 'type_name', width: 100 },
  {
    title: '内容',
    key: 'content',
    render: (_v, row) => (
      <>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 4 }}>
          {row.content}
        </Typography.Paragraph>
        <Image.PreviewGroup>
          {row.images.map((url, index) => (
            <Image key={url} src={url} alt={`反馈图片${index + 1}`} width={56} height={42} />
          ))}
        </Image.PreviewGroup>
      </>
    ),
  },
];

function FeedbackTable({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const feedback = useFeedback(page);
  if (feedback.isError) return <LoadError error={feedback.error} onRetry={() => void feedback.refetch()} />;
  return (
    <Table<AdminFeedback>
      rowKey="id"
      columns={feedbackColumns}
      dataSource={feedback.data?.list}
      loading={feedback.isFetching}
      locale={{ emptyText: '暂无意见反馈' }}
      pagination={{
        current: page,
        pageSize: feedback.data?.page_size ?? 20,
        total: feedback.data?.total ?? 0,
        showSizeChanger: false,
        showTotal: (total) => `共 ${total} 条`,
        onChange: onPage,
      }}
    />
  );
}

/** 求购与反馈: buyers' requests for goods, answered here, and what they wrote to the shop. */
export function BuyerRequestsPage() {
  const { values, page, update } = useListParams(['tab']);
  const tab: TabKey = TABS.find((entry) => entry.key === values.tab)?.key ?? 'pending';
  const onPage = (next: number) => update({ page: next });
  return (
    <Page title="求购与反馈">
      <Tabs
        activeKey={tab}
        items={[...TABS]}
        onChange={(key) => update({ tab: key === 'pending' ? '' : key })}
      />
      {tab === 'feedback' ? (
        <FeedbackTable page={page} onPage={onPage} />
      ) : (
        <RequestsTable key={tab} status={tab} page={page} onPage={onPage} />
      )}
    </Page>
  );
}
