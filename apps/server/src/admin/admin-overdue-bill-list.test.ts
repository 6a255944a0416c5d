import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OverdueBill } from '@yaocai/domain/contracts/admin-money-responses';
import type { Paged } from '@yaocai/domain/contracts/wire';
import { accountManagers } from '../modules/accounts/accounts.tables.ts';
import { creditBills } from '../modules/money/money.tables.ts';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { insertBuyer } from '../testing/factories.ts';
import { signInOperator } from '../testing/sign-in-operator.ts';
import type { TestClient } from '../testing/test-client.ts';
import { WriteWatch } from '../testing/write-watch.ts';

let t: TestApp;
let watch: WriteWatch;
let reader: TestClient;
let managerId: number;
/** Four overdue bills of two buyers (d's buyer has a manager), and one repaid and one not yet due. */
const billIds = {} as Record<'a' | 'b' | 'c' | 'd', number>;

beforeAll(async () => {
  t = await buildTestApp();
  watch = new WriteWatch(t.db);
  const [manager] = await t.db
    .insert(accountManagers)
    .values({ name: '逾期经理', phone: '13900000009' })
    .returning({ id: accountManagers.id });
  managerId = manager!.id;
  const plain = (await insertBuyer(t.db, { company: '排序诊所' })).id;
  const managed = (await insertBuyer(t.db, { company: '经理药房', accountManagerId: managerId })).id;
  const shapes = [
    ['a', plain, 5_000, '2026-01-05T02:00:00Z'],
    ['b', plain, 20_000, '2026-01-10T02:00:00Z'],
    ['c', plain, 20_000, '2026-01-10T02:00:00Z'],
    ['d', managed, 800, '2026-01-20T02:00:00Z'],
  ] as const;
  for (const [name, userId, amountFen, due] of shapes) {
    const [row] = await t.db
      .insert(creditBills)
      .values({ userId, orderId: 1, orderNo: `OV-${name}`, amountFen, dueAt: new Date(due) })
      .returning({ id: creditBills.id });
    billIds[name] = row!.id;
  }
  await t.db.insert(creditBills).values([
    {
      userId: plain,
      orderId: 1,
      orderNo: 'OV-repaid',
      amountFen: 100,
      dueAt: new Date('2026-01-01'),
      status: 'repaid',
    },
    {
      userId: plain,
      orderId: 1,
      orderNo: 'OV-later',
      amountFen: 100,
      dueAt: new Date(Date.now() + 86_400_000),
    },
  ]);
  ({ client: reader } = await signInOperator(t, ['buyers.read']));
});
afterAll(() => t.close());

const idsOf = async (query: string) => {
  const answer = await reader.get<Paged<OverdueBill>>(`/api/admin/credit-bills/overdue?${query}`);
  expect(answer.status, query).toBe(200);
  return answer.body.data.list.map((row) => row.id);
};

describe('sorting and filtering 逾期账单', () => {
  it('keeps the longest overdue first by default, and orders by 到期时间, 金额 or 逾期天数 either way, equal ones by id', async () => {
    const { a, b, c, d } = billIds;
    expect(await idsOf('')).toEqual([a, b, c, d]);
    expect(await idsOf('sort=days_overdue&order=asc')).toEqual([d, c, b, a]);
    expect(await idsOf('sort=due_at&order=desc')).toEqual([d, c, b, a]);
    expect(await idsOf('sort=due_at&order=asc')).toEqual([a, b, c, d]);
    expect(await idsOf('sort=amount&order=desc')).toEqual([c, b, a, d]);
    expect(await idsOf('sort=amount&order=asc')).toEqual([d, a, b, c]);
    expect(await idsOf('sort=amount&order=desc&page=2&page_size=20')).toEqual([]);
  });

  it('filters by amount, due days (both ends included) and the buyer’s account manager', async () => {
    const { a, b, c, d } = billIds;
    expect(await idsOf('amount_min=5000&amount_max=20000&sort=amount&order=asc')).toEqual([a, b, c]);
    expect(await idsOf('amount_max=5000')).toEqual([a, d]);
    expect(await idsOf('due_from=2026-01-10&due_to=2026-01-10')).toEqual([b, c]);
    expect(await idsOf('due_from=2026-01-06')).toEqual([b, c, d]);
    expect(await idsOf(`manager_id=${managerId}`)).toEqual([d]);
    expect(await idsOf('manager_id=0&due_from=2026-01-01&due_to=2026-01-31')).toEqual([a, b, c]);
  });

  it('refuses an unknown sort, a bad direction or a range backwards with 422 in Chinese, writing nothing', async () => {
    const refusals: [string, Record<string, string[]>][] = [
      ['sort=company', { sort: ['排序字段不正确'] }],
      ['sort=amount&order=up', { order: ['排序方向不正确'] }],
      ['amount_min=500&amount_max=100', { amount_max: ['最高金额不能低于最低金额'] }],
      ['due_from=2026-02-01&due_to=2026-01-01', { due_to: ['到期结束日期不能早于开始日期'] }],
      ['page_size=101', { page_size: ['每页数量不能超过100'] }],
    ];
    for (const [query, errors] of refusals) {
      await watch.mark();
      const answer = await reader.get(`/api/admin/credit-bills/overdue?${query}`);
      expect([answer.status, answer.body.errors], query).toEqual([422, errors]);
      expect(await watch.changedTables(), query).toEqual([]);
    }
    const hostile = `sort=${encodeURIComponent('due_at; drop table credit_bills; --')}`;
    expect((await reader.get(`/api/admin/credit-bills/overdue?${hostile}`)).status).toBe(422);
  });
});
