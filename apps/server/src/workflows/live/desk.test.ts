import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGES } from '@yaocai/domain/contracts/chat';
import type {
  AdminConversation,
  CannedReply,
  ChatAgent,
  ChatBuyerContext,
  ChatMessage,
} from '@yaocai/domain/contracts/chat-responses';
import type { Dashboard } from '@yaocai/domain/contracts/admin-responses';
import type { Paged } from '@yaocai/domain/contracts/wire';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { insertGoods, insertManufacturer, insertWarehouse } from '../../testing/catalog-factories.ts';
import { isType, leaveDesk, LiveClient, untilAgents } from '../../testing/live-client.ts';
import { signInOperator } from '../../testing/sign-in-operator.ts';
import { signInBuyer } from '../../testing/sign-in.ts';
import { buyerWithOrder } from '../../testing/buyer-order.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { WriteWatch } from '../../testing/write-watch.ts';
import { getShopSettings, saveShopSettings } from '../../modules/content/settings.service.ts';

let t: TestApp;
let base: string;
let supervisor: Awaited<ReturnType<typeof signInOperator>>;
const open: LiveClient[] = [];

const deskOf = async (client: TestClient) => {
  const live = await LiveClient.open(base, '/api/ws?as=desk&at_desk=1', client.cookieHeader(), base);
  open.push(live);
  await live.next(isType('ready'));
  return live;
};
const write = async (client: TestClient, text: string) =>
  (await client.post<ChatMessage>('/api/chat/messages', { text })).body.data;
const conversations = async () =>
  (await supervisor.client.get<Paged<AdminConversation>>('/api/admin/chat/conversations?page_size=100')).body
    .data.list;
const agentOf = async (conversationId: number) =>
  (await conversations()).find((conversation) => conversation.id === conversationId)!;

/** Ends every conversation not yet ended, so that a test's hand-outs start from an empty queue. */
async function emptyDesk() {
  const admin = await signInOperator(t);
  const { list } = (
    await admin.client.get<Paged<AdminConversation>>('/api/admin/chat/conversations?page_size=100')
  ).body.data;
  for (const conversation of list.filter((one) => one.state !== 'closed'))
    await admin.client.post(`/api/admin/chat/conversations/${conversation.id}/close`, {});
}

beforeAll(async () => {
  t = await buildTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { features } = await getShopSettings(t.db);
  await saveShopSettings(t.db, { features: { ...features, is_can_chat: true } }, t.app.caches);
  supervisor = await signInOperator(t, ['chat.supervise']);
});

afterAll(async () => {
  for (const live of open) live.socket.terminate();
  await t.close();
});

describe('the service desk', () => {
  it('hands conversations in turn to the agents online, each up to their cap, and the queue to one who comes online', async () => {
    const first = await signInOperator(t, ['chat.agent']);
    const second = await signInOperator(t, ['chat.agent']);
    const late = await signInOperator(t, ['chat.agent']);
    const cap = (id: number, max_open: number) =>
      supervisor.client.put<ChatAgent>(`/api/admin/chat/agents/${id}`, { max_open });
    expect((await cap(first.operator.id, 1)).body.data).toMatchObject({ max_open: 1, online: false });
    await cap(second.operator.id, 2);

    const firstDesk = await deskOf(first.client);
    const secondDesk = await deskOf(second.client);
    await untilAgents(t, (agents) =>
      [first, second].every(({ operator }) => agents.find((agent) => agent.id === operator.id)?.online),
    );
    const written: ChatMessage[] = [];
    for (let i = 0; i < 4; i++) {
      const { client } = await signInBuyer(t);
      written.push(await write(client, `第${i}位客户`));
    }
    const agents = await Promise.all(written.map((message) => agentOf(message.conversation_id)));
    expect(agents.map((conversation) => conversation.agent_id)).toEqual([
      first.operator.id,
      second.operator.id,
      second.operator.id,
      null,
    ]);
    expect(agents.map((conversation) => conversation.state)).toEqual(['open', 'open', 'open', 'waiting']);
    // Handed out, the buyer still waits for a first answer.
    expect(agents[0]!.waiting_since).not.toBeNull();

    const lateDesk = await deskOf(late.client);
    await untilAgents(t, (list) => list.some((agent) => agent.id === late.operator.id && agent.online));
    await expect
      .poll(async () => (await agentOf(written[3]!.conversation_id)).agent_id)
      .toBe(late.operator.id);

    for (const [live, who] of [
      [firstDesk, first],
      [secondDesk, second],
      [lateDesk, late],
    ] as const)
      await leaveDesk(t, live, who.operator.id);
    const listed = (await supervisor.client.get<ChatAgent[]>('/api/admin/chat/agents')).body.data;
    // What they had not answered went back to the queue as each left.
    expect(listed.find((agent) => agent.id === second.operator.id)).toMatchObject({
      online: false,
      max_open: 2,
    });
  });

  it('refuses a cap out of range, for one who does not answer, or from an operator who does not supervise, writing nothing', async () => {
    const agent = await signInOperator(t, ['chat.agent']);
    const clerk = await signInOperator(t, ['orders.read']);
    const put = (client: TestClient, id: number | string, body: unknown) =>
      client.put(`/api/admin/chat/agents/${id}`, body);
    const watch = new WriteWatch(t.db);
    await watch.mark();
    const refusals = [
      [await put(supervisor.client, agent.operator.id, { max_open: 0 }), 422],
      [await put(supervisor.client, agent.operator.id, { max_open: 51 }), 422],
      [await put(supervisor.client, agent.operator.id, { max_open: 1.5 }), 422],
      [await put(supervisor.client, agent.operator.id, { max_open: '3\u0000' }), 422],
      [await put(supervisor.client, agent.operator.id, { max_open: 1e300 }), 422],
      [await put(supervisor.client, agent.operator.id, {}), 422],
      [await put(supervisor.client, 'x', { max_open: 3 }), 422],
      [await put(supervisor.client, 99_999_999_999, { max_open: 3 }), 422],
      [await put(supervisor.client, clerk.operator.id, { max_open: 3 }), 404],
      [await put(supervisor.client, 2_000_000_000, { max_open: 3 }), 404],
      [await put(agent.client, agent.operator.id, { max_open: 3 }), 403],
    ] as const;
    for (const [answer, status] of refusals) expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    expect(await watch.changedTables()).toEqual([]);
  });

  it('never hands an agent more than their cap when buyers write at once', async () => {
    await emptyDesk();
    const agent = await signInOperator(t, ['chat.agent']);
    await supervisor.client.put(`/api/admin/chat/agents/${agent.operator.id}`, { max_open: 1 });
    const desk = await deskOf(agent.client);
    await untilAgents(t, (agents) => agents.some((one) => one.id === agent.operator.id && one.online));
    const buyers = await Promise.all(Array.from({ length: 6 }, () => signInBuyer(t)));
    const written = await Promise.all(buyers.map(({ client }, i) => write(client, `同时${i}`)));
    const held = await Promise.all(written.map((message) => agentOf(message.conversation_id)));
    expect(held.filter((conversation) => conversation.agent_id === agent.operator.id)).toHaveLength(1);
    await leaveDesk(t, desk, agent.operator.id);
  });

  it('puts back in the queue what an agent who left the desk did not answer, for the next agent', async () => {
    await emptyDesk();
    const leaving = await signInOperator(t, ['chat.agent']);
    const next = await signInOperator(t, ['chat.agent']);
    // At another console page, not the desk: not online.
    const elsewhere = await LiveClient.open(base, '/api/ws?as=desk', next.client.cookieHeader(), base);
    open.push(elsewhere);
    const desk = await deskOf(leaving.client);
    await untilAgents(t, (agents) => agents.some((one) => one.id === leaving.operator.id && one.online));
    expect((await untilAgents(t, () => true)).find((one) => one.id === next.operator.id)?.online).toBe(false);
    const { client: buyer } = await signInBuyer(t);
    const { conversation_id: id } = await write(buyer, '有人吗');
    expect((await agentOf(id)).agent_id).toBe(leaving.operator.id);

    await leaveDesk(t, desk, leaving.operator.id);
    const nextDesk = await deskOf(next.client);
    await expect.poll(async () => (await agentOf(id)).agent_id).toBe(next.operator.id);
    await leaveDesk(t, nextDesk, next.operator.id);
  });

  it('transfers a conversation to another agent, audited; refuses a non-agent, another’s conversation and a closed one', async () => {
    const { client: buyer } = await signInBuyer(t);
    const holder = await signInOperator(t, ['chat.agent']);
    const other = await signInOperator(t, ['chat.agent']);
    const clerk = await signInOperator(t, ['orders.read']);
    const { conversation_id: id } = await write(buyer, '转人工');
    await holder.client.post(`/api/admin/chat/conversations/${id}/pick`, {});

    const toClerk = await holder.client.post(`/api/admin/chat/conversations/${id}/transfer`, {
      agent_id: clerk.operator.id,
    });
    expect(toClerk.status).toBe(422);
    expect(toClerk.body.msg).toBe(CHAT_MESSAGES.agentNotFound);
    const byOther = await other.client.post(`/api/admin/chat/conversations/${id}/transfer`, {
      agent_id: other.operator.id,
    });
    expect(byOther.status).toBe(403);
    expect((await agentOf(id)).agent_id).toBe(holder.operator.id);

    const moved = await holder.client.post(`/api/admin/chat/conversations/${id}/transfer`, {
      agent_id: other.operator.id,
    });
    expect(moved.body).toMatchObject({ code: 10000, msg: CHAT_MESSAGES.transferred });
    expect((await agentOf(id)).agent_id).toBe(other.operator.id);
    const audit = await supervisor.client.get<Paged<{ action: string; before: unknown; after: unknown }>>(
      '/api/admin/audit?target_type=conversation',
    );
    expect(audit.status).toBe(403);
    const admin = await signInOperator(t);
    const log = await admin.client.get<Paged<{ action: string; before: unknown; after: unknown }>>(
      '/api/admin/audit?target_type=conversation&action=chat.transfer',
    );
    expect(log.body.data.list[0]).toMatchObject({
      before: { agent_id: holder.operator.id },
      after: { agent_id: other.operator.id },
    });

    await other.client.post(`/api/admin/chat/conversations/${id}/close`, {});
    const closed = await supervisor.client.post(`/api/admin/chat/conversations/${id}/transfer`, {
      agent_id: holder.operator.id,
    });
    expect(closed.status).toBe(409);
    const again = await supervisor.client.post(`/api/admin/chat/conversations/${id}/transfer`, {
      agent_id: 'x',
    });
    expect(again.status).toBe(422);
  });

  it('shows the buyer beside the conversation: company, licences, orders, cart and money, only to who may see it', async () => {
    const east = await insertWarehouse(t.db, '华东一号仓');
    const maker = await insertManufacturer(t.db, '华康制药股份有限公司');
    const goods = await insertGoods(t.db, {
      name: '板蓝根颗粒',
      manufacturerId: maker,
      stock: { [east]: 50 },
    });
    const { client: buyer, buyer: who, order } = await buyerWithOrder(t, [{ goods_id: goods, number: 2 }]);
    await buyer.post('/api/cart', { data: [{ goods_id: goods, number: 3 }] });
    const { conversation_id: id } = await write(buyer, '订单什么时候发货');
    const holder = await signInOperator(t, ['chat.agent']);
    const stranger = await signInOperator(t, ['chat.agent']);
    await holder.client.post(`/api/admin/chat/conversations/${id}/pick`, {});

    const context = await holder.client.get<ChatBuyerContext>(`/api/admin/chat/conversations/${id}/context`);
    expect(context.body.data).toMatchObject({
      buyer: { id: who.id, company: who.company, phone: who.phone },
      orders: [{ id: order.id, order_no: order.order_no }],
      cart: { lines: 1, recent: [{ goods_id: goods, name: '板蓝根颗粒', number: 3 }] },
      balance_fen: 0,
    });
    expect(Array.isArray(context.body.data.licences)).toBe(true);
    expect((await stranger.client.get(`/api/admin/chat/conversations/${id}/context`)).status).toBe(403);
    expect((await holder.client.get('/api/admin/chat/conversations/999999/context')).status).toBe(404);
    const { client: shopper } = await signInBuyer(t);
    expect((await shopper.get(`/api/admin/chat/conversations/${id}/context`)).status).toBe(401);
  });

  it('keeps the shop’s canned replies: agents read them, supervisors edit them', async () => {
    const agent = await signInOperator(t, ['chat.agent']);
    const refused = await agent.client.post('/api/admin/chat/replies', { title: '问候', text: '您好' });
    expect(refused.status).toBe(403);
    const bad = await supervisor.client.post('/api/admin/chat/replies', {
      title: '',
      text: 'x'.repeat(1001),
    });
    expect(bad.status).toBe(422);
    const made = await supervisor.client.post<CannedReply>('/api/admin/chat/replies', {
      title: '发货时间',
      text: '您好，当天 16 点前付款的订单当天发货。',
      sort: 1,
    });
    expect(made.body.code).toBe(10000);
    const listed = await agent.client.get<CannedReply[]>('/api/admin/chat/replies');
    expect(listed.body.data).toEqual([made.body.data]);
    expect((await supervisor.client.delete(`/api/admin/chat/replies/${made.body.data.id}`)).status).toBe(200);
    expect((await agent.client.get<CannedReply[]>('/api/admin/chat/replies')).body.data).toEqual([]);
  });

  it('counts the desk’s day on the dashboard: conversations, median first answer, buyers waiting', async () => {
    const admin = await signInOperator(t);
    const before = (await admin.client.get<Dashboard>('/api/admin/dashboard')).body.data.chat;
    const { client: buyer } = await signInBuyer(t);
    const { conversation_id: id } = await write(buyer, '你好');
    const middle = (await admin.client.get<Dashboard>('/api/admin/dashboard')).body.data.chat;
    expect(middle.today).toBe(before.today + 1);
    expect(middle.waiting).toBe(before.waiting + 1);
    await admin.client.post(`/api/admin/chat/conversations/${id}/messages`, { text: '您好' });
    const after = (await admin.client.get<Dashboard>('/api/admin/dashboard')).body.data.chat;
    expect(after.waiting).toBe(before.waiting);
    expect(after.median_first_response_seconds).not.toBeNull();
  });
});
