import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SheetJob } from '@yaocai/domain/contracts/admin-jobs';
import type { Paged } from '@yaocai/domain/contracts/wire';
import { sheetJobs } from '../modules/spreadsheets/spreadsheets.tables.ts';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { signInOperator } from '../testing/sign-in-operator.ts';
import type { TestClient } from '../testing/test-client.ts';
import { WriteWatch } from '../testing/write-watch.ts';

let t: TestApp;
let watch: WriteWatch;
let reader: TestClient;
/** Four jobs made days apart; c is still running, d an orders export. */
const jobIds = {} as Record<'a' | 'b' | 'c' | 'd', number>;

beforeAll(async () => {
  t = await buildTestApp();
  watch = new WriteWatch(t.db);
  const { operator, client } = await signInOperator(t, ['goods.read', 'goods.write', 'orders.read']);
  reader = client;
  const shapes = [
    ['a', 'goods_export', 'succeeded', '2026-03-01T02:00:00Z', '2026-03-09T02:00:00Z'],
    ['b', 'goods_import', 'failed', '2026-03-05T02:00:00Z', '2026-03-06T02:00:00Z'],
    ['c', 'goods_import', 'running', '2026-03-10T02:00:00Z', null],
    ['d', 'orders_export', 'succeeded', '2026-03-20T02:00:00Z', '2026-03-20T03:00:00Z'],
  ] as const;
  for (const [name, kind, state, created, finished] of shapes) {
    const [row] = await t.db
      .insert(sheetJobs)
      .values({
        kind,
        state,
        operatorId: operator.id,
        fileName: `job-${name}.xlsx`,
        createdAt: new Date(created),
        finishedAt: finished ? new Date(finished) : null,
      })
      .returning({ id: sheetJobs.id });
    jobIds[name] = row!.id;
  }
});
afterAll(() => t.close());

const idsOf = async (query: string, client = reader) => {
  const answer = await client.get<Paged<SheetJob>>(`/api/admin/jobs?${query}`);
  expect(answer.status, query).toBe(200);
  return answer.body.data.list.map((row) => row.id);
};

describe('sorting and filtering 导入导出', () => {
  it('keeps newest first by default, and orders by 创建时间 or 完成时间 either way, unfinished last', async () => {
    const { a, b, c, d } = jobIds;
    expect(await idsOf('')).toEqual([d, c, b, a]);
    expect(await idsOf('sort=created_at&order=asc')).toEqual([a, b, c, d]);
    expect(await idsOf('sort=finished_at&order=desc')).toEqual([d, a, b, c]);
    expect(await idsOf('sort=finished_at&order=asc')).toEqual([b, a, d, c]);
    expect(await idsOf('page=2&page_size=20')).toEqual([]);
  });

  it('filters by kind, state and creation days (both ends included), within the kinds the role may see', async () => {
    const { a, b, c, d } = jobIds;
    expect(await idsOf('kind=goods_import')).toEqual([c, b]);
    expect(await idsOf('state=succeeded&sort=created_at&order=asc')).toEqual([a, d]);
    expect(await idsOf('created_from=2026-03-05&created_to=2026-03-10')).toEqual([c, b]);
    expect(await idsOf('created_to=2026-03-01')).toEqual([a]);
    const { client: goodsReader } = await signInOperator(t, ['goods.read']);
    expect(await idsOf('', goodsReader)).toEqual([a]);
    expect(await idsOf('kind=orders_export', goodsReader)).toEqual([]);
  });

  it('refuses an unknown sort, kind or state, or days backwards, with 422 in Chinese, writing nothing', async () => {
    const refusals: [string, Record<string, string[]>][] = [
      ['sort=file_name', { sort: ['排序字段不正确'] }],
      ['sort=created_at&order=newest', { order: ['排序方向不正确'] }],
      ['kind=buyers_export', { kind: ['任务类型不正确'] }],
      ['state=done', { state: ['任务状态不正确'] }],
      ['created_from=2026-03-10&created_to=2026-03-01', { created_to: ['创建结束日期不能早于开始日期'] }],
    ];
    for (const [query, errors] of refusals) {
      await watch.mark();
      const answer = await reader.get(`/api/admin/jobs?${query}`);
      expect([answer.status, answer.body.errors], query).toEqual([422, errors]);
      expect(await watch.changedTables(), query).toEqual([]);
    }
  });
});
