import { Badge, Button, Empty, Pagination, Skeleton } from 'antd';
import { useSearchParams } from 'react-router';
import type { BuyerMessage } from '@yaocai/domain/contracts/messages-responses';
import { LoadFailed } from '../../../components/load-failed';
import { MemberPage } from '../../../components/member-page';
import { pageFrom } from '../../../lib/page-param';
import { dayjs } from '../../../lib/dayjs';
import { useMessages, useReadMessages } from '../api/messages';
import '../messages.css';

const PAGE_SIZE = 10;

function MessageItem({ item, onRead }: { item: BuyerMessage; onRead: (id: number) => void }) {
  const unread = item.read_at === null;
  return (
    <li className={unread ? 'yc-message yc-message-unread' : 'yc-message'} aria-label={item.title}>
      <div className="yc-message-head">
        <Badge status={unread ? 'error' : 'default'} text={<strong>{item.title}</strong>} />
        <time dateTime={item.created_at}>{dayjs(item.created_at).format('YYYY-MM-DD HH:mm')}</time>
      </div>
      <p className="yc-message-content">{item.content}</p>
      {unread && (
        <Button size="small" type="link" onClick={() => onRead(item.id)}>
          标为已读
        </Button>
      )}
    </li>
  );
}

function MessagesView() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFrom(searchParams.get('page'));
  const messages = useMessages(page);
  const read = useReadMessages();

  if (messages.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (messages.isError) {
    return <LoadFailed title="消息加载失败" error={messages.error} onRetry={() => void messages.refetch()} />;
  }
  const { list, total, unread } = messages.data;
  return (
    <>
      <div className="yc-messages-bar">
        <span>
          共 {total} 条，未读 <strong>{unread}</strong> 条
        </span>
        <Button disabled={unread === 0} loading={read.isPending} onClick={() => read.mutate(undefined)}>
          全部标为已读
        </Button>
      </div>
      {list.length === 0 ? (
        <Empty description="暂无消息" />
      ) : (
        <ul className="yc-messages">
          {list.map((item) => (
            <MessageItem key={item.id} item={item} onRead={(id) => read.mutate([id])} />
          ))}
        </ul>
      )}
      {total > PAGE_SIZE && (
        <Pagination
          className="yc-messages-pagination"
          current={page}
          pageSize={PAGE_SIZE}
          total={total}
          showSizeChanger={false}
          onChange={(next) => setSearchParams({ page: String(next) })}
        />
      )}
    </>
  );
}

/** /wdxx: the messages reviews, shipments and refunds send the buyer, unread first. */
export function MessagesPage() {
  return (
    <MemberPage title="我的消息" panel>
      <MessagesView />
    </MemberPage>
  );
}
