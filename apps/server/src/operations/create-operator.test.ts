import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionCodes } from '@yaocai/domain/contracts/admin';
import type { OperatorMe } from '@yaocai/domain/contracts/admin-responses';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { WriteWatch } from '../testing/write-watch.ts';
import { createOperatorFromCommandLine } from './create-operator.ts';
import { roles } from '../modules/operators/operators.tables.ts';
import {
  grantSuperuserEveryPermission,
  SUPERUSER_ROLE,
  upsertRole,
} from '../modules/operators/operators.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('npm run operator:create', () => {
  it('makes an operator with every permission, who can then sign in to the console', async () => {
    const made = await createOperatorFromCommandLine(
      t.db,
      ['--username', 'boss', '--name', '王经理'],
      'Shop2026',
    );
    expect(made.ok).toBe(true);
    const client = t.client();
    const login = await client.post('/api/admin/session', { username: 'boss', password: 'Shop2026' });
    expect(login.body.code).toBe(10000);
    const me = await client.get<OperatorMe>('/api/admin/me');
    expect([me.body.data.name, me.body.data.permissions.toSorted()]).toEqual([
      '王经理',
      permissionCodes.toSorted(),
    ]);
  });

  it('refuses a taken name, a weak password, odd arguments, and writes nothing', async () => {
    await createOperatorFromCommandLine(t.db, ['--username', 'taken', '--name', '甲'], 'Shop2026');
    const watch = new WriteWatch(t.db);
    const cases: [string[], string, string][] = [
      [['--username', 'taken', '--name', '乙'], 'Shop2026', '该用户名已存在'],
      [['--username', 'weak', '--name', '乙'], '123456', '密码须为6-20位，且同时包含字母和数字'],
      [['--username', 'has space', '--name', '乙'], 'Shop2026', '用户名只能包含字母、数字、点、横线和下划线'],
      [['--username', 'noname'], 'Shop2026', '请填写姓名'],
      [['--username', 'x', '--name', '乙', '--role', 'root'], 'Shop2026', "Unknown option '--role'"],
    ];
    for (const [argv, password, problem] of cases) {
      await watch.mark();
      const made = await createOperatorFromCommandLine(t.db, argv, password);
      expect(made.ok ? [] : made.problems.join('\n')).toContain(problem);
      expect(await watch.changedTables()).toEqual([]);
    }
  });

  it('gives the superuser role the permissions a newer version added, and leaves other roles alone', async () => {
    await createOperatorFromCommandLine(t.db, ['--username', 'upgraded', '--name', '甲'], 'Shop2026');
    await upsertRole(t.db, '客服', ['buyers.read']);
    await t.db
      .update(roles)
      .set({ permissions: ['buyers.read'] })
      .where(eq(roles.name, SUPERUSER_ROLE));
    await grantSuperuserEveryPermission(t.db);
    const rows = await t.db.select().from(roles);
    const of = (name: string) => rows.find((role) => role.name === name)?.permissions.toSorted();
    expect([of(SUPERUSER_ROLE), of('客服')]).toEqual([permissionCodes.toSorted(), ['buyers.read']]);
    const watch = new WriteWatch(t.db);
    await watch.mark();
    await grantSuperuserEveryPermission(t.db);
    expect(await watch.changedTables()).toEqual([]);
  });
});
