import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@yaocai/domain/contracts/admin';
import type { Paged } from '@yaocai/domain/contracts/wire';
import { auditLog } from '../modules/operators/operators.tables.ts';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { signInOperator } from '../testing/sign-in-operator.ts';
import type { TestClient } from '../testing/test-client.ts';
import { WriteWatch } from '../testing/write-watch.ts';

let t: TestApp;
let watch: WriteWatch;
let reader: TestClient;
let actorId: number;
/** Three changes days apart by one operator, the first two to goods. */
const entryIds = {} as Record<'a' | 'b' | 'c', number>;

beforeAll(async () => {
  t = await buildTestApp();
  watch = new WriteWatch(t.db);
  ({ client: reader } = await signInOperator(t, ['audit.read']));
  actorId = (await signInOperator(t, ['goods.write'])).operator.id;
  const shapes = [
    ['a', 'goods.update', 'goods', '2026-03-01T02:00:00Z'],
    ['b', 'goods.create', 'goods', '2026-03-05T02:00:00Z'],
    ['c', 'order.ship', 'order', '2026-03-10T02:00:00Z'],
  ] as const;
  for (const [name, action, targetType, at] of shapes) {
    const [row] = await t.db
      .insert(auditLog)
      .values({
        operatorId: actorId,
        action,
        targetType,
        targetId: '1',
        ip: '10.0.0.1',
        createdAt: new Date(at),
      })
      .returning({ id: auditLog.id });
    entryIds[name] = row!.id;
  }
});
afterAll(() => t.close());

const idsOf = async (query: string) => {
  const answer = await reader.get<Paged<AuditEntry>>(`/api/admin/audit?operator_id=${actorId}&${query}`);
  expect(answer.status, query).toBe(200);
  return answer.body.data.list.map((row) => row.id);
};

describe('sorting and filtering 操作日志', () => {
  it('keeps newest first by default, and sorts by 时间 either way', async () => {
    const { a, b, c } = entryIds;
    expect(await idsOf('')).toEqual([c, b, a]);
    expect(await idsOf('sort=created_at&order=asc')).toEqual([a, b, c]);
    expect(await idsOf('sort=created_at&order=asc&page=2&page_size=20')).toEqual([]);
  });

  it('filters by action, kind of record and days (both ends included)', async () => {
    const { a, b, c } = entryIds;
    expect(await idsOf('action=goods.update')).toEqual([a]);
    expect(await idsOf('target_type=goods&order=asc')).toEqual([a, b]);
    expect(await idsOf('created_from=2026-03-05&created_to=2026-03-10')).toEqual([c, b]);
    expect(await idsOf('created_to=2026-03-05&action=goods.create')).toEqual([b]);
  });

  it('refuses an unknown sort or action, or days backwards, with 422 in Chinese, writing nothing', async () => {
    const refusals: [string, Record<string, string[]>][] = [
      ['sort=operator', { sort: ['排序字段不正确'] }],
      ['order=sideways', { order: ['排序方向不正确'] }],
      ['action=drop%20table', { action: ['操作类型不正确'] }],
      ['created_from=2026-03-10&created_to=2026-03-01', { created_to: ['结束日期不能早于开始日期'] }],
    ];
    for (const [query, errors] of refusals) {
      await watch.mark();
      const answer = await reader.get(`/api/admin/audit?${query}`);
      expect([answer.status, answer.body.errors], query).toEqual([422, errors]);
      expect(await watch.changedTables(), query).toEqual([]);
    }
  });
});
