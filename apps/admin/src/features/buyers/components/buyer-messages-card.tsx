import { useState } from 'react';
import { Badge, Button, Card, Table, Typography, type TableColumnsType } from 'antd';
import type { AdminBuyerMessage } from '@yaocai/domain/contracts/admin';
import { LoadError } from '../../../components/load-error';
import { formatTime } from '../../../lib/dayjs';
import { useCan } from '../../../lib/operator';
import { BUYER_MESSAGES_PAGE_SIZE, useBuyerMessages } from '../api/buyer-contact';
import { SendMessageModal } from './send-message-modal';

const columns: TableColumnsType<AdminBuyerMessage> = [
  {
    title: '消息',
    dataIndex: 'title',
    render: (title: string, row) => (
      <>
        <Typography.Text strong>{title}</Typography.Text>
        <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-line' }}>
          {row.content}
        </Typography.Paragraph>
      </>
    ),
  },
  { title: '发送时间', dataIndex: 'created_at', width: 170, render: formatTime },
  {
    title: '状态',
    dataIndex: 'read_at',
    width: 90,
    render: (readAt: string | null) =>
      readAt ? <Badge status="default" text="已读" /> : <Badge status="processing" text="未读" />,
  },
];

/** 消息: what the shop told the buyer, read or not, and a message of one's own (with buyers.write). */
export function BuyerMessagesCard({ buyerId, company }: { buyerId: number; company: string }) {
  const [page, setPage] = useState(1);
  const [writing, setWriting] = useState(false);
  const mayWrite = useCan('buyers.write');
  const messages = useBuyerMessages(buyerId, page);
  const unread = messages.data?.unread ?? 0;
  return (
    <Card
      title={unread > 0 ? `消息（${unread} 条未读）` : '消息'}
      variant="borderless"
      extra={
        mayWrite && (
          <Button type="primary" ghost onClick={() => setWriting(true)}>
            发送消息
          </Button>
        )
      }
    >
      {messages.isError ? (
        <LoadError error={messages.error} onRetry={() => void messages.refetch()} />
      ) : (
        <Table<AdminBuyerMessage>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={messages.data?.list}
          loading={messages.isFetching}
          locale={{ emptyText: '还没有消息' }}
          pagination={{
            current: page,
            pageSize: BUYER_MESSAGES_PAGE_SIZE,
            total: messages.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => `共 ${total} 条`,
            onChange: setPage,
          }}
        />
      )}
      {mayWrite && (
        <SendMessageModal
          buyerId={buyerId}
          company={company}
          open={writing}
          onClose={() => {
            setWriting(false);
            setPage(1);
          }}
        />
      )}
    </Card>
  );
}
