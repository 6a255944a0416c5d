import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBuyer } from '@yaocai/domain/contracts/admin-responses';
import type { Paged } from '@yaocai/domain/contracts/wire';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { insertBuyer } from '../testing/factories.ts';
import { signInOperator } from '../testing/sign-in-operator.ts';
import type { TestClient } from '../testing/test-client.ts';
import { WriteWatch } from '../testing/write-watch.ts';
import { users } from '../modules/accounts/accounts.tables.ts';

let t: TestApp;
let watch: WriteWatch;
let reader: TestClient;
/** Four buyers registered in this order; b has never signed in, d still waits for review. */
const buyers = {} as Record<'a' | 'b' | 'c' | 'd', number>;

beforeAll(async () => {
  t = await buildTestApp();
  watch = new WriteWatch(t.db);
  const shapes = [
    ['a', 'approved', '2026-03-05T02:00:00Z'],
    ['b', 'approved', null],
    ['c', 'approved', '2026-03-20T02:00:00Z'],
    ['d', 'pending', '2026-03-10T02:00:00Z'],
  ] as const;
  for (const [name, status, lastLogin] of shapes) {
    const { id } = await insertBuyer(t.db, { status, company: `排序药房${name}` });
    await t.db
      .update(users)
      .set({ lastLoginAt: lastLogin ? new Date(lastLogin) : null })
      .where(eq(users.id, id));
    buyers[name] = id;
  }
  ({ client: reader } = await signInOperator(t, ['buyers.read']));
});
afterAll(() => t.close());

const idsOf = async (query: string) => {
  const answer = await reader.get<Paged<AdminBuyer>>(`/api/admin/buyers?${query}`);
  expect(answer.status, query).toBe(200);
  return answer.body.data.list.map((buyer) => buyer.id);
};

describe('sorting the console’s buyers', () => {
  it('keeps the order it had when unsorted: waiting for review oldest first, the others newest first', async () => {
    const { a, b, c, d } = buyers;
    expect(await idsOf('')).toEqual([d, c, b, a]);
    expect(await idsOf('status=approved')).toEqual([c, b, a]);
    expect(await idsOf('status=pending')).toEqual([d]);
  });

  it('orders by 注册时间 either way, newest first when no direction is given', async () => {
    const { a, b, c, d } = buyers;
    expect(await idsOf('sort=created_at&order=asc')).toEqual([a, b, c, d]);
    expect(await idsOf('sort=created_at')).toEqual([d, c, b, a]);
    expect(await idsOf('status=approved&sort=created_at&order=asc')).toEqual([a, b, c]);
  });

  it('orders by 最近登录, those who never signed in counting as the longest ago, page by page', async () => {
    const { a, b, c, d } = buyers;
    expect(await idsOf('sort=last_login_at&order=desc')).toEqual([c, d, a, b]);
    expect(await idsOf('sort=last_login_at&order=asc')).toEqual([b, a, d, c]);
    expect(await idsOf('sort=last_login_at&order=desc&page=2&page_size=2')).toEqual([a, b]);
    expect(await idsOf('status=approved&sort=last_login_at&order=asc')).toEqual([b, a, c]);
    expect(await idsOf(`keywords=${encodeURIComponent('排序药房')}&sort=last_login_at`)).toEqual([
      c,
      d,
      a,
      b,
    ]);
  });
});

describe('sorting by the 注册时间 shown', () => {
  it('puts a buyer registered earlier first, though added later (the demo history, an import)', async () => {
    const added = await insertBuyer(t.db, { company: '注册先后药房甲' });
    const backdated = await insertBuyer(t.db, { company: '注册先后药房乙' });
    await t.db
      .update(users)
      .set({ createdAt: new Date('2025-01-01T02:00:00Z') })
      .where(eq(users.id, backdated.id));
    const mine = `keywords=${encodeURIComponent('注册先后药房')}`;
    expect(await idsOf(`${mine}&sort=created_at&order=asc`)).toEqual([backdated.id, added.id]);
    expect(await idsOf(`${mine}&sort=created_at&order=desc`)).toEqual([added.id, backdated.id]);
    expect(await idsOf(`${mine}&registered_to=2025-01-01&sort=created_at`)).toEqual([backdated.id]);
  });
});

describe('refusals on the console’s buyers', () => {
  it('refuses an unknown sort or direction with 422 in Chinese, writing nothing', async () => {
    const refusals: [string, Record<string, string[]>][] = [
      ['sort=phone', { sort: ['排序字段不正确'] }],
      ['sort=balance&order=asc', { sort: ['排序字段不正确'] }],
      ['sort=created_at&order=sideways', { order: ['排序方向不正确'] }],
      [
        'registered_from=2026-03-11&registered_to=2026-03-10',
        { registered_to: ['结束日期不能早于开始日期'] },
      ],
    ];
    for (const [query, errors] of refusals) {
      await watch.mark();
      const answer = await reader.get(`/api/admin/buyers?${query}`);
      expect([answer.status, answer.body.errors], query).toEqual([422, errors]);
      expect(await watch.changedTables(), query).toEqual([]);
    }
  });

  it('answers hostile values with a refusal or a page, never a server error', async () => {
    const hostile = [
      'sort[]=created_at',
      'sort=created_at&sort=last_login_at',
      `sort=${encodeURIComponent('last_login_at desc; drop table users; --')}`,
      `order=${encodeURIComponent('asc nulls first')}`,
      'sort=last_login_at&order=asc&page=10000',
      `sort=${encodeURIComponent('\u0000')}`,
    ];
    for (const query of hostile) {
      const answer = await reader.get<Paged<AdminBuyer>>(`/api/admin/buyers?${query}`);
      expect([200, 400, 422], query).toContain(answer.status);
      if (answer.status === 200) expect(answer.body.data.list, query).toEqual([]);
    }
  });

  it('refuses an operator without 查看客户, whatever the sort', async () => {
    const { client } = await signInOperator(t, ['orders.read', 'goods.read']);
    const answer = await client.get('/api/admin/buyers?sort=last_login_at&order=asc');
    expect(answer.status).toBe(403);
  });
});
