import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminArticleList } from '@yaocai/domain/contracts/admin-content';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { signInOperator } from '../testing/sign-in-operator.ts';
import type { TestClient } from '../testing/test-client.ts';
import { WriteWatch } from '../testing/write-watch.ts';
import { articleCategories, articles } from '../modules/content/content.tables.ts';

let t: TestApp;
let watch: WriteWatch;
let editor: TestClient;
let guide: number;
let payment: number;
/** Four articles a few days apart in two categories. */
const made = {} as Record<'a' | 'b' | 'c' | 'd', number>;

beforeAll(async () => {
  t = await buildTestApp();
  watch = new WriteWatch(t.db);
  const [help] = await t.db.insert(articleCategories).values({ name: '帮助中心' }).returning();
  const [g, p] = await t.db
    .insert(articleCategories)
    .values([
      { name: '新手指南', parentId: help!.id },
      { name: '支付方式', parentId: help!.id },
    ])
    .returning();
  guide = g!.id;
  payment = p!.id;
  const shapes = [
    ['a', guide, '注册流程', 3, '2026-03-01T02:00:00Z'],
    ['b', guide, '采购流程', 1, '2026-03-05T02:00:00Z'],
    ['c', payment, '对公转账', 1, '2026-03-10T02:00:00Z'],
    ['d', payment, '余额支付', 2, '2026-03-20T02:00:00Z'],
  ] as const;
  for (const [name, categoryId, title, sort, at] of shapes) {
    const [row] = await t.db
      .insert(articles)
      .values({ categoryId, title, content: '<p>正文</p>', sort, createdAt: new Date(at) })
      .returning({ id: articles.id });
    made[name] = row!.id;
  }
  ({ client: editor } = await signInOperator(t, ['content.write']));
});
afterAll(() => t.close());

const idsOf = async (query: string) => {
  const answer = await editor.get<AdminArticleList>(`/api/admin/content/articles?${query}`);
  expect(answer.status, query).toBe(200);
  return answer.body.data.list.map((row) => row.id);
};

describe('sorting and filtering 帮助文章', () => {
  it('keeps newest first by default, and orders by 发布时间, 标题 or 排序 either way, equal ones by id', async () => {
    const { a, b, c, d } = made;
    expect(await idsOf('')).toEqual([d, c, b, a]);
    expect(await idsOf('sort=created_at&order=asc')).toEqual([a, b, c, d]);
    expect(await idsOf('sort=sort&order=asc')).toEqual([b, c, d, a]);
    expect(await idsOf('sort=sort&order=desc')).toEqual([a, d, c, b]);
    const byTitle = await idsOf('sort=title&order=asc');
    expect(await idsOf('sort=title&order=desc')).toEqual([...byTitle].reverse());
    expect(await idsOf('sort=created_at&order=asc&page_size=50&page=2')).toEqual([]);
  });

  it('filters by category, title and the days published, both ends included', async () => {
    const { a, b, c, d } = made;
    expect(await idsOf(`category_id=${guide}`)).toEqual([b, a]);
    expect(await idsOf(`category_id=${payment}&sort=sort&order=asc`)).toEqual([c, d]);
    expect(await idsOf(`keywords=${encodeURIComponent('流程')}`)).toEqual([b, a]);
    expect(await idsOf('start_time=2026-03-05&end_time=2026-03-10')).toEqual([c, b]);
    expect(await idsOf('end_time=2026-03-01')).toEqual([a]);
    expect(await idsOf('start_time=2026-03-11')).toEqual([d]);
  });

  it('refuses an unknown sort, direction, page size or a reversed range with 422 in Chinese, writing nothing', async () => {
    const refusals: [string, Record<string, string[]>][] = [
      ['sort=content', { sort: ['排序字段不正确'] }],
      ['sort=title&order=sideways', { order: ['排序方向不正确'] }],
      ['page_size=30', { page_size: ['每页条数只能是20、50或100'] }],
      ['start_time=2026-03-10&end_time=2026-03-01', { end_time: ['结束时间不能早于开始时间'] }],
    ];
    for (const [query, errors] of refusals) {
      await watch.mark();
      const answer = await editor.get(`/api/admin/content/articles?${query}`);
      expect([answer.status, answer.body.errors], query).toEqual([422, errors]);
      expect(await watch.changedTables(), query).toEqual([]);
    }
    for (const query of [
      'sort[]=title',
      'sort=title&sort=sort',
      `sort=${encodeURIComponent('id; drop table articles')}`,
    ]) {
      expect([400, 422], query).toContain((await editor.get(`/api/admin/content/articles?${query}`)).status);
    }
  });

  it('keeps saved views of the list for those who edit content alone', async () => {
    const view = { list: 'articles', name: '支付', params: { category_id: String(payment), sort: 'sort' } };
    expect((await editor.post('/api/admin/list-views', view)).status).toBe(200);
    const { client } = await signInOperator(t, ['buyers.read']);
    expect((await client.get('/api/admin/content/articles?sort=title')).status).toBe(403);
    expect((await client.post('/api/admin/list-views', view)).status).toBe(403);
  });
});
