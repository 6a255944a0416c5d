import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOperator } from '@yaocai/domain/contracts/admin-responses';
import type { Paged } from '@yaocai/domain/contracts/wire';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { signInOperator } from '../testing/sign-in-operator.ts';
import type { TestClient } from '../testing/test-client.ts';
import { WriteWatch } from '../testing/write-watch.ts';
import { createOperator } from '../modules/operators/operators.service.ts';
import { operators } from '../modules/operators/operators.tables.ts';

let t: TestApp;
let watch: WriteWatch;
let manager: TestClient;
let clerkRole: number;
/** Four clerks made a few days apart; c is disabled, b and c never signed in. */
const made = {} as Record<'a' | 'b' | 'c' | 'd', number>;

beforeAll(async () => {
  t = await buildTestApp();
  watch = new WriteWatch(t.db);
  const shapes = [
    ['a', 'zhang', '2026-03-01T02:00:00Z', '2026-03-15T02:00:00Z', true],
    ['b', 'li', '2026-03-05T02:00:00Z', null, true],
    ['c', 'wang', '2026-03-10T02:00:00Z', null, false],
    ['d', 'chen', '2026-03-20T02:00:00Z', '2026-03-21T02:00:00Z', true],
  ] as const;
  for (const [name, username, createdAt, lastLogin, active] of shapes) {
    const role = { name: '排序店员', permissions: ['orders.read'] as const };
    const id = await createOperator(t.db, { username, password: 'operator123', name: `店员${name}`, role });
    await t.db
      .update(operators)
      .set({ createdAt: new Date(createdAt), lastLoginAt: lastLogin ? new Date(lastLogin) : null, active })
      .where(eq(operators.id, id));
    made[name] = id;
  }
  clerkRole = (await t.db.select().from(operators).where(eq(operators.id, made.a)))[0]!.roleId;
  ({ client: manager } = await signInOperator(t, ['operators.manage']));
});
afterAll(() => t.close());

const clerksOf = async (query: string) => {
  const answer = await manager.get<Paged<AdminOperator>>(
    `/api/admin/operators?role_id=${clerkRole}&${query}`,
  );
  expect(answer.status, query).toBe(200);
  return answer.body.data.list.map((row) => row.id);
};

describe('sorting and filtering 操作员', () => {
  it('keeps the order they were made by default, and orders by 创建时间, 用户名 or 最近登录 either way', async () => {
    const { a, b, c, d } = made;
    expect(await clerksOf('')).toEqual([a, b, c, d]);
    expect(await clerksOf('sort=created_at&order=desc')).toEqual([d, c, b, a]);
    expect(await clerksOf('sort=username&order=asc')).toEqual([d, b, c, a]);
    expect(await clerksOf('sort=username&order=desc')).toEqual([a, c, b, d]);
    // Never signed in counts as longest ago; equal ones by id the same way.
    expect(await clerksOf('sort=last_login_at&order=desc')).toEqual([d, a, c, b]);
    expect(await clerksOf('sort=last_login_at&order=asc')).toEqual([b, c, a, d]);
  });

  it('filters by role, enabled or not, name and the days created; pages of 20, 50 or 100', async () => {
    const { a, b, c, d } = made;
    expect(await clerksOf('active=0')).toEqual([c]);
    expect(await clerksOf('active=1')).toEqual([a, b, d]);
    expect(await clerksOf(`keywords=${encodeURIComponent('店员b')}`)).toEqual([b]);
    expect(await clerksOf('keywords=zhang')).toEqual([a]);
    expect(await clerksOf('start_time=2026-03-05&end_time=2026-03-10')).toEqual([b, c]);
    const all = await manager.get<Paged<AdminOperator>>('/api/admin/operators?page_size=50');
    expect([all.body.data.page_size, all.body.data.total]).toEqual([50, 5]);
    expect(await clerksOf('page=2')).toEqual([]);
  });

  it('refuses an unknown sort, direction, state or page size with 422 in Chinese, writing nothing', async () => {
    const refusals: [string, Record<string, string[]>][] = [
      ['sort=password_hash', { sort: ['排序字段不正确'] }],
      ['sort=username&order=up', { order: ['排序方向不正确'] }],
      ['active=maybe', { active: ['启用状态只能是0或1'] }],
      ['page_size=10', { page_size: ['每页条数只能是20、50或100'] }],
    ];
    for (const [query, errors] of refusals) {
      await watch.mark();
      const answer = await manager.get(`/api/admin/operators?${query}`);
      expect([answer.status, answer.body.errors], query).toEqual([422, errors]);
      expect(await watch.changedTables(), query).toEqual([]);
    }
  });

  it('is for those who manage operators alone, and so are its saved views', async () => {
    const view = { list: 'operators', name: '停用', params: { active: '0' } };
    expect((await manager.post('/api/admin/list-views', view)).status).toBe(200);
    const { client } = await signInOperator(t, ['orders.read', 'buyers.read']);
    expect((await client.get('/api/admin/operators?sort=username')).status).toBe(403);
    expect((await client.post('/api/admin/list-views', view)).status).toBe(403);
  });
});
