import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '@yaocai/domain/contracts/wire';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { insertBuyer } from '../testing/factories.ts';
import { signInOperator } from '../testing/sign-in-operator.ts';
import type { TestClient } from '../testing/test-client.ts';
import { WriteWatch } from '../testing/write-watch.ts';
import { feedback, purchaseRequests } from '../modules/buyer-requests/buyer-requests.tables.ts';

let t: TestApp;
let watch: WriteWatch;
let reader: TestClient;
type Name = 'a' | 'b' | 'c' | 'd';
/** Four of each a few days apart, made in that order; b and c answered (c before b), a and d waiting. */
const requests = {} as Record<Name, number>;
const feedbacks = {} as Record<Name, number>;
const shapes = [
  ['a', 1, '2026-03-01T02:00:00Z', null],
  ['b', 2, '2026-03-05T02:00:00Z', '2026-03-25T02:00:00Z'],
  ['c', 2, '2026-03-10T02:00:00Z', '2026-03-11T02:00:00Z'],
  ['d', 3, '2026-03-20T02:00:00Z', null],
] as const;

beforeAll(async () => {
  t = await buildTestApp();
  watch = new WriteWatch(t.db);
  const userId = (await insertBuyer(t.db)).id;
  for (const [name, type, at, answeredAt] of shapes) {
    const answer = answeredAt
      ? { status: 'answered' as const, answer: '已回复', answeredAt: new Date(answeredAt) }
      : {};
    const [request] = await t.db
      .insert(purchaseRequests)
      .values({ userId, goodsName: `求购${name}`, quantity: 10, createdAt: new Date(at), ...answer })
      .returning({ id: purchaseRequests.id });
    requests[name] = request!.id;
    const [written] = await t.db
      .insert(feedback)
      .values({ userId, type, content: `反馈${name}`, images: [], createdAt: new Date(at), ...answer })
      .returning({ id: feedback.id });
    feedbacks[name] = written!.id;
  }
  ({ client: reader } = await signInOperator(t, ['buyers.read']));
});
afterAll(() => t.close());

const idsOf = async (path: string, query: string) => {
  const answer = await reader.get<Paged<{ id: number }>>(`/api/admin/${path}?${query}`);
  expect(answer.status, `${path}?${query}`).toBe(200);
  return answer.body.data.list.map((row) => row.id);
};

describe.each([
  ['purchase-requests', requests],
  ['feedback', feedbacks],
] as const)('sorting and filtering /api/admin/%s', (path, made) => {
  it('keeps newest first by default, and orders by 提交时间, 状态 or 回复时间 either way', async () => {
    const { a, b, c, d } = made;
    expect(await idsOf(path, '')).toEqual([d, c, b, a]);
    expect(await idsOf(path, 'sort=created_at&order=asc')).toEqual([a, b, c, d]);
    // Waiting ones first, newest first among equals.
    expect(await idsOf(path, 'sort=status&order=desc')).toEqual([d, a, c, b]);
    expect(await idsOf(path, 'sort=status&order=asc')).toEqual([b, c, a, d]);
    // Waiting ones last either way.
    expect(await idsOf(path, 'sort=answered_at&order=desc')).toEqual([b, c, d, a]);
    expect(await idsOf(path, 'sort=answered_at&order=asc')).toEqual([c, b, a, d]);
  });

  it('filters by state and the days sent, both ends included; pages of 20, 50 or 100', async () => {
    const { a, b, c, d } = made;
    expect(await idsOf(path, 'status=pending')).toEqual([d, a]);
    expect(await idsOf(path, 'status=answered&sort=created_at&order=asc')).toEqual([b, c]);
    expect(await idsOf(path, 'start_time=2026-03-05&end_time=2026-03-10')).toEqual([c, b]);
    expect(await idsOf(path, 'status=pending&start_time=2026-03-02')).toEqual([d]);
    expect(await idsOf(path, 'page_size=100&page=2')).toEqual([]);
  });

  it('refuses an unknown sort, direction, page size or a reversed range with 422 in Chinese, writing nothing', async () => {
    const refusals: [string, Record<string, string[]>][] = [
      ['sort=answer', { sort: ['排序字段不正确'] }],
      ['sort=status&order=random', { order: ['排序方向不正确'] }],
      ['page_size=25', { page_size: ['每页条数只能是20、50或100'] }],
      ['start_time=2026-03-10&end_time=2026-03-01', { end_time: ['结束时间不能早于开始时间'] }],
    ];
    for (const [query, errors] of refusals) {
      await watch.mark();
      const answer = await reader.get(`/api/admin/${path}?${query}`);
      expect([answer.status, answer.body.errors], query).toEqual([422, errors]);
      expect(await watch.changedTables(), query).toEqual([]);
    }
  });
});

describe('意见反馈 by kind', () => {
  it('filters by what the buyer wrote about, and refuses a kind it does not know', async () => {
    const { b, c } = feedbacks;
    expect(await idsOf('feedback', 'type=2')).toEqual([c, b]);
    expect(await idsOf('feedback', 'type=4')).toEqual([]);
    const answer = await reader.get('/api/admin/feedback?type=9');
    expect([answer.status, answer.body.errors]).toEqual([422, { type: ['反馈类型不正确'] }]);
  });

  it('is for those who read buyers alone, and so are the saved views of both lists', async () => {
    for (const list of ['purchase_requests', 'feedback']) {
      const view = { list, name: '待回复', params: { status: 'pending' } };
      expect((await reader.post('/api/admin/list-views', view)).status, list).toBe(200);
    }
    const { client } = await signInOperator(t, ['orders.read']);
    expect((await client.get('/api/admin/feedback?sort=status')).status).toBe(403);
    expect((await client.get('/api/admin/purchase-requests?sort=status')).status).toBe(403);
    const view = { list: 'feedback', name: '待回复', params: {} };
    expect((await client.post('/api/admin/list-views', view)).status).toBe(403);
  });
});
