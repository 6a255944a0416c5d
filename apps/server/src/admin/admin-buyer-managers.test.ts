import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { insertBuyer } from '../testing/factories.ts';
import { signInOperator } from '../testing/sign-in-operator.ts';
import type { TestClient } from '../testing/test-client.ts';
import { WriteWatch } from '../testing/write-watch.ts';
import { accountManagers, users } from '../modules/accounts/accounts.tables.ts';
import { auditLog } from '../modules/operators/operators.tables.ts';

let t: TestApp;
let watch: WriteWatch;
let writer: TestClient;
let managerId: number;

beforeAll(async () => {
  t = await buildTestApp();
  watch = new WriteWatch(t.db);
  const [manager] = await t.db
    .insert(accountManagers)
    .values({ name: '赵经理', phone: '13900006666' })
    .returning({ id: accountManagers.id });
  managerId = manager!.id;
  ({ client: writer } = await signInOperator(t, ['buyers.read', 'buyers.write']));
});
afterAll(() => t.close());

/** Each buyer's manager, in the order of `ids`. */
async function managersOf(ids: number[]) {
  const rows = await t.db
    .select({ id: users.id, manager: users.accountManagerId })
    .from(users)
    .where(inArray(users.id, ids));
  return ids.map((id) => rows.find((row) => row.id === id)?.manager);
}

describe('assigning an account manager to the buyers picked', () => {
  it('gives them all the manager, or the default again, auditing each buyer it changes', async () => {
    const already = (await insertBuyer(t.db, { accountManagerId: managerId })).id;
    const ids = [(await insertBuyer(t.db)).id, (await insertBuyer(t.db)).id, already];
    const answer = await writer.post('/api/admin/buyers/assign-manager', { ids, manager_id: managerId });
    expect([answer.status, answer.body.msg]).toEqual([200, '已为3个客户指定客户经理']);
    expect(await managersOf(ids)).toEqual([managerId, managerId, managerId]);
    const audited = await t.db
      .select({ target: auditLog.targetId, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.action, 'buyer.manager'));
    expect(audited.map((row) => Number(row.target)).sort()).toEqual(ids.slice(0, 2).sort());
    expect(audited[0]!.after).toEqual({ manager_id: managerId });

    await writer.post('/api/admin/buyers/assign-manager', { ids: [ids[0]], manager_id: null });
    expect(await managersOf(ids)).toEqual([null, managerId, managerId]);
  });

  it('refuses a buyer or a manager that does not exist, too many buyers or the same twice, changing nothing', async () => {
    const buyer = (await insertBuyer(t.db)).id;
    const refusals: [unknown, Record<string, string[]>][] = [
      [{ ids: [buyer, 999_999], manager_id: managerId }, { ids: ['有选中的客户不存在'] }],
      [{ ids: [buyer], manager_id: 999_999 }, { manager_id: ['客户经理不存在'] }],
      [{ ids: [], manager_id: managerId }, { ids: ['请选择客户'] }],
      [{ ids: [buyer, buyer], manager_id: managerId }, { ids: ['同一客户只能选择一次'] }],
      [
        { ids: Array.from({ length: 201 }, (_, index) => index + 1), manager_id: managerId },
        { ids: ['一次最多为200个客户指定客户经理'] },
      ],
      [{ ids: [buyer], manager_id: 'x' }, { manager_id: ['客户经理格式不正确'] }],
    ];
    for (const [body, errors] of refusals) {
      await watch.mark();
      const answer = await writer.post('/api/admin/buyers/assign-manager', body);
      expect([answer.status, answer.body.errors], JSON.stringify(errors)).toEqual([422, errors]);
      expect(await watch.changedTables()).toEqual([]);
    }
    expect(await managersOf([buyer])).toEqual([null]);
  });
});
