import { Alert, Button, Empty, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { CHAT_TYPING_SECONDS, type ChatMessageBody } from '@yaocai/domain/contracts/chat';
import type { ChatMessage, ChatMessagePage } from '@yaocai/domain/contracts/chat-responses';
import { dropChatOffer, useChatOffer, type ChatOffer } from '../../../lib/chat-opener';
import { dayjs } from '../../../lib/dayjs';
import { onLiveFrame } from '../../../lib/live-connection';
import { ChatCompose } from './chat-compose';
import { ChatMessageContent } from './chat-message-content';
import { ChatOfferBar } from './chat-offer-bar';
import {
  fetchChatAfter,
  fetchChatPage,
  useChatStatus,
  useMarkChatRead,
  useSendChatMessage,
} from '../api/chat';

interface Transcript {
  /** By id: the same message heard twice (its answer and the live connection) is one. */
  byId: Map<number, ChatMessage>;
  /** Each conversation's agent read mark, from the older pages read. */
  agentRead: Map<number, number>;
  /** Whether older messages remain, once an older page has been read. */
  olderRemain: boolean | null;
}

type Action = {
  type: 'add';
  messages: ChatMessage[];
  olderRemain?: boolean;
  agentRead?: ChatMessagePage['agent_read'];
};

function transcript(state: Transcript, action: Action): Transcript {
  const byId = new Map(state.byId);
  for (const message of action.messages) byId.set(message.id, message);
  const agentRead = new Map(state.agentRead);
  for (const mark of action.agentRead ?? []) agentRead.set(mark.conversation_id, mark.agent_read_id);
  return { byId, agentRead, olderRemain: action.olderRemain ?? state.olderRemain };
}

const lastId = (messages: ChatMessage[]) => messages.at(-1)?.id ?? 0;

const AUTHOR_LABEL: Record<ChatMessage['author'], string> = { buyer: '我', agent: '客服', system: '系统' };

const offerBody = (offer: ChatOffer): ChatMessageBody =>
  offer.type === 'goods' ? { goods_id: offer.goods_id } : { order_id: offer.order_id };

/** Whether the desk says an agent is typing: until they send, or a while after they last said so. */
function useAgentTyping(): boolean {
  const [until, setUntil] = useState(0);
  useEffect(
    () =>
      onLiveFrame((frame) => {
        if (frame.type === 'chat.typing' && frame.author === 'agent')
          setUntil(Date.now() + CHAT_TYPING_SECONDS * 1000);
        if (frame.type === 'chat.message' && frame.message.author === 'agent') setUntil(0);
      }),
    [],
  );
  useEffect(() => {
    if (until === 0) return;
    const timer = setTimeout(() => setUntil(0), until - Date.now());
    return () => clearTimeout(timer);
  }, [until]);
  return until > 0;
}

/** The buyer's conversation with the service desk: history, what comes live, and a box to write in. */
export function ChatPanel() {
  const [state, dispatch] = useReducer(transcript, {
    byId: new Map(),
    agentRead: new Map(),
    olderRemain: null,
  });
  // The latest page, read each time the chat opens.
  const latestPage = useQuery({ queryKey: ['user', 'chat'], queryFn: () => fetchChatPage(), staleTime: 0 });
  const send = useSendChatMessage();
  const offer = useChatOffer();
  const agentTyping = useAgentTyping();
  const messages = useMemo(() => {
    const byId = new Map(state.byId);
    for (const message of latestPage.data?.list ?? []) byId.set(message.id, message);
    return [...byId.values()].sort((a, b) => a.id - b.id);
  }, [state.byId, latestPage.data]);
  const olderRemain = state.olderRemain ?? latestPage.data?.has_more ?? false;
  const shown = useRef(messages);
  useEffect(() => {
    shown.current = messages;
  }, [messages]);
  const log = useRef<HTMLDivElement>(null);

  useEffect(
    () =>
      onLiveFrame((frame) => {
        if (frame.type === 'chat.message') dispatch({ type: 'add', messages: [frame.message] });
        // Something may have been missed: what came after the last one shown.
        if (frame.type === 'resync' || frame.type === 'ready')
          void fetchChatAfter(lastId(shown.current))
            .then((page) => dispatch({ type: 'add', messages: page.list }))
            .catch(() => undefined);
      }),
    [],
  );

  const newest = lastId(messages);
  useEffect(() => {
    // The log's own scroll, not the page's behind the drawer.
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [newest]);

  // Open, the conversation is seen: the button's count goes, and the desk sees it read.
  const markRead = useMarkChatRead().mutate;
  const newestFromDesk = messages.findLast((message) => message.author !== 'buyer')?.id ?? 0;
  useEffect(() => {
    if (newestFromDesk > 0) markRead(newestFromDesk);
  }, [newestFromDesk, markRead]);
  // The latest page's marks are the newest (read again when a mark moves).
  const agentRead = useMemo(() => {
    const marks = new Map(state.agentRead);
    for (const mark of latestPage.data?.agent_read ?? []) marks.set(mark.conversation_id, mark.agent_read_id);
    return marks;
  }, [state.agentRead, latestPage.data]);
  const status = useChatStatus(true);
  const nobodyOnline = status.data?.agents_online === false;

  const [olderFailed, setOlderFailed] = useState(false);
  const loadOlder = () => {
    setOlderFailed(false);
    void fetchChatPage(messages[0]?.id)
      .then((page) =>
        dispatch({
          type: 'add',
          messages: page.list,
          olderRemain: page.has_more,
          agentRead: page.agent_read,
        }),
      )
      .catch(() => setOlderFailed(true));
  };
  const loading = latestPage.isPending;
  const failed = latestPage.isError || olderFailed;

  const sendBody = async (body: ChatMessageBody) => {
    const message = await send.mutateAsync(body);
    dispatch({ type: 'add', messages: [message] });
  };
  const sendOffer = (offered: ChatOffer) => sendBody(offerBody(offered)).then(dropChatOffer, () => undefined);

  return (
    <div className="yc-chat">
      <div className="yc-chat-log" ref={log} role="log" aria-label="与客服的对话" aria-live="polite">
        {loading && messages.length === 0 && <Spin className="yc-chat-loading" />}
        {failed && (
          <Alert
            type="error"
            showIcon
            title="消息加载失败"
            action={
              <Button size="small" onClick={() => (olderFailed ? loadOlder() : void latestPage.refetch())}>
                重试
              </Button>
            }
          />
        )}
        {olderRemain && (
          <Button type="link" block onClick={loadOlder}>
            加载更早的消息
          </Button>
        )}
        {!loading && !failed && messages.length === 0 && (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="您好，请问有什么可以帮您？" />
        )}
        {messages.map((message) => (
          <div key={message.id} className={`yc-chat-message yc-chat-${message.author}`}>
            <div className="yc-chat-meta">
              {message.author_name || AUTHOR_LABEL[message.author]}{' '}
              {dayjs(message.created_at).format('MM-DD HH:mm')}
            </div>
            <ChatMessageContent message={message} />
            {message.author === 'buyer' && message.id <= (agentRead.get(message.conversation_id) ?? 0) && (
              <div className="yc-chat-read">已读</div>
            )}
          </div>
        ))}
      </div>
      {agentTyping && (
        <div className="yc-chat-typing" role="status">
          客服正在输入…
        </div>
      )}
      {nobodyOnline && (
        <Alert
          className="yc-chat-offline"
          type="info"
          showIcon
          title="客服暂时不在线，请留言，我们上线后会尽快回复您"
        />
      )}
      {offer && (
        <ChatOfferBar
          offer={offer}
          sending={send.isPending}
          onSend={() => void sendOffer(offer)}
          onDrop={dropChatOffer}
        />
      )}
      <ChatCompose sending={send.isPending} leaveWord={nobodyOnline} onSend={sendBody} />
    </div>
  );
}
