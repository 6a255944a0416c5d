import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  AdminConversation,
  CannedReply,
  ChatAgent,
  ChatBuyerContext,
  ChatMessage,
} from '@yaocai/domain/contracts/chat-responses';
import { resetApiClient } from '../../../lib/api-client';
import { hearConsoleFrame } from '../../../lib/live-connection';
import { ok, operatorHandler, paged } from '../../../testing/fixtures';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';
import { waitedFor } from '../components/conversation-list';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const waiting: AdminConversation = {
  id: 5,
  state: 'waiting',
  buyer_id: 7,
  company: '康泰大药房',
  phone: '13800000002',
  agent_id: null,
  agent_name: '',
  last_text: '<b>有阿莫西林吗</b>',
  last_message_at: minutesAgo(12),
  waiting_since: minutesAgo(12),
  created_at: minutesAgo(12),
  closed_at: null,
  buyer_read_id: 0,
  agent_read_id: 0,
};
const buyerMessage: ChatMessage = {
  id: 31,
  conversation_id: 5,
  author: 'buyer',
  author_name: '',
  text: '<b>有阿莫西林吗</b>',
  attachment: null,
  created_at: minutesAgo(12),
};
const goodsMessage: ChatMessage = {
  ...buyerMessage,
  id: 33,
  text: '[商品] 板蓝根颗粒 10g*20袋',
  attachment: {
    type: 'goods',
    goods_id: 7,
    name: '板蓝根颗粒',
    ypgg: '10g*20袋',
    sccj: '白云山',
    bzdw: '盒',
    image: null,
    price: '12.50',
    price_tip: null,
  },
};
const pictureMessage: ChatMessage = {
  ...buyerMessage,
  id: 34,
  text: '[图片]',
  attachment: { type: 'image', url: '/files/private/a.webp' },
};
let shownMessages: ChatMessage[];
const context: ChatBuyerContext = {
  buyer: {
    id: 7,
    company: '康泰大药房',
    name: '李四',
    phone: '13800000002',
    status: 'approved',
    customer_type: '单体药店',
    region: '广东省广州市',
  },
  manager: { name: '王经理', phone: '020-88880001' },
  licences: [
    { type_name: '药品经营许可证', valid_until: '2026-12-20', expiry: 'expiring', state: 'approved' },
  ],
  orders: [{ id: 88, order_no: 'YC202611200001', status: 2, payable: '320.00', created_at: minutesAgo(600) }],
  cart: { lines: 3, recent: [{ goods_id: 1, name: '板蓝根颗粒', number: 10 }] },
  balance_fen: 123450,
  credit: { limit_fen: 500000, used_fen: 20000 },
};
const replies: CannedReply[] = [{ id: 1, title: '发货时间', text: '当天 16 点前付款当天发货。', sort: 0 }];
const agents: ChatAgent[] = [
  { id: 1, name: '测试操作员', online: true, open: 1, max_open: 5 },
  { id: 2, name: '小美', online: false, open: 0, max_open: 3 },
];

let conversation: AdminConversation;
let actions: { path: string; body: unknown }[];
let listQueries: string[];

function serve() {
  mswServer.use(
    http.get(apiUrl('/api/admin/chat/conversations'), ({ request }) => {
      listQueries.push(new URL(request.url).search);
      return ok(paged([conversation]));
    }),
    http.get(apiUrl('/api/admin/chat/conversations/5/messages'), () =>
      ok({ conversation, list: shownMessages, has_more: false }),
    ),
    http.get(apiUrl('/api/admin/chat/conversations/5/context'), () => ok(context)),
    http.get(apiUrl('/api/admin/chat/replies'), () => ok(replies)),
    http.get(apiUrl('/api/admin/chat/agents'), () => ok(agents)),
    http.post(apiUrl('/api/admin/chat/conversations/5/:action'), async ({ request, params }) => {
      actions.push({ path: String(params.action), body: await request.json() });
      if (params.action === 'pick')
        conversation = { ...conversation, state: 'open', agent_id: 1, agent_name: '测试操作员' };
      return ok(params.action === 'messages' ? { ...buyerMessage, id: 32, author: 'agent' } : null);
    }),
  );
}

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  conversation = waiting;
  shownMessages = [buyerMessage];
  actions = [];
  listQueries = [];
  document.cookie = 'XSRF-TOKEN=t1; path=/';
});
afterEach(() => {
  mswServer.resetHandlers();
  resetApiClient();
});
afterAll(() => mswServer.close());

describe('在线客服', () => {
  it('shows the queue with the wait, picks a conversation up and answers it with a canned reply', async () => {
    mswServer.use(operatorHandler(['chat.agent']));
    serve();
    renderApp('/chat');
    const item = await screen.findByRole('button', { name: /康泰大药房/ });
    expect(item.textContent).toContain('等待 12分钟');
    expect(listQueries[0]).toBe('?state=waiting&page=1&page_size=20');
    // A supervisor's tabs are not an agent's.
    expect(screen.queryByRole('tab', { name: '快捷回复' })).toBeNull();
    fireEvent.click(item);

    // The buyer's words as text, not markup.
    const bubble = await screen.findByText('<b>有阿莫西林吗</b>', { selector: '.desk-bubble' });
    expect(bubble.querySelector('b')).toBeNull();
    expect(await screen.findByText('药品经营许可证')).toBeTruthy();
    expect(screen.getByText('即将到期')).toBeTruthy();
    expect(screen.getByText('已用 ¥200.00 / ¥5000.00')).toBeTruthy();
    expect(screen.getByText('购物车（3 种）')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '接入' }));
    await waitFor(() => expect(actions[0]).toEqual({ path: 'pick', body: {} }));
    // Now the agent's, what the buyer wrote is marked read.
    await waitFor(() => expect(actions).toContainEqual({ path: 'read', body: { last_id: 31 } }));
    fireEvent.click(await screen.findByRole('button', { name: '快捷回复' }));
    fireEvent.click(await screen.findByText('发货时间'));
    const box = screen.getByLabelText('回复内容');
    expect((box as HTMLTextAreaElement).value).toBe('当天 16 点前付款当天发货。');
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    await waitFor(() =>
      expect(actions.at(-1)).toEqual({ path: 'messages', body: { text: '当天 16 点前付款当天发货。' } }),
    );
  });

  it('shows the cards and pictures a buyer sent, and that the buyer types', async () => {
    mswServer.use(operatorHandler(['chat.agent']));
    serve();
    shownMessages = [buyerMessage, goodsMessage, pictureMessage];
    renderApp('/chat');
    fireEvent.click(await screen.findByRole('button', { name: /康泰大药房/ }));
    const card = await screen.findByRole('link', { name: /商品：板蓝根颗粒.*客户所见：¥12\.50\/盒/ });
    expect(card.getAttribute('href')).toBe('/goods/7');
    expect(screen.getByRole('img', { name: '客户发送的图片' })).toBeTruthy();
    expect(screen.queryByText('[图片]')).toBeNull();

    act(() => hearConsoleFrame({ type: 'chat.typing', conversation_id: 5, author: 'buyer' }));
    expect(screen.getByText('客户正在输入…')).toBeTruthy();
    act(() => hearConsoleFrame({ type: 'chat.typing', conversation_id: 6, author: 'buyer' }));
    act(() => hearConsoleFrame({ type: 'chat.message', message: { ...buyerMessage, id: 35 } }));
    expect(screen.queryByText('客户正在输入…')).toBeNull();
  });

  it('asks before ending a conversation, and transfers it to an agent chosen from the list', async () => {
    conversation = {
      ...waiting,
      state: 'open',
      agent_id: 1,
      agent_name: '测试操作员',
      waiting_since: null,
      agent_read_id: 31,
    };
    mswServer.use(operatorHandler(['chat.agent']));
    serve();
    renderApp('/chat');
    fireEvent.click(await screen.findByText('我的接待'));
    fireEvent.click(await screen.findByRole('button', { name: /康泰大药房/ }));
    fireEvent.click(await screen.findByRole('button', { name: '结束' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm.textContent).toContain('结束这个会话吗？');
    expect(actions).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: /取\s*消/ }));

    fireEvent.click(screen.getByRole('button', { name: '转接' }));
    const dialog = (await screen.findAllByRole('dialog')).at(-1)!;
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '接待客服' }));
    fireEvent.click(await screen.findByText('小美（离线，接待 0/3）'));
    fireEvent.click(within(dialog).getByRole('button', { name: '转接' }));
    await waitFor(() => expect(actions).toEqual([{ path: 'transfer', body: { agent_id: 2 } }]));
  });

  it('gives a supervisor the canned replies and the agents’ caps', async () => {
    mswServer.use(operatorHandler(['chat.supervise']));
    serve();
    renderApp('/chat');
    fireEvent.click(await screen.findByRole('tab', { name: '客服与接待上限' }));
    expect(await screen.findByText('小美')).toBeTruthy();
    expect(screen.getByLabelText('小美的同时接待上限')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '快捷回复' }));
    expect(await screen.findByText('当天 16 点前付款当天发货。')).toBeTruthy();
  });

  it('says a wait in minutes and hours', () => {
    const now = Date.parse('2026-12-02T10:00:00Z');
    expect(waitedFor('2026-12-02T09:59:30Z', now)).toBe('刚刚');
    expect(waitedFor('2026-12-02T09:55:00Z', now)).toBe('5分钟');
    expect(waitedFor('2026-12-02T08:40:00Z', now)).toBe('1小时20分');
    expect(waitedFor('2026-12-02T08:00:00Z', now)).toBe('2小时');
  });
});
