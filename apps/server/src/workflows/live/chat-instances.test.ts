import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, LiveServerFrame } from '@yaocai/domain/contracts/chat-responses';
import { insertBuyer } from '../../testing/factories.ts';
import { isType, LiveClient } from '../../testing/live-client.ts';
import { startServer, type ServerProcess } from '../../testing/server-process.ts';
import { openPostgresTestDatabase } from '../../testing/test-database.ts';
import { createSession, SESSION_COOKIE } from '../../modules/accounts/sessions.service.ts';
import { getShopSettings, saveShopSettings } from '../../modules/content/settings.service.ts';
import {
  createOperatorSession,
  OPERATOR_SESSION_COOKIE,
} from '../../modules/operators/operator-sessions.service.ts';
import { createOperator } from '../../modules/operators/operators.service.ts';
import { chatMessages as chatMessagesTable } from '../../modules/chat/chat.tables.ts';

/** Messages each side sends while the other sends its own. */
const EACH_WAY = 1000;
/** The agent's messages sent while the buyer's instance is gone. */
const WHILE_AWAY = 50;

const chatMessages = (frames: LiveServerFrame[]): ChatMessage[] =>
  frames.filter(isType('chat.message')).map((frame) => frame.message);

/** Each id once, ascending: nothing doubled, the order kept. */
const expectInOrderOnce = (ids: number[]) => {
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids).toEqual([...ids].sort((a, b) => a - b));
};

// Two server processes need one database they both reach: PostgreSQL, named by TEST_DATABASE_URL.
describe.skipIf(!process.env.TEST_DATABASE_URL)('chat between two instances sharing one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof openPostgresTestDatabase>>;
  let a: ServerProcess;
  let b: ServerProcess;
  const sockets: LiveClient[] = [];

  beforeAll(async () => {
    database = await openPostgresTestDatabase(process.env.TEST_DATABASE_URL!);
    const { features } = await getShopSettings(database.db);
    await saveShopSettings(database.db, { features: { ...features, is_can_chat: true } });
    const env = { DATABASE_POOL_MAX: '5', ORDER_SWEEP_MINUTES: '0', LIVE_FRAMES_PER_SECOND: '5000' };
    [a, b] = await Promise.all([
      startServer({ databaseUrl: database.url, env }),
      startServer({ databaseUrl: database.url, env }),
    ]);
  }, 120_000);

  afterAll(async () => {
    for (const socket of sockets) socket.socket.terminate();
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.close();
  });

  it('delivers 1,000 messages each way, none lost or doubled, in order; a buyer moving to the other instance resumes from their last id', async () => {
    const buyer = await insertBuyer(database.db);
    const buyerSession = await createSession(database.db, buyer.id, 1, {
      ip: '127.0.0.1',
      userAgent: 'test',
    });
    const operatorId = await createOperator(database.db, {
      username: 'agent1',
      password: 'agent123456',
      name: '客服一号',
      role: { name: '客服', permissions: ['chat.agent'] },
    });
    const agentSession = await createOperatorSession(database.db, operatorId, 1, {
      ip: '127.0.0.1',
      userAgent: 'test',
    });
    const buyerCookie = `${SESSION_COOKIE}=${buyerSession.token}`;
    const open = async (server: ServerProcess, path: string, cookie: string) => {
      const socket = await LiveClient.open(server.origin, path, cookie);
      sockets.push(socket);
      await socket.next(isType('ready'));
      return socket;
    };
    const buyerLive = await open(a, '/api/ws', buyerCookie);
    const deskLive = await open(b, '/api/ws?as=desk', `${OPERATOR_SESSION_COOKIE}=${agentSession.token}`);

    buyerLive.send({ type: 'chat.send', text: '你好' });
    const { message: opening } = await deskLive.next(isType('chat.message'), { ms: 10_000 });
    const conversation = opening.conversation_id;
    deskLive.send({ type: 'chat.send', conversation_id: conversation, text: '您好，请讲' });
    await buyerLive.next(
      (frame): frame is Extract<LiveServerFrame, { type: 'chat.message' }> =>
        frame.type === 'chat.message' && frame.message.author === 'agent',
      { ms: 10_000 },
    );

    for (let i = 0; i < EACH_WAY; i++) {
      buyerLive.send({ type: 'chat.send', ref: `b${i}`, text: `买家${i}` });
      deskLive.send({ type: 'chat.send', ref: `a${i}`, conversation_id: conversation, text: `客服${i}` });
    }
    const total = 2 + 2 * EACH_WAY;
    await buyerLive.collect(isType('chat.message'), total, 60_000);
    await deskLive.collect(isType('chat.message'), total, 60_000);
    expect(buyerLive.frames.filter(isType('error'))).toEqual([]);
    expect(deskLive.frames.filter(isType('error'))).toEqual([]);

    for (const side of [buyerLive, deskLive]) {
      const received = chatMessages(side.frames);
      expect(received).toHaveLength(total);
      expectInOrderOnce(received.map((message) => message.id));
      // Each sender's messages arrive in the order they were sent.
      const texts = received.map((message) => message.text);
      expect(texts.filter((text) => text.startsWith('买家'))).toEqual(
        Array.from({ length: EACH_WAY }, (_, i) => `买家${i}`),
      );
      expect(texts.filter((text) => text.startsWith('客服') && text !== '客服')).toEqual(
        Array.from({ length: EACH_WAY }, (_, i) => `客服${i}`),
      );
    }
    const [stored] = await database.db
      .select({ count: count() })
      .from(chatMessagesTable)
      .where(eq(chatMessagesTable.conversationId, conversation));
    expect(stored!.count).toBe(total);

    // The buyer's instance dies; the agent goes on writing meanwhile.
    const lastSeen = chatMessages(buyerLive.frames).at(-1)!.id;
    await a.kill('SIGKILL');
    await buyerLive.closed;
    for (let i = 0; i < WHILE_AWAY; i++)
      deskLive.send({ type: 'chat.send', conversation_id: conversation, text: `离线${i}` });
    await deskLive.collect(isType('chat.sent'), 1 + EACH_WAY + WHILE_AWAY, 30_000);

    const resumed = await LiveClient.open(b.origin, `/api/ws?after_id=${lastSeen}`, buyerCookie);
    sockets.push(resumed);
    await resumed.next(isType('ready'), { ms: 10_000 });
    const after = await resumed.collect(isType('chat.message'), WHILE_AWAY, 10_000);
    expect(after.map((frame) => frame.message.text)).toEqual(
      Array.from({ length: WHILE_AWAY }, (_, i) => `离线${i}`),
    );
    expectInOrderOnce(after.map((frame) => frame.message.id));
    expect(after[0]!.message.id).toBeGreaterThan(lastSeen);
  }, 180_000);
});
