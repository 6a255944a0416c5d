import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  App,
  Button,
  Dropdown,
  Empty,
  Flex,
  Input,
  Modal,
  Select,
  Space,
  Spin,
  Tag,
  Typography,
} from 'antd';
import { CHAT_TEXT_MAX, CHAT_TYPING_SECONDS, CONVERSATION_STATES } from '@yaocai/domain/contracts/chat';
import type { AdminConversation, ChatMessage } from '@yaocai/domain/contracts/chat-responses';
import { formatTime } from '../../../lib/dayjs';
import { onConsoleFrame, sayConsole } from '../../../lib/live-connection';
import { useEditableList } from '../../../lib/editable-list';
import { useCan, useOperator } from '../../../lib/operator';
import {
  cannedRepliesSource,
  useChatAgents,
  useConversationMessages,
  useDeskAction,
  useMarkRead,
  useReply,
  type CannedReply,
} from '../api/desk';
import { MessageContent } from './message-content';

/** The buyer is told the agent types at most this often, well within how long it shows it. */
const TYPING_SAID_EVERY_MS = (CHAT_TYPING_SECONDS * 1000) / 2;

/** Whether the buyer of conversation `id` is typing: until they send, or a while after they last said so. */
function useBuyerTyping(id: number): boolean {
  // Whose typing it was: another conversation's is not this one's.
  const [typing, setTyping] = useState({ id, until: 0 });
  useEffect(
    () =>
      onConsoleFrame((frame) => {
        if (frame.type === 'chat.typing' && frame.author === 'buyer' && frame.conversation_id === id)
          setTyping({ id, until: Date.now() + CHAT_TYPING_SECONDS * 1000 });
        if (
          frame.type === 'chat.message' &&
          frame.message.conversation_id === id &&
          frame.message.author === 'buyer'
        )
          setTyping({ id, until: 0 });
      }),
    [id],
  );
  useEffect(() => {
    if (typing.until === 0) return;
    const timer = setTimeout(() => setTyping({ id: typing.id, until: 0 }), typing.until - Date.now());
    return () => clearTimeout(timer);
  }, [typing]);
  return typing.id === id && typing.until > 0;
}

const STATE_COLOR = { waiting: 'red', open: 'green', closed: 'default' } as const;

function MessageBubble({ message, read }: { message: ChatMessage; read: boolean }) {
  if (message.author === 'system') return <div className="desk-system-note">{message.text}</div>;
  const mine = message.author === 'agent';
  return (
    <div className={`desk-message${mine ? ' is-agent' : ''}`}>
      <Typography.Text type="secondary" className="desk-message-meta">
        {mine ? message.author_name || '客服' : '客户'} · {formatTime(message.created_at)}
      </Typography.Text>
      <MessageContent message={message} />
      {mine && read && (
        <Typography.Text type="secondary" className="desk-message-meta">
          已读
        </Typography.Text>
      )}
    </div>
  );
}

function TransferButton({ conversation }: { conversation: AdminConversation }) {
  const agents = useChatAgents();
  const action = useDeskAction(conversation.id);
  const [open, setOpen] = useState(false);
  const [agentId, setAgentId] = useState<number | undefined>();
  const choices = (agents.data ?? []).filter((agent) => agent.id !== conversation.agent_id);
  return (
    <>
      <Button onClick={() => setOpen(true)}>转接</Button>
      <Modal
        title="转接会话"
        open={open}
        okText="转接"
        okButtonProps={{ disabled: agentId === undefined, loading: action.isPending }}
        onCancel={() => setOpen(false)}
        onOk={() =>
          action.mutate({ action: 'transfer', agent_id: agentId! }, { onSuccess: () => setOpen(false) })
        }
      >
        <Select
          style={{ width: '100%' }}
          aria-label="接待客服"
          placeholder="选择接待的客服"
          loading={agents.isPending}
          value={agentId}
          onChange={setAgentId}
          options={choices.map((agent) => ({
            value: agent.id,
            label: `${agent.name}（${agent.online ? '在线' : '离线'}，接待 ${agent.open}/${agent.max_open}）`,
          }))}
        />
      </Modal>
    </>
  );
}

function Composer({ conversation }: { conversation: AdminConversation }) {
  const [text, setText] = useState('');
  const typingSaidAt = useRef(0);
  const reply = useReply(conversation.id);
  const replies = useEditableList<CannedReply>(cannedRepliesSource);
  const send = () => {
    const trimmed = text.trim();
    if (!trimmed || reply.isPending) return;
    reply.mutate(trimmed, { onSuccess: () => setText('') });
  };
  return (
    <div className="desk-composer">
      <Input.TextArea
        aria-label="回复内容"
        placeholder="输入回复，Enter 发送，Shift+Enter 换行"
        value={text}
        maxLength={CHAT_TEXT_MAX}
        autoSize={{ minRows: 2, maxRows: 6 }}
        onChange={(event) => {
          setText(event.target.value);
          const now = Date.now();
          if (conversation.agent_id !== null && now - typingSaidAt.current > TYPING_SAID_EVERY_MS) {
            typingSaidAt.current = now;
            sayConsole({ type: 'chat.typing', conversation_id: conversation.id });
          }
        }}
        onPressEnter={(event) => {
          if (event.shiftKey || event.nativeEvent.isComposing) return;
          event.preventDefault();
          send();
        }}
      />
      <Flex justify="space-between" style={{ marginTop: 8 }}>
        <Dropdown
          trigger={['click']}
          disabled={!replies.data?.length}
          menu={{
            items: (replies.data ?? []).map((canned) => ({ key: canned.id, label: canned.title })),
            onClick: ({ key }) =>
              setText(replies.data?.find((canned) => canned.id === Number(key))?.text ?? ''),
          }}
        >
          <Button>{replies.data?.length ? '快捷回复' : '暂无快捷回复'}</Button>
        </Dropdown>
        <Button type="primary" onClick={send} loading={reply.isPending} disabled={!text.trim()}>
          发送
        </Button>
      </Flex>
    </div>
  );
}

/** One conversation: its messages, newest at the bottom, and what the agent may do with it. */
export function ConversationPanel({ id }: { id: number }) {
  const operator = useOperator();
  const answers = useCan('chat.agent');
  const messages = useConversationMessages(id);
  const buyerTyping = useBuyerTyping(id);
  const action = useDeskAction(id);
  const { modal } = App.useApp();
  const scroller = useRef<HTMLDivElement>(null);
  const list = messages.data?.list;
  useEffect(() => {
    const box = scroller.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [list]);
  // The answering agent reads what the buyer wrote: the buyer sees it read.
  const markRead = useMarkRead(id).mutate;
  const mine = messages.data?.conversation.agent_id === operator.id;
  const newestFromBuyer = list?.findLast((message) => message.author === 'buyer')?.id ?? 0;
  const agentReadId = messages.data?.conversation.agent_read_id ?? 0;
  useEffect(() => {
    if (mine && newestFromBuyer > agentReadId) markRead(newestFromBuyer);
  }, [mine, newestFromBuyer, agentReadId, markRead]);

  if (messages.isPending) return <Spin style={{ display: 'block', margin: '64px auto' }} />;
  if (messages.isError)
    return (
      <Alert
        type="error"
        showIcon
        message={messages.error instanceof Error ? messages.error.message : '加载失败'}
      />
    );
  const { conversation } = messages.data;
  const ownOrFree = conversation.agent_id === null || conversation.agent_id === operator.id;
  const mayAnswer = answers && conversation.state !== 'closed' && ownOrFree;
  return (
    <div className="desk-conversation-panel">
      <Flex justify="space-between" align="center" wrap gap={8} className="desk-panel-head">
        <Space>
          <Typography.Text strong>{conversation.company || conversation.phone}</Typography.Text>
          <Tag color={STATE_COLOR[conversation.state]}>{CONVERSATION_STATES[conversation.state]}</Tag>
          {conversation.agent_name && (
            <Typography.Text type="secondary">接待：{conversation.agent_name}</Typography.Text>
          )}
        </Space>
        {answers && (
          <Space>
            {conversation.state === 'waiting' && (
              <Button
                type="primary"
                loading={action.isPending}
                onClick={() => action.mutate({ action: 'pick' })}
              >
                接入
              </Button>
            )}
            {conversation.state !== 'closed' && ownOrFree && <TransferButton conversation={conversation} />}
            {conversation.state !== 'closed' && ownOrFree && (
              <Button
                danger
                onClick={() =>
                  modal.confirm({
                    title: '结束这个会话吗？',
                    content: '客户会收到会话已结束的提示，之后的留言将开始新的会话。',
                    okText: '结束会话',
                    okButtonProps: { danger: true },
                    onOk: () => action.mutateAsync({ action: 'close' }),
                  })
                }
              >
                结束
              </Button>
            )}
            {conversation.state === 'closed' && (
              <Button onClick={() => action.mutate({ action: 'reopen' })} loading={action.isPending}>
                重新打开
              </Button>
            )}
          </Space>
        )}
      </Flex>
      <div className="desk-messages" aria-live="polite" ref={scroller}>
        {list && list.length > 0 ? (
          list.map((message) => (
            <MessageBubble
              key={message.id}
              message={message}
              read={message.id <= conversation.buyer_read_id}
            />
          ))
        ) : (
          <Empty description="暂无消息" />
        )}
      </div>
      {buyerTyping && (
        <Typography.Text type="secondary" role="status" className="desk-typing">
          客户正在输入…
        </Typography.Text>
      )}
      {mayAnswer ? (
        <Composer conversation={conversation} />
      ) : (
        <Typography.Paragraph type="secondary" className="desk-composer">
          {conversation.state === 'closed' ? '会话已结束。' : '该会话由其他客服接待。'}
        </Typography.Paragraph>
      )}
    </div>
  );
}
