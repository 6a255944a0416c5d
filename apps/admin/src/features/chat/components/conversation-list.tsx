import { useEffect, useState } from 'react';
import { Badge, Empty, Input, List, Pagination, Segmented, Spin, Typography } from 'antd';
import type { AdminConversation } from '@yaocai/domain/contracts/chat-responses';
import { useCan } from '../../../lib/operator';
import { useConversations, type ConversationListParams } from '../api/desk';

type View = 'waiting' | 'mine' | 'all' | 'closed';

const PAGE_SIZE = 20;

/** How long a buyer has waited, as the queue says it: 刚刚, 5分钟, 1小时20分. */
export function waitedFor(since: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));
  if (minutes < 1) return '刚刚';
  if (minutes < 60) return `${minutes}分钟`;
  return `${Math.floor(minutes / 60)}小时${minutes % 60 ? `${minutes % 60}分` : ''}`;
}

/** The clock the waits are counted on, moved every 15 s so that a new minute shows soon after it starts. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const paramsOf = (view: View, keyword: string, page: number): ConversationListParams => ({
  ...(view === 'waiting' ? { state: 'waiting' } : {}),
  ...(view === 'closed' ? { state: 'closed' } : {}),
  ...(view === 'mine' ? { mine: true } : {}),
  ...(keyword ? { keyword } : {}),
  page,
  page_size: PAGE_SIZE,
});

interface ConversationListProps {
  selected: number | null;
  onSelect: (conversation: AdminConversation) => void;
}

/** The desk's conversations: the queue longest-waiting first, one's own, everyone's, the ended; searchable. */
export function ConversationList({ selected, onSelect }: ConversationListProps) {
  const supervises = useCan('chat.supervise');
  const [view, setView] = useState<View>('waiting');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const now = useNow();
  const conversations = useConversations(paramsOf(view, keyword, page));
  const views = [
    { value: 'waiting', label: '排队中' },
    { value: 'mine', label: '我的接待' },
    ...(supervises ? [{ value: 'all', label: '全部' }] : []),
    { value: 'closed', label: '已结束' },
  ];
  const data = conversations.data;
  return (
    <div className="desk-list">
      <Segmented
        block
        options={views}
        value={view}
        onChange={(value) => {
          setView(value as View);
          setPage(1);
        }}
      />
      <Input.Search
        allowClear
        placeholder="搜索客户、手机号或聊天内容"
        aria-label="搜索会话"
        onSearch={(value) => {
          setKeyword(value.trim());
          setPage(1);
        }}
        style={{ margin: '12px 0' }}
      />
      {conversations.isPending ? (
        <Spin style={{ display: 'block', margin: '32px auto' }} />
      ) : data && data.list.length > 0 ? (
        <>
          <List
            dataSource={data.list}
            rowKey="id"
            renderItem={(conversation) => (
              <List.Item
                className={`desk-conversation${conversation.id === selected ? ' is-selected' : ''}`}
                onClick={() => onSelect(conversation)}
              >
                <button type="button" className="desk-conversation-button">
                  <span className="desk-conversation-head">
                    <Typography.Text strong ellipsis>
                      {conversation.company || conversation.phone}
                    </Typography.Text>
                    {conversation.waiting_since ? (
                      <Badge status="error" text={`等待 ${waitedFor(conversation.waiting_since, now)}`} />
                    ) : (
                      <Typography.Text type="secondary">{conversation.agent_name}</Typography.Text>
                    )}
                  </span>
                  <Typography.Text type="secondary" ellipsis>
                    {conversation.last_text || '（无消息）'}
                  </Typography.Text>
                </button>
              </List.Item>
            )}
          />
          {data.total > PAGE_SIZE && (
            <Pagination
              simple
              size="small"
              current={page}
              total={data.total}
              pageSize={PAGE_SIZE}
              onChange={setPage}
              style={{ marginTop: 8, textAlign: 'center' }}
            />
          )}
        </>
      ) : (
        <Empty description={view === 'waiting' ? '没有排队的客户' : '暂无会话'} />
      )}
    </div>
  );
}
