import { Button, Image, Segmented, Table, Tabs, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminFeedback, AdminPurchaseRequest } from '@yaocai/domain/contracts/buyer-requests-responses';
import { LoadError } from '../../../components/load-error';
import { Page } from '../../../components/page';
import { paths } from '../../../config/paths';
import { formatTime } from '../../../lib/dayjs';
import { useListParams } from '../../../lib/list-params';
import { useCan } from '../../../lib/operator';
import { useFeedback, usePurchaseRequests, type AnswerState } from '../api/buyer-requests';
import { AnswerFeedbackModal, AnswerRequestModal } from '../components/answer-modals';

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

/** A page of a list, as its table's pagination shows it. */
const paging = (
  data: { page_size: number; total: number } | undefined,
  page: number,
  onPage: (page: number) => void,
) => ({
  current: page,
  pageSize: data?.page_size ?? 20,
  total: data?.total ?? 0,
  showSizeChanger: false,
  showTotal: (total: number) => `共 ${total} 条`,
  onChange: onPage,
});

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
        pagination={paging(requests.data, page, onPage)}
      />
      {answering && <AnswerRequestModal request={answering} onClose={() => setAnswering(null)} />}
    </>
  );
}

const FEEDBACK_STATES = [
  { value: '', label: '全部' },
  { value: 'pending', label: '待回复' },
  { value: 'answered', label: '已回复' },
] as const;

function FeedbackTable({
  status,
  page,
  onPage,
}: {
  status: AnswerState | undefined;
  page: number;
  onPage: (page: number) => void;
}) {
  const feedback = useFeedback(status, page);
  const mayAnswer = useCan('buyers.write');
  const [answering, setAnswering] = useState<AdminFeedback | null>(null);
  const columns: TableColumnsType<AdminFeedback> = [
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
    {
      title: '回复',
      key: 'answer',
      width: 280,
      render: (_v, row) =>
        row.status === 'answered' ? (
          <>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 4 }}>
              {row.answer}
            </Typography.Paragraph>
            <Typography.Text type="secondary">{formatTime(row.answered_at)}</Typography.Text>
          </>
        ) : mayAnswer ? (
          <Button type="link" size="small" onClick={() => setAnswering(row)}>
            回复
          </Button>
        ) : (
          <Tag>待回复</Tag>
        ),
    },
  ];
  if (feedback.isError) return <LoadError error={feedback.error} onRetry={() => void feedback.refetch()} />;
  return (
    <>
      <Table<AdminFeedback>
        rowKey="id"
        columns={columns}
        dataSource={feedback.data?.list}
        loading={feedback.isFetching}
        locale={{ emptyText: status === 'pending' ? '暂无待回复的意见反馈' : '暂无意见反馈' }}
        pagination={paging(feedback.data, page, onPage)}
      />
      {answering && <AnswerFeedbackModal feedback={answering} onClose={() => setAnswering(null)} />}
    </>
  );
}

/** 求购与反馈: buyers' requests for goods, answered here, and what they wrote to the shop. */
export function BuyerRequestsPage() {
  const { values, page, update } = useListParams(['tab', 'status']);
  const tab: TabKey = TABS.find((entry) => entry.key === values.tab)?.key ?? 'pending';
  const feedbackState = FEEDBACK_STATES.find((state) => state.value === values.status)?.value ?? '';
  const onPage = (next: number) => update({ page: next });
  return (
    <Page title="求购与反馈">
      <Tabs
        activeKey={tab}
        items={[...TABS]}
        onChange={(key) => update({ tab: key === 'pending' ? '' : key, status: '' })}
      />
      {tab === 'feedback' ? (
        <>
          <Segmented
            aria-label="回复状态"
            options={[...FEEDBACK_STATES]}
            value={feedbackState}
            onChange={(status) => update({ status })}
            style={{ marginBottom: 16 }}
          />
          <FeedbackTable
            key={feedbackState}
            status={feedbackState || undefined}
            page={page}
            onPage={onPage}
          />
        </>
      ) : (
        <RequestsTable key={tab} status={tab} page={page} onPage={onPage} />
      )}
    </Page>
  );
}
