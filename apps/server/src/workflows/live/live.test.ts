import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGES, LIVE_MESSAGES } from '@yaocai/domain/contracts/chat';
import type { ChatMessage } from '@yaocai/domain/contracts/chat-responses';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { isType, leaveDesk, LiveClient } from '../../testing/live-client.ts';
import { signInOperator } from '../../testing/sign-in-operator.ts';
import { signInBuyer } from '../../testing/sign-in.ts';
import { insertGoods, insertManufacturer, insertWarehouse } from '../../testing/catalog-factories.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { getShopSettings, saveShopSettings } from '../../modules/content/settings.service.ts';

let t: TestApp;
let base: string;
const open: LiveClient[] = [];

const connect = async (client: TestClient, path = '/api/ws', origin?: string | null) => {
  const live = await LiveClient.open(base, path, client.cookieHeader(), origin === undefined ? base : origin);
  open.push(live);
  await live.next(isType('ready'));
  return live;
};
const send = async (client: TestClient, text: string) =>
  (await client.post<ChatMessage>('/api/chat/messages', { text })).body.data;

beforeAll(async () => {
  t = await buildTestApp({ LIVE_FRAMES_PER_SECOND: '5' });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { features } = await getShopSettings(t.db);
  await saveShopSettings(t.db, { features: { ...features, is_can_chat: true } }, t.app.caches);
});

afterAll(async () => {
  for (const live of open) live.socket.terminate();
  await t.close();
});

describe('the live connection', () => {
  it('carries a buyer’s message to the desk and the answer back, each as soon as it is stored', async () => {
    const { client: buyer } = await signInBuyer(t);
    const agent = await signInOperator(t, ['chat.agent']);
    const buyerLive = await connect(buyer);
    const deskLive = await connect(agent.client, '/api/ws?as=desk&at_desk=1');

    buyerLive.send({ type: 'chat.send', ref: 'a1', text: '  有阿莫西林吗  ' });
    const sent = await buyerLive.next(isType('chat.sent'));
    expect(sent).toMatchObject({ ref: 'a1', message: { author: 'buyer', text: '有阿莫西林吗' } });
    const atDesk = await deskLive.next(isType('chat.message'));
    expect(atDesk.message).toEqual(sent.message);
    // The desk hears of the new conversation too, handed to the agent online.
    const queued = await deskLive.next(isType('chat.conversation'));
    expect(queued).toMatchObject({
      conversation_id: sent.message.conversation_id,
      state: 'open',
      agent_id: agent.operator.id,
    });

    const from = buyerLive.frames.length;
    deskLive.send({
      type: 'chat.send',
      ref: 'b1',
      conversation_id: sent.message.conversation_id,
      text: '有的',
    });
    const answered = await buyerLive.next(
      (frame): frame is Extract<typeof frame, { type: 'chat.message' }> =>
        frame.type === 'chat.message' && frame.message.author === 'agent',
      { from },
    );
    expect(answered.message).toMatchObject({ text: '有的', author_name: '测试操作员' });
    expect(await deskLive.next(isType('chat.sent'))).toMatchObject({ ref: 'b1' });

    // Posted over plain HTTP, it reaches the other side live all the same.
    const posted = await send(buyer, '再要两盒');
    const later = await deskLive.collect(isType('chat.message'), 3);
    expect(later.map((frame) => frame.message.id)).toContain(posted.id);
    await leaveDesk(t, deskLive, agent.operator.id);
  });

  it('sends a buyer reconnecting what they missed after the last id they saw, then what comes, none twice', async () => {
    const { client: buyer } = await signInBuyer(t);
    const agent = await signInOperator(t, ['chat.agent']);
    const first = await send(buyer, '第一条');
    const missed = [await send(buyer, '第二条'), await send(buyer, '第三条')];
    await agent.client.post(`/api/admin/chat/conversations/${first.conversation_id}/messages`, {
      text: '客服回复',
    });
    const live = await LiveClient.open(base, `/api/ws?after_id=${first.id}`, buyer.cookieHeader());
    open.push(live);
    await live.next(isType('ready'));
    const next = await send(buyer, '第四条');
    const messages = await live.collect(isType('chat.message'), 4);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const texts = live.frames.filter(isType('chat.message')).map((frame) => frame.message.text);
    expect(texts).toEqual(['第二条', '第三条', '客服回复', '第四条']);
    expect(messages.map((frame) => frame.message.id).slice(0, 2)).toEqual(missed.map((m) => m.id));
    expect(messages.at(-1)!.message.id).toBe(next.id);
  });

  it('tells a buyer their cart changed, and closes their connection when they sign out', async () => {
    const east = await insertWarehouse(t.db, '华东一号仓');
    const maker = await insertManufacturer(t.db, '华康制药股份有限公司');
    const goods = await insertGoods(t.db, {
      name: '板蓝根颗粒',
      manufacturerId: maker,
      stock: { [east]: 50 },
    });
    const { client: buyer } = await signInBuyer(t, { businessScopes: ['中成药'] });
    const live = await connect(buyer);
    await buyer.post('/api/cart', { data: [{ goods_id: goods }] });
    await live.next(isType('cart'));
    const mark = live.frames.length;
    await buyer.delete('/api/user/logout');
    const closed = await live.closed;
    expect(closed.code).toBe(4001);
    expect(live.frames.slice(mark).some((frame) => frame.type === 'error')).toBe(false);
  });

  it('refuses visitors, other origins, operators without the desk and buyers asking for it', async () => {
    const { client: buyer } = await signInBuyer(t);
    await expect(LiveClient.open(base, '/api/ws', '')).rejects.toThrow('refused: 401');
    await expect(
      LiveClient.open(base, '/api/ws', buyer.cookieHeader(), 'https://evil.example'),
    ).rejects.toThrow('refused: 403');
    await expect(LiveClient.open(base, '/api/ws', buyer.cookieHeader(), null)).rejects.toThrow(
      'refused: 403',
    );
    await expect(LiveClient.open(base, '/api/ws?as=desk', buyer.cookieHeader())).rejects.toThrow(
      'refused: 401',
    );
    await expect(LiveClient.open(base, '/api/ws?as=boss', buyer.cookieHeader())).rejects.toThrow(
      'refused: 422',
    );
    await expect(LiveClient.open(base, '/api/ws?after_id=-3', buyer.cookieHeader())).rejects.toThrow(
      'refused: 422',
    );
  });

  it('tells an operator without the desk of the counts to do, but of no conversation, and takes no answer', async () => {
    const clerk = await signInOperator(t, ['orders.read']);
    const { client: buyer } = await signInBuyer(t);
    const live = await connect(clerk.client, '/api/ws?as=desk');
    const { conversation_id } = await send(buyer, '在吗');
    // A buyer registering is a buyer to review.
    await signInBuyer(t);
    await live.next(isType('todo'));
    live.send({ type: 'chat.send', ref: 'c', conversation_id, text: '我来' });
    expect(await live.next(isType('error'))).toMatchObject({
      ref: 'c',
      code: 403,
      msg: LIVE_MESSAGES.notAgent,
    });
    expect(live.frames.some((frame) => frame.type.startsWith('chat.'))).toBe(false);
  });

  it('answers bad frames and too many frames with an error, and closes a connection that keeps on', async () => {
    const { client: buyer } = await signInBuyer(t);
    const live = await connect(buyer);
    live.send('not json');
    live.send({ type: 'chat.send', text: '' });
    live.send({ type: 'chat.send', text: 'x'.repeat(1001) });
    live.send({ type: 'unknown' });
    const errors = await live.collect(isType('error'), 4);
    expect(errors.map((frame) => frame.code)).toEqual([422, 422, 422, 422]);
    expect(errors[0]!.msg).toBe(LIVE_MESSAGES.badFrame);
    for (let i = 0; i < 60; i++) live.send({ type: 'ping' });
    const closed = await live.closed;
    expect(closed.code).toBe(1008);
    expect(live.frames.some((frame) => frame.type === 'error' && frame.code === 429)).toBe(true);
  });

  it('refuses a message over the connection while chat is off, and an agent’s into another’s conversation', async () => {
    const { client: buyer } = await signInBuyer(t);
    const first = await signInOperator(t, ['chat.agent']);
    const second = await signInOperator(t, ['chat.agent']);
    const { conversation_id } = await send(buyer, '你好');
    await first.client.post(`/api/admin/chat/conversations/${conversation_id}/pick`, {});
    const secondLive = await connect(second.client, '/api/ws?as=desk');
    secondLive.send({ type: 'chat.send', ref: 'x', conversation_id, text: '我来' });
    expect(await secondLive.next(isType('error'))).toEqual({
      type: 'error',
      ref: 'x',
      code: 403,
      msg: CHAT_MESSAGES.notYours,
    });
    await leaveDesk(t, secondLive, second.operator.id);

    const { features } = await getShopSettings(t.db);
    await saveShopSettings(t.db, { features: { ...features, is_can_chat: false } }, t.app.caches);
    try {
      const live = await connect(buyer);
      live.send({ type: 'chat.send', ref: 'off', text: '在吗' });
      expect(await live.next(isType('error'))).toMatchObject({
        ref: 'off',
        code: 403,
        msg: CHAT_MESSAGES.off,
      });
    } finally {
      await saveShopSettings(t.db, { features: { ...features, is_can_chat: true } }, t.app.caches);
    }
  });
});

describe('typing', () => {
  it('tells the other side of a conversation that one types, and no one else', async () => {
    const { client: buyer } = await signInBuyer(t);
    const { client: stranger } = await signInBuyer(t);
    const first = await signInOperator(t, ['chat.agent']);
    const second = await signInOperator(t, ['chat.agent']);
    const { conversation_id } = await send(buyer, '你好');
    await first.client.post(`/api/admin/chat/conversations/${conversation_id}/pick`, {});
    const buyerLive = await connect(buyer);
    const strangerLive = await connect(stranger);
    const firstLive = await connect(first.client, '/api/ws?as=desk');
    const secondLive = await connect(second.client, '/api/ws?as=desk');
    const typing = isType('chat.typing');

    buyerLive.send({ type: 'chat.typing' });
    expect(await firstLive.next(typing)).toEqual({ type: 'chat.typing', conversation_id, author: 'buyer' });

    // Another agent's word that they type in a conversation not theirs goes nowhere.
    secondLive.send({ type: 'chat.typing', conversation_id });
    firstLive.send({ type: 'chat.typing', conversation_id });
    expect(await buyerLive.next(typing)).toEqual({ type: 'chat.typing', conversation_id, author: 'agent' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(buyerLive.frames.filter((frame) => frame.type === 'chat.typing')).toHaveLength(1);
    expect(secondLive.frames.filter((frame) => frame.type === 'chat.typing')).toEqual([]);
    expect(strangerLive.frames.filter((frame) => frame.type === 'chat.typing')).toEqual([]);

    firstLive.send({ type: 'chat.typing' });
    expect(await firstLive.next(isType('error'))).toMatchObject({ code: 422 });
  });
});

describe('the live connection’s ends', () => {
  it('closes a console connection when the session ends (4001), and when the desk permissions change (4003)', async () => {
    const app = await buildTestApp({ LIVE_HEARTBEAT_SECONDS: '1' });
    try {
      const origin = await app.app.listen({ port: 0, host: '127.0.0.1' });
      const admin = await signInOperator(app);
      const supervisor = await signInOperator(app, ['chat.supervise']);
      const leaving = await signInOperator(app, ['chat.agent']);
      const watching = await LiveClient.open(
        origin,
        '/api/ws?as=desk',
        supervisor.client.cookieHeader(),
        origin,
      );
      const signedOut = await LiveClient.open(
        origin,
        '/api/ws?as=desk',
        leaving.client.cookieHeader(),
        origin,
      );
      open.push(watching, signedOut);
      await leaving.client.delete('/api/admin/session');
      expect((await signedOut.closed).code).toBe(4001);

      const roles = await admin.client.get<{ id: number; name: string }[]>('/api/admin/roles');
      const role = roles.body.data.find((one) => one.name === `role-${supervisor.operator.username}`)!;
      const changed = await admin.client.put(`/api/admin/roles/${role.id}`, {
        name: role.name,
        permissions: ['orders.read'],
      });
      expect(changed.status).toBe(200);
      expect((await watching.closed).code).toBe(4003);
    } finally {
      await app.close();
    }
  });

  it('drops a peer that stops answering pings, and closes the rest cleanly when the server stops', async () => {
    const app = await buildTestApp({ LIVE_HEARTBEAT_SECONDS: '1' });
    try {
      const origin = await app.app.listen({ port: 0, host: '127.0.0.1' });
      const { client: gone } = await signInBuyer(app);
      const { client: here } = await signInBuyer(app);
      const silent = await LiveClient.open(origin, '/api/ws', gone.cookieHeader(), origin, {
        autoPong: false,
      });
      const answering = await LiveClient.open(origin, '/api/ws', here.cookieHeader());
      open.push(silent, answering);
      // Terminated by the server: no close frame, so the client sees 1006.
      expect((await silent.closed).code).toBe(1006);
      expect(answering.socket.readyState).toBe(answering.socket.OPEN);
      await app.app.close();
      expect((await answering.closed).code).toBe(1001);
    } finally {
      await app.close();
    }
  });
});
