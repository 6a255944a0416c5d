import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import qs from 'qs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '@yaocai/domain/contracts/chat-responses';
import { resetApiClient } from '../../../lib/api-client';
import { closeChat, openChat } from '../../../lib/chat-opener';
import { hearLiveFrame } from '../../../lib/live-connection';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderRoute } from '../../../testing/render-route';
import { buyerHandler, ok } from '../../../testing/wire-fixtures';
import { ChatPanel } from './chat-panel';

const message = (id: number, author: ChatMessage['author'], text: string): ChatMessage => ({
  id,
  conversation_id: 1,
  author,
  author_name: author === 'agent' ? '客服小王' : '',
  text,
  attachment: null,
  created_at: '2026-12-02T02:00:00.000Z',
});

/** The badge's call and the read mark's; `online`: whether an agent has the desk open. */
function serveStatus(online = true) {
  const reads: unknown[] = [];
  mswServer.use(
    http.get(apiUrl('/api/chat/status'), () => ok({ unread: 0, agents_online: online })),
    http.post(apiUrl('/api/chat/read'), async ({ request }) => {
      reads.push(qs.parse(await request.text()));
      return ok(null);
    }),
  );
  return reads;
}

const goodsCard = {
  type: 'goods' as const,
  goods_id: 7,
  name: '感冒灵颗粒',
  ypgg: '10g*9袋',
  sccj: '华润三九',
  bzdw: '盒',
  image: null,
  price: '12.50',
  price_tip: null,
};

function serveChat(online = true) {
  const sent: unknown[] = [];
  const pages: string[] = [];
  const reads = serveStatus(online);
  mswServer.use(
    buyerHandler(),
    http.get(apiUrl('/api/chat/messages'), ({ request }) => {
      const query = new URL(request.url).search;
      pages.push(query);
      if (query.includes('before_id=10'))
        return ok({
          list: [message(3, 'buyer', '更早的问题')],
          has_more: false,
          agent_read: [{ conversation_id: 1, agent_read_id: 10 }],
          conversation: null,
        });
      if (query.includes('after_id'))
        return ok({
          list: [message(13, 'agent', '重连后补上的')],
          has_more: false,
          agent_read: [],
          conversation: null,
        });
      return ok({
        list: [message(10, 'buyer', '<b>有货吗</b>'), message(11, 'agent', '有的')],
        has_more: true,
        agent_read: [{ conversation_id: 1, agent_read_id: 10 }],
        conversation: { id: 1, state: 'open', agent_read_id: 10 },
      });
    }),
    http.post(apiUrl('/api/chat/messages'), async ({ request }) => {
      const body = qs.parse(await request.text());
      sent.push(body);
      if (body.goods_id)
        return ok({ ...message(12, 'buyer', '[商品] 感冒灵颗粒 10g*9袋'), attachment: goodsCard }, '已发送');
      return ok(message(12, 'buyer', String(body.text)), '已发送');
    }),
  );
  return { sent, pages, reads };
}

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  closeChat();
  mswServer.resetHandlers();
  resetApiClient();
});
afterAll(() => mswServer.close());

const shownTexts = () => [...document.querySelectorAll('.yc-chat-text')].map((node) => node.textContent);

describe('the chat with the service desk', () => {
  it('shows the latest messages as text, older ones on asking, and each message once', async () => {
    const { pages } = serveChat();
    renderRoute([{ path: '/', element: <ChatPanel /> }], '/');
    await waitFor(() => expect(shownTexts()).toEqual(['<b>有货吗</b>', '有的']));
    expect(document.querySelector('.yc-chat-text b')).toBeNull();
    expect(screen.getByText(/客服小王/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '加载更早的消息' }));
    await waitFor(() => expect(shownTexts()).toEqual(['更早的问题', '<b>有货吗</b>', '有的']));
    expect(screen.queryByRole('button', { name: '加载更早的消息' })).toBeNull();
    expect(pages).toContain('?before_id=10');

    // The same message heard again on the live connection is still one.
    act(() => hearLiveFrame({ type: 'chat.message', message: message(11, 'agent', '有的') }));
    act(() => hearLiveFrame({ type: 'chat.message', message: message(14, 'agent', '还需要什么') }));
    expect(shownTexts()).toEqual(['更早的问题', '<b>有货吗</b>', '有的', '还需要什么']);
  });

  it('sends what the buyer writes on Enter, and reads what it missed when the connection is back', async () => {
    const { sent, pages } = serveChat();
    renderRoute([{ path: '/', element: <ChatPanel /> }], '/');
    await waitFor(() => expect(shownTexts()).toHaveLength(2));
    const box = screen.getByRole('textbox', { name: '输入消息' });
    fireEvent.change(box, { target: { value: '  要十盒  ' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(shownTexts()).toEqual(['<b>有货吗</b>', '有的', '要十盒']));
    expect(sent).toEqual([{ text: '要十盒' }]);
    expect((box as HTMLTextAreaElement).value).toBe('');

    act(() => hearLiveFrame({ type: 'ready' }));
    await waitFor(() => expect(shownTexts()).toContain('重连后补上的'));
    expect(pages).toContain('?after_id=12');
  });

  it('says so when the messages cannot be read, and reads them again on 重试', async () => {
    let fail = true;
    serveStatus();
    mswServer.use(
      buyerHandler(),
      http.get(apiUrl('/api/chat/messages'), () =>
        fail
          ? HttpResponse.json({ code: 500, msg: '系统繁忙，请稍候再试', data: null }, { status: 500 })
          : ok({ list: [message(1, 'agent', '您好')], has_more: false, agent_read: [], conversation: null }),
      ),
    );
    renderRoute([{ path: '/', element: <ChatPanel /> }], '/');
    await screen.findByText('消息加载失败');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    await waitFor(() => expect(shownTexts()).toEqual(['您好']));
  });

  it('marks what the desk wrote as read, shows the buyer’s own read, and asks for a 留言 when nobody is online', async () => {
    const { reads } = serveChat(false);
    renderRoute([{ path: '/', element: <ChatPanel /> }], '/');
    await waitFor(() => expect(shownTexts()).toHaveLength(2));
    await waitFor(() => expect(reads).toEqual([{ last_id: '11' }]));
    // The buyer's message 10 is within the agent's read mark.
    expect(screen.getAllByText('已读')).toHaveLength(1);
    expect(await screen.findByText('客服暂时不在线，请留言，我们上线后会尽快回复您')).toBeTruthy();
    expect(screen.getByRole('button', { name: /留\s*言/ })).toBeTruthy();
    act(() => hearLiveFrame({ type: 'chat.message', message: message(15, 'agent', '我上线了') }));
    await waitFor(() => expect(reads).toEqual([{ last_id: '11' }, { last_id: '15' }]));
  });

  it('sends the goods the page offered as a card, and shows cards and pictures as what they are', async () => {
    const { sent } = serveChat();
    act(() =>
      openChat({ type: 'goods', goods_id: 7, name: '感冒灵颗粒', detail: '10g*9袋 · 华润三九', image: null }),
    );
    renderRoute([{ path: '/', element: <ChatPanel /> }], '/');
    await waitFor(() => expect(shownTexts()).toHaveLength(2));
    const offer = screen.getByRole('region', { name: '您正在看的商品' });
    expect(offer.textContent).toContain('感冒灵颗粒');
    fireEvent.click(screen.getByRole('button', { name: '发送商品' }));
    const card = await screen.findByRole('link', { name: /感冒灵颗粒.*¥12\.50\/盒/ });
    expect(card.getAttribute('href')).toBe('/list/info/7');
    expect(sent).toEqual([{ goods_id: '7' }]);
    expect(screen.queryByRole('region', { name: '您正在看的商品' })).toBeNull();

    act(() =>
      hearLiveFrame({
        type: 'chat.message',
        message: {
          ...message(20, 'agent', '[图片]'),
          attachment: { type: 'image', url: '/files/private/a.webp' },
        },
      }),
    );
    expect(screen.getByRole('img', { name: '聊天图片' })).toBeTruthy();
    expect(shownTexts()).not.toContain('[图片]');
  });

  it('shows that an agent types until they send, or a while after they last said so', async () => {
    serveChat();
    renderRoute([{ path: '/', element: <ChatPanel /> }], '/');
    await waitFor(() => expect(shownTexts()).toHaveLength(2));
    expect(screen.queryByText('客服正在输入…')).toBeNull();
    act(() => hearLiveFrame({ type: 'chat.typing', conversation_id: 1, author: 'agent' }));
    expect(screen.getByRole('status').textContent).toBe('客服正在输入…');
    act(() => hearLiveFrame({ type: 'chat.message', message: message(16, 'agent', '好的') }));
    expect(screen.queryByText('客服正在输入…')).toBeNull();
    // The buyer's own typing, echoed by nobody, shows nothing.
    act(() => hearLiveFrame({ type: 'chat.typing', conversation_id: 1, author: 'buyer' }));
    expect(screen.queryByText('客服正在输入…')).toBeNull();
  });
});
