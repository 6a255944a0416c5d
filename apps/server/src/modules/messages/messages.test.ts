import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuyerMessageList } from '@yaocai/domain/contracts/messages-responses';
import type { UserState } from '@yaocai/domain/contracts/user';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { insertBuyer } from '../../testing/factories.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { WriteWatch } from '../../testing/write-watch.ts';
import { messages } from './messages.tables.ts';

let t: TestApp;
let mine: TestClient;
let other: TestClient;
let otherMessageId: number;

const signIn = async () => {
  const buyer = await insertBuyer(t.db);
  const client = t.client();
  await client.post('/api/user/login', { username: buyer.phone, password: buyer.password });
  return { client, id: buyer.id };
};

const list = async (query = '') => (await mine.get<BuyerMessageList>(`/api/user/messages${query}`)).body;
const badge = async (client: TestClient) =>
  (await client.get<UserState>('/api/user/base')).body.data.message_count;

beforeAll(async () => {
  t = await buildTestApp();
  const me = await signIn();
  const them = await signIn();
  mine = me.client;
  other = them.client;
  await t.db.insert(messages).values([
    { userId: me.id, title: '资质审核通过', content: '您的资质已审核通过', readAt: new Date('2026-01-01') },
    { userId: me.id, title: '订单已发货', content: '订单 20260101 已发货' },
    { userId: me.id, title: '退款已到账', content: '¥12.50 已退回余额' },
  ]);
  const [theirs] = await t.db
    .insert(messages)
    .values({ userId: them.id, title: '别人的消息', content: '—' })
    .returning({ id: messages.id });
  otherMessageId = theirs!.id;
});

afterAll(() => t.close());

describe('我的消息', () => {
  it('lists only the buyer’s own messages, unread first, newest first, with the unread count', async () => {
    const page = await list();
    expect(page.data.list.map((m) => m.title)).toEqual(['退款已到账', '订单已发货', '资质审核通过']);
    expect(page.data).toMatchObject({ total: 3, unread: 2, page: 1 });
    expect(await badge(mine)).toBe(2);
  });

  it('marks messages read, never another buyer’s, and the badge follows', async () => {
    const first = (await list()).data.list[0]!;
    const marked = await mine.post<{ unread: number }>('/api/user/messages/read', {
      ids: [first.id, otherMessageId],
    });
    expect(marked.body).toMatchObject({ code: 10000, data: { unread: 1 } });
    expect(await badge(mine)).toBe(1);
    expect(await badge(other)).toBe(1);
    expect((await list()).data.list.map((m) => m.title)).toEqual([
      '订单已发货',
      '退款已到账',
      '资质审核通过',
    ]);

    await mine.post('/api/user/messages/read', {});
    expect(await badge(mine)).toBe(0);
    expect(await badge(other)).toBe(1);
  });

  it('refuses bad input and visitors, writing nothing', async () => {
    const watch = new WriteWatch(t.db);
    for (const [path, body] of [
      ['/api/user/messages/read', { ids: ['abc'] }],
      ['/api/user/messages/read', { ids: [] }],
      ['/api/user/messages/read', { ids: Array.from({ length: 101 }, (_, i) => i + 1) }],
    ] as const) {
      await watch.mark();
      const refused = await other.post(path, body);
      expect(refused.status).toBe(422);
      expect(await watch.changedTables()).toEqual([]);
    }
    expect((await mine.get('/api/user/messages?page=0')).status).toBe(422);
    expect((await mine.get('/api/user/messages?page_size=500')).status).toBe(422);
    expect((await t.client().get('/api/user/messages')).status).toBe(401);
    expect((await t.client().post('/api/user/messages/read', {})).status).toBe(401);
    expect(await badge(other)).toBe(1);
  });
});
