import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGES } from '@yaocai/domain/contracts/chat';
import type {
  AdminChatMessagePage,
  AdminConversation,
  ChatMessage,
  ChatMessagePage,
  ChatStatus,
} from '@yaocai/domain/contracts/chat-responses';
import type { Paged } from '@yaocai/domain/contracts/wire';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { signInOperator } from '../../testing/sign-in-operator.ts';
import { signInBuyer } from '../../testing/sign-in.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { WriteWatch } from '../../testing/write-watch.ts';
import { insertStockedGoods, insertWarehouse } from '../../testing/catalog-factories.ts';
import { insertTestOrder, orderLineNamed } from '../../testing/order-factories.ts';
import { uploadPicture } from '../../testing/pictures.ts';
import { saveShopSettings, getShopSettings } from '../content/settings.service.ts';
import { auditLog } from '../operators/operators.tables.ts';
import { CLOSED_NOTE } from './chat.service.ts';
import { chatConversations, chatMessages } from './chat.tables.ts';

let t: TestApp;

const switchChat = async (on: boolean) => {
  const { features } = await getShopSettings(t.db);
  await saveShopSettings(t.db, { features: { ...features, is_can_chat: on } }, t.app.caches);
};

const send = (client: TestClient, text: string) => client.post<ChatMessage>('/api/chat/messages', { text });
const read = async (client: TestClient, query = '') =>
  (await client.get<ChatMessagePage>(`/api/chat/messages${query}`)).body;
const queue = async (client: TestClient, query = '') =>
  (await client.get<Paged<AdminConversation>>(`/api/admin/chat/conversations${query}`)).body;
const reply = (client: TestClient, id: number, text: string) =>
  client.post<ChatMessage>(`/api/admin/chat/conversations/${id}/messages`, { text });

beforeAll(async () => {
  t = await buildTestApp();
  await switchChat(true);
});

afterAll(() => t.close());

describe('在线客服, the buyer’s side', () => {
  it('stores what the buyer writes in one conversation and reads it back by id, as text', async () => {
    const { client } = await signInBuyer(t);
    expect((await read(client)).data).toEqual({
      list: [],
      has_more: false,
      agent_read: [],
      conversation: null,
    });

    const first = await send(client, '<b>请问</b>阿莫西林有货吗？');
    expect([first.status, first.body.msg]).toEqual([200, '已发送']);
    expect(first.body.data).toMatchObject({
      author: 'buyer',
      author_name: '',
      text: '<b>请问</b>阿莫西林有货吗？',
    });
    const second = (await send(client, '  多少钱一盒  ')).body.data;
    expect(second.text).toBe('多少钱一盒');
    expect(second.conversation_id).toBe(first.body.data.conversation_id);

    const all = (await read(client)).data;
    expect(all.list.map((m) => m.id)).toEqual([first.body.data.id, second.id]);
    expect(all.conversation).toEqual({ id: second.conversation_id, state: 'waiting', agent_read_id: 0 });
    expect((await read(client, `?after_id=${first.body.data.id}`)).data.list.map((m) => m.id)).toEqual([
      second.id,
    ]);
    expect((await read(client, `?after_id=${second.id}`)).data.list).toEqual([]);
  });

  it('pages history backwards with before_id, oldest first in each page', async () => {
    const { client } = await signInBuyer(t);
    const ids: number[] = [];
    for (let i = 1; i <= 5; i++) ids.push((await send(client, `第${i}条`)).body.data.id);
    const latest = (await read(client, '?limit=2')).data;
    expect(latest.list.map((m) => m.id)).toEqual(ids.slice(3));
    expect(latest.has_more).toBe(true);
    const before = (await read(client, `?limit=2&before_id=${ids[3]}`)).data;
    expect(before.list.map((m) => m.id)).toEqual(ids.slice(1, 3));
    const oldest = (await read(client, `?limit=2&before_id=${ids[1]}`)).data;
    expect([oldest.list.map((m) => m.id), oldest.has_more]).toEqual([[ids[0]], false]);
    const forward = (await read(client, `?limit=2&after_id=${ids[0]}`)).data;
    expect([forward.list.map((m) => m.id), forward.has_more]).toEqual([ids.slice(1, 3), true]);
  });

  it('never shows one buyer another’s messages', async () => {
    const mine = await signInBuyer(t);
    const theirs = await signInBuyer(t);
    await send(theirs.client, '别人的消息');
    await send(mine.client, '我的消息');
    expect((await read(mine.client, '?after_id=0')).data.list.map((m) => m.text)).toEqual(['我的消息']);
  });

  it('keeps one conversation when a buyer sends many at once, their ids in the order stored', async () => {
    const { client, buyer } = await signInBuyer(t);
    const sent = await Promise.all(Array.from({ length: 12 }, (_, i) => send(client, `并发${i}`)));
    expect(sent.every((answer) => answer.status === 200)).toBe(true);
    const conversations = await t.db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.userId, buyer.id));
    expect(conversations).toHaveLength(1);
    const list = (await read(client, '?after_id=0')).data.list;
    expect(list).toHaveLength(12);
    expect(list.map((m) => m.id)).toEqual([...list.map((m) => m.id)].sort((a, b) => a - b));
  });

  it('refuses visitors, bad input and a shop without chat, writing nothing', async () => {
    const { client } = await signInBuyer(t);
    const watch = new WriteWatch(t.db);
    await watch.mark();
    const refusals = [
      [await t.client().post('/api/chat/messages', { text: '你好' }), 401],
      [await t.client().get('/api/chat/messages'), 401],
      [await client.post('/api/chat/messages', {}), 422],
      [await client.post('/api/chat/messages', { text: '   ' }), 422],
      [await client.post('/api/chat/messages', { text: 'x'.repeat(1001) }), 422],
      [await client.post('/api/chat/messages', { text: 'a\u0000b' }), 422],
      [await client.post('/api/chat/messages', { text: 12 }), 422],
      [await client.get('/api/chat/messages?after_id=-1'), 422],
      [await client.get('/api/chat/messages?after_id=1&before_id=5'), 422],
      [await client.get('/api/chat/messages?limit=101'), 422],
      [await client.get('/api/chat/messages?after_id=99999999999999999999'), 422],
    ] as const;
    for (const [answer, status] of refusals) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(status);
      expect(answer.status).toBeLessThan(500);
    }
    expect(await watch.changedTables()).toEqual([]);

    await switchChat(false);
    await watch.mark();
    try {
      const off = await send(client, '你好');
      expect([off.status, off.body.msg]).toEqual([403, CHAT_MESSAGES.off]);
      expect((await client.get('/api/chat/messages')).status).toBe(403);
      expect(await watch.changedTables()).toEqual([]);
    } finally {
      await switchChat(true);
    }
  });
});

describe('在线客服, pictures and cards', () => {
  it('sends a picture the buyer uploaded, shown to them and to the desk only', async () => {
    const { client } = await signInBuyer(t);
    const url = await uploadPicture(client, '/api/user/upload?purpose=chat');
    const sent = await client.post<ChatMessage>('/api/chat/messages', { image_url: url });
    expect(sent.status, sent.body.msg).toBe(200);
    expect(sent.body.data).toMatchObject({ text: '[图片]', attachment: { type: 'image', url } });
    expect((await read(client)).data.list.at(-1)?.attachment).toEqual({ type: 'image', url });

    expect((await client.send('GET', url)).statusCode).toBe(200);
    const { client: agent } = await signInOperator(t, ['chat.agent']);
    expect((await agent.send('GET', url)).statusCode).toBe(200);
    const { client: other } = await signInBuyer(t);
    expect((await other.send('GET', url)).statusCode).toBe(404);
    const { client: clerk } = await signInOperator(t, ['orders.read']);
    expect((await clerk.send('GET', url)).statusCode).toBe(404);
    // An agent sees only pictures a message carries, not the buyer's other private files.
    const licence = await uploadPicture(client, '/api/user/upload?purpose=licence');
    expect((await agent.send('GET', licence)).statusCode).toBe(404);
  });

  it('sends a goods card priced as the buyer sees it, and a card of their own order', async () => {
    const { buyer, client } = await signInBuyer(t, { businessScopes: ['中成药'] });
    const goodsId = await insertStockedGoods(t.db, '聊天卡片用感冒灵颗粒');
    const goods = await client.post<ChatMessage>('/api/chat/messages', { goods_id: goodsId });
    expect(goods.status, goods.body.msg).toBe(200);
    expect(goods.body.data.text).toContain('[商品] 聊天卡片用感冒灵颗粒');
    expect(goods.body.data.attachment).toMatchObject({
      type: 'goods',
      goods_id: goodsId,
      name: '聊天卡片用感冒灵颗粒',
      sccj: '聊天卡片用感冒灵颗粒的厂家',
      price: '20.00',
      price_tip: null,
    });

    const warehouse = await insertWarehouse(t.db, '聊天卡片仓');
    const orderId = await insertTestOrder(t.db, buyer.id, [orderLineNamed(warehouse, '板蓝根', 3_250)]);
    const order = await client.post<ChatMessage>('/api/chat/messages', { order_id: orderId });
    expect(order.status, order.body.msg).toBe(200);
    expect(order.body.data.attachment).toMatchObject({
      type: 'order',
      order_id: orderId,
      status_label: '待付款',
      payable: '32.50',
      line_count: 1,
    });
    expect(order.body.data.text).toMatch(/^\[订单\] /);

    // The desk finds the conversation by the goods' name.
    const { client: agent } = await signInOperator(t, ['chat.agent', 'chat.supervise']);
    const found = (await queue(agent, `?keyword=${encodeURIComponent('聊天卡片用感冒灵')}`)).data.list;
    expect(found.map((c) => c.id)).toEqual([goods.body.data.conversation_id]);
  });

  it('refuses another buyer’s picture and order, unknown goods and mixed bodies, writing nothing', async () => {
    const { buyer: owner, client: ownerClient } = await signInBuyer(t);
    const theirPicture = await uploadPicture(ownerClient, '/api/user/upload?purpose=chat');
    const warehouse = await insertWarehouse(t.db, '聊天拒绝仓');
    const theirOrder = await insertTestOrder(t.db, owner.id, [orderLineNamed(warehouse, '别人的订单')]);
    const { client } = await signInBuyer(t);
    const watch = new WriteWatch(t.db);
    await watch.mark();
    const refusals = [
      [{ image_url: theirPicture }, 422, CHAT_MESSAGES.pictureNotYours],
      [{ image_url: 'https://example.com/a.png' }, 422, CHAT_MESSAGES.pictureNotYours],
      [{ image_url: '/files/private/../../etc/passwd' }, 422, CHAT_MESSAGES.pictureNotYours],
      [{ order_id: theirOrder }, 404, '订单不存在'],
      [{ goods_id: 2_000_000_000 }, 404, CHAT_MESSAGES.goodsNotFound],
      [{ goods_id: 1, text: '你好' }, 422, '一条消息只能发送一种内容'],
      [{ goods_id: -1 }, 422, undefined],
      [{ order_id: 1e30 }, 422, undefined],
      [{ image_url: 'a\u0000' }, 422, undefined],
    ] as const;
    for (const [body, status, msg] of refusals) {
      const answer = await client.post('/api/chat/messages', body);
      expect(answer.status, JSON.stringify([body, answer.body])).toBe(status);
      if (msg) expect(answer.body.msg).toBe(msg);
    }
    expect(await watch.changedTables()).toEqual([]);
  });
});

describe('在线客服, the desk', () => {
  it('queues the waiting, lets an agent answer and close, and starts anew when the buyer writes again', async () => {
    const { client: buyer, buyer: row } = await signInBuyer(t, { company: '同仁堂大药房' });
    const agent = await signInOperator(t, ['chat.agent']);
    const asked = (await send(buyer, '请问有发票吗')).body.data;

    const waiting = await queue(agent.client, '?state=waiting&keyword=同仁堂');
    expect(waiting.data.list).toEqual([
      expect.objectContaining({
        id: asked.conversation_id,
        state: 'waiting',
        buyer_id: row.id,
        company: '同仁堂大药房',
        agent_id: null,
        last_text: '请问有发票吗',
        waiting_since: expect.any(String),
      }),
    ]);
    expect((await queue(agent.client, '?keyword=有发票')).data.total).toBeGreaterThanOrEqual(1);

    const answered = await reply(agent.client, asked.conversation_id, '有的，可开增值税专用发票');
    expect(answered.body.data).toMatchObject({ author: 'agent', author_name: '测试操作员' });
    const seen = (await read(buyer, `?after_id=${asked.id}`)).data;
    expect(seen.list.map((m) => [m.author, m.text])).toEqual([['agent', '有的，可开增值税专用发票']]);
    expect(seen.conversation).toMatchObject({ id: asked.conversation_id, state: 'open' });
    const mine = (await queue(agent.client, '?mine=1')).data.list;
    expect(mine.map((c) => [c.id, c.state, c.agent_id, c.waiting_since])).toEqual([
      [asked.conversation_id, 'open', agent.operator.id, null],
    ]);

    const closed = await agent.client.post(
      `/api/admin/chat/conversations/${asked.conversation_id}/close`,
      {},
    );
    expect([closed.status, closed.body.msg]).toEqual([200, CHAT_MESSAGES.closedDone]);
    const afterClose = (await read(buyer, `?after_id=${answered.body.data.id}`)).data;
    expect(afterClose.list.map((m) => [m.author, m.text])).toEqual([['system', CLOSED_NOTE]]);
    expect(afterClose.conversation).toBeNull();
    const late = await reply(agent.client, asked.conversation_id, '还在吗');
    expect([late.status, late.body.msg]).toEqual([409, CHAT_MESSAGES.closed]);

    const again = (await send(buyer, '还有一个问题')).body.data;
    expect(again.conversation_id).not.toBe(asked.conversation_id);
    const reopened = await agent.client.post(
      `/api/admin/chat/conversations/${asked.conversation_id}/reopen`,
      {},
    );
    expect([reopened.status, reopened.body.msg]).toEqual([409, CHAT_MESSAGES.buyerHasOpen]);

    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetId, String(asked.conversation_id)));
    expect(actions.map((a) => a.action)).toEqual(['chat.close']);
  });

  it('keeps an agent out of another agent’s conversation; a supervisor sees and reads every one', async () => {
    const { client: buyer } = await signInBuyer(t);
    const first = await signInOperator(t, ['chat.agent']);
    const second = await signInOperator(t, ['chat.agent']);
    const supervisor = await signInOperator(t, ['chat.supervise']);
    const id = (await send(buyer, '在吗')).body.data.conversation_id;
    const picked = await first.client.post(`/api/admin/chat/conversations/${id}/pick`, {});
    expect([picked.status, picked.body.msg]).toEqual([200, CHAT_MESSAGES.picked]);

    const watch = new WriteWatch(t.db);
    await watch.mark();
    const base = `/api/admin/chat/conversations/${id}`;
    for (const answer of [
      await reply(second.client, id, '我来'),
      await second.client.get(`${base}/messages`),
      await second.client.post(`${base}/pick`, {}),
      await second.client.post(`${base}/close`, {}),
    ]) {
      expect([answer.status, answer.body.msg]).toEqual([403, CHAT_MESSAGES.notYours]);
    }
    expect((await queue(second.client)).data.list.map((c) => c.id)).not.toContain(id);
    // Supervising is seeing and reassigning, not answering.
    expect((await reply(supervisor.client, id, '主管回复')).status).toBe(403);
    expect(await watch.changedTables()).toEqual([]);

    expect((await queue(supervisor.client)).data.list.map((c) => c.id)).toContain(id);
    const transcript = await supervisor.client.get<AdminChatMessagePage>(`${base}/messages`);
    expect(transcript.body.data.list.map((m) => m.text)).toEqual(['在吗']);
    expect(transcript.body.data.conversation.agent_id).toBe(first.operator.id);
  });

  it('refuses operators without the desk’s permissions, unknown conversations and bad input', async () => {
    const { client: buyer } = await signInBuyer(t);
    const id = (await send(buyer, '你好')).body.data.conversation_id;
    const other = await signInOperator(t, ['orders.read', 'buyers.read']);
    const agent = await signInOperator(t, ['chat.agent']);
    const watch = new WriteWatch(t.db);
    await watch.mark();
    const refusals = [
      [await other.client.get('/api/admin/chat/conversations'), 403],
      [await other.client.get(`/api/admin/chat/conversations/${id}/messages`), 403],
      [await reply(other.client, id, '你好'), 403],
      [await other.client.post(`/api/admin/chat/conversations/${id}/pick`, {}), 403],
      [await t.client().get('/api/admin/chat/conversations'), 401],
      [await reply(agent.client, 2_000_000_000, '你好'), 404],
      [await agent.client.get('/api/admin/chat/conversations/abc/messages'), 422],
      [await agent.client.get('/api/admin/chat/conversations?state=lost'), 422],
      [await agent.client.get('/api/admin/chat/conversations?page_size=1000'), 422],
      [await reply(agent.client, id, ''), 422],
      [await agent.client.post(`/api/admin/chat/conversations/${id}/reopen`, {}), 409],
      // A buyer's session is no operator's.
      [await buyer.get('/api/admin/chat/conversations'), 401],
    ] as const;
    for (const [answer, status] of refusals) expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    expect(await watch.changedTables()).toEqual([]);
    const [stored] = await t.db.select().from(chatMessages).where(eq(chatMessages.conversationId, id));
    expect(stored?.text).toBe('你好');
  });

  it('counts what the buyer has not seen, and tells each side how far the other has read', async () => {
    const { client: buyer } = await signInBuyer(t);
    const agent = await signInOperator(t, ['chat.agent']);
    const onlooker = await signInOperator(t, ['chat.supervise']);
    const status = async () => (await buyer.get<ChatStatus>('/api/chat/status')).body.data;
    expect(await status()).toEqual({ unread: 0, agents_online: false });

    const mine = (await send(buyer, '有货吗')).body.data;
    const id = mine.conversation_id;
    const answers = [
      (await reply(agent.client, id, '有的')).body.data,
      (await reply(agent.client, id, '要几盒')).body.data,
    ];
    expect((await status()).unread).toBe(2);

    // A read mark past the newest message is held at the newest.
    expect((await buyer.post('/api/chat/read', { last_id: answers[0]!.id })).status).toBe(200);
    expect((await status()).unread).toBe(1);
    await buyer.post('/api/chat/read', { last_id: 2_000_000_000 });
    expect((await status()).unread).toBe(0);
    const [row] = await t.db.select().from(chatConversations).where(eq(chatConversations.id, id));
    expect(row!.buyerReadId).toBe(answers[1]!.id);

    // Only the answering agent's reading counts; the buyer sees it on their conversation.
    await onlooker.client.post(`/api/admin/chat/conversations/${id}/read`, { last_id: mine.id });
    expect((await read(buyer)).data.conversation?.agent_read_id).toBe(0);
    await agent.client.post(`/api/admin/chat/conversations/${id}/read`, { last_id: mine.id });
    expect((await read(buyer)).data.conversation?.agent_read_id).toBe(mine.id);
    const listed = (await queue(onlooker.client)).data.list.find((conversation) => conversation.id === id);
    expect(listed).toMatchObject({ buyer_read_id: answers[1]!.id, agent_read_id: mine.id });

    const { client: stranger } = await signInBuyer(t);
    const watch = new WriteWatch(t.db);
    await watch.mark();
    for (const body of [{}, { last_id: 0 }, { last_id: 'x' }, { last_id: 1e20 }])
      expect((await buyer.post('/api/chat/read', body)).status).toBe(422);
    expect(
      (await agent.client.post('/api/admin/chat/conversations/999999/read', { last_id: 1 })).status,
    ).toBe(404);
    await stranger.post('/api/chat/read', { last_id: 2_000_000_000 });
    expect(await watch.changedTables()).toEqual([]);
  });
});
