import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PERMISSIONS, permissionCodes, type Permission } from '@yaocai/domain/contracts/admin';
import type { AdminOperator, AdminRole } from '@yaocai/domain/contracts/admin-responses';
import type { Paged } from '@yaocai/domain/contracts/wire';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { signInOperator } from '../../testing/sign-in-operator.ts';
import { testsOnPostgres } from '../../testing/test-database.ts';
import type { TestClient, TestResponse } from '../../testing/test-client.ts';
import { WriteWatch } from '../../testing/write-watch.ts';
import { createOperator, SUPERUSER_ROLE } from './operators.service.ts';
import { auditLog, operators, roles } from './operators.tables.ts';

// Who may grant what: an operator gives away only permissions it holds, and the shop always keeps
// one active operator holding every permission. Every refusal is a 403 that writes nothing but the
// audit row recording the attempt.

let t: TestApp;
let watch: WriteWatch;
let adminId: number;
let superuserRoleId: number;

const PASSWORD = 'Grant2026';
const lacking = (codes: readonly Permission[]) => codes.map((code) => PERMISSIONS[code]).join('、');
const allBut = (held: readonly Permission[]) => permissionCodes.filter((code) => !held.includes(code));
const KEEP_ONE = '至少要保留一位拥有全部权限的启用中的操作员';

beforeAll(async () => {
  t = await buildTestApp();
  watch = new WriteWatch(t.db);
  adminId = await createOperator(t.db, { username: 'admin', password: PASSWORD, name: '店长' });
  const [role] = await t.db.select().from(roles).where(eq(roles.name, SUPERUSER_ROLE));
  superuserRoleId = role!.id;
});
afterAll(() => t.close());

async function signIn(username: string): Promise<TestClient> {
  const client = t.client();
  const login = await client.post('/api/admin/session', { username, password: PASSWORD });
  expect(login.body.msg).toBe('登录成功');
  return client;
}

const lastAuditId = async () =>
  (await t.db.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]?.id ?? 0;

/**
 * Runs a request that must be refused with 403 and `message`: it writes nothing but one audit row,
 * by `actorId`, of the `action` tried, with the reason.
 */
async function expectRefused(
  request: () => Promise<TestResponse>,
  expected: { message: string; actorId: number; action: string; target: string },
) {
  const since = await lastAuditId();
  await watch.mark();
  const answer = await request();
  expect([answer.status, answer.body.code, answer.body.msg]).toEqual([403, 403, expected.message]);
  // The watch leaves out the audit rows of refused attempts: which were written is checked below.
  expect(await watch.changedTables()).toEqual([]);
  const added = await t.db.select().from(auditLog).where(gt(auditLog.id, since));
  expect(added.map((row) => [row.operatorId, row.action, row.targetId])).toEqual([
    [expected.actorId, `${expected.action}.refused`, expected.target],
  ]);
  expect(added[0]!.after).toMatchObject({ reason: expected.message });
}

async function fullActiveOperators(): Promise<number> {
  const [row] = await t.db
    .select({ n: count() })
    .from(operators)
    .innerJoin(roles, eq(roles.id, operators.roleId))
    .where(
      and(eq(operators.active, true), sql`${roles.permissions} @> ${sql.param(permissionCodes)}::text[]`),
    );
  return row!.n;
}

/**
 * Sends the requests together. On PostgreSQL the operators' rows stay locked until every request
 * waits for a lock: each has then passed sign-in and begun its change, so their checks overlap.
 * (PGlite runs one transaction at a time, and the requests interleave up to it.)
 */
async function together(rowIds: number[], requests: (() => Promise<TestResponse>)[]) {
  if (!testsOnPostgres()) return Promise.all(requests.map((send) => send()));
  let answers: Promise<TestResponse[]> | undefined;
  await t.db.transaction(async (tx) => {
    await tx.select({ id: operators.id }).from(operators).where(inArray(operators.id, rowIds)).for('update');
    answers = Promise.all(requests.map((send) => send()));
    await vi.waitFor(
      async () => {
        const [waiting] = await t.db
          .select({ n: count() })
          .from(sql`pg_stat_activity`)
          .where(sql`datname = current_database() and wait_event_type = 'Lock'`);
        expect(waiting!.n).toBe(requests.length);
      },
      { timeout: 5_000, interval: 20 },
    );
  });
  return answers!;
}

describe('an operator holding only operators.manage', () => {
  let client: TestClient;
  let me: { id: number };
  let myRole: AdminRole;

  beforeAll(async () => {
    const signedIn = await signInOperator(t, ['operators.manage']);
    client = signedIn.client;
    me = signedIn.operator;
    const list = await client.get<Paged<AdminOperator>>(
      `/api/admin/operators?keywords=${signedIn.operator.username}`,
    );
    const roleId = list.body.data.list.find((row) => row.id === me.id)!.role_id;
    myRole = (await client.get<AdminRole[]>('/api/admin/roles')).body.data.find((row) => row.id === roleId)!;
  });

  it('cannot give its own role, or a new one, a permission it does not hold', async () => {
    const message = `不能授予您自己没有的权限：${PERMISSIONS['finance.adjust']}`;
    await expectRefused(
      () =>
        client.put(`/api/admin/roles/${myRole.id}`, {
          name: myRole.name,
          permissions: ['operators.manage', 'finance.adjust'],
        }),
      { message, actorId: me.id, action: 'role.update', target: `role:${myRole.id}` },
    );
    await expectRefused(
      () => client.post('/api/admin/roles', { name: '财务', permissions: ['finance.adjust'] }),
      { message, actorId: me.id, action: 'role.create', target: 'role:new' },
    );
  });

  it('cannot edit a role holding permissions it lacks, such as the superuser role', async () => {
    await expectRefused(
      () =>
        client.put(`/api/admin/roles/${superuserRoleId}`, {
          name: SUPERUSER_ROLE,
          permissions: ['operators.manage'],
        }),
      {
        message: `不能修改拥有您自己没有的权限的角色：${lacking(allBut(['operators.manage']))}`,
        actorId: me.id,
        action: 'role.update',
        target: `role:${superuserRoleId}`,
      },
    );
  });

  it('cannot make an operator in the superuser role', async () => {
    await expectRefused(
      () =>
        client.post('/api/admin/operators', {
          username: 'shadow',
          name: '影子',
          password: PASSWORD,
          role_id: superuserRoleId,
        }),
      {
        message: `不能授予您自己没有的权限：${lacking(allBut(['operators.manage']))}`,
        actorId: me.id,
        action: 'operator.create',
        target: 'new',
      },
    );
  });

  it('cannot disable, demote or rename the admin', async () => {
    const message = `不能修改拥有您自己没有的权限的操作员：${lacking(allBut(['operators.manage']))}`;
    const changes = [
      { name: '店长', role_id: superuserRoleId, active: false },
      { name: '店长', role_id: myRole.id, active: true },
      { name: '前店长', role_id: superuserRoleId, active: true },
    ];
    for (const change of changes) {
      await expectRefused(() => client.put(`/api/admin/operators/${adminId}`, change), {
        message,
        actorId: me.id,
        action: 'operator.update',
        target: String(adminId),
      });
    }
  });

  it('cannot change its own role or disable itself', async () => {
    const [other] = await t.db
      .insert(roles)
      .values({ name: '无权限', permissions: [] })
      .returning({ id: roles.id });
    const refusals = [
      { change: { role_id: other!.id, active: true }, message: '不能修改自己的角色' },
      { change: { role_id: myRole.id, active: false }, message: '不能停用自己的账号' },
    ];
    for (const { change, message } of refusals) {
      await expectRefused(
        () => client.put(`/api/admin/operators/${me.id}`, { name: '测试操作员', ...change }),
        { message, actorId: me.id, action: 'operator.update', target: String(me.id) },
      );
    }
  });
});

describe('what an operator holds it may grant', () => {
  it('makes and edits roles, and makes, moves and disables operators, within its own permissions', async () => {
    const { client } = await signInOperator(t, ['operators.manage', 'buyers.read', 'orders.read']);
    const made = await client.post<AdminRole[]>('/api/admin/roles', {
      name: '客服',
      permissions: ['buyers.read'],
    });
    expect(made.status).toBe(200);
    const role = made.body.data.find((row) => row.name === '客服')!;
    const edited = await client.put<AdminRole[]>(`/api/admin/roles/${role.id}`, {
      name: '客服',
      permissions: ['buyers.read', 'orders.read'],
    });
    expect(edited.body.data.find((row) => row.id === role.id)!.permissions).toEqual([
      'buyers.read',
      'orders.read',
    ]);
    const hired = await client.post<AdminOperator[]>('/api/admin/operators', {
      username: 'kefu2',
      name: '客服小王',
      password: PASSWORD,
      role_id: role.id,
    });
    const kefu = hired.body.data.find((row) => row.username === 'kefu2')!;
    expect(kefu.role).toBe('客服');
    const [empty] = await t.db.insert(roles).values({ name: '待定', permissions: [] }).returning();
    const moved = await client.put<AdminOperator[]>(`/api/admin/operators/${kefu.id}`, {
      name: '客服小王',
      role_id: empty!.id,
      active: false,
    });
    expect(moved.body.data.find((row) => row.id === kefu.id)).toMatchObject({
      role: '待定',
      active: false,
    });
  });
});

describe('the last active operator holding every permission', () => {
  let owner: TestClient;
  let ownerId: number;
  let partnerId: number;
  let fullRoleId: number;

  beforeAll(async () => {
    const everything = { name: '全权', permissions: permissionCodes };
    ownerId = await createOperator(t.db, {
      username: 'owner',
      password: PASSWORD,
      name: '老板',
      role: everything,
    });
    partnerId = await createOperator(t.db, {
      username: 'partner',
      password: PASSWORD,
      name: '合伙人',
      role: everything,
    });
    const [role] = await t.db.select().from(roles).where(eq(roles.name, '全权'));
    fullRoleId = role!.id;
    owner = await signIn('owner');
    // The superuser role's only operator goes; the two in 全权 are now the last holding everything.
    const disabled = await owner.put(`/api/admin/operators/${adminId}`, {
      name: '店长',
      role_id: superuserRoleId,
      active: false,
    });
    expect(disabled.status).toBe(200);
    expect(await fullActiveOperators()).toBe(2);
  });

  /** The owner tries to take one permission from the role holding every one. */
  const expectStripRefused = (permission: Permission) =>
    expectRefused(
      () => owner.put(`/api/admin/roles/${fullRoleId}`, { name: '全权', permissions: allBut([permission]) }),
      { message: KEEP_ONE, actorId: ownerId, action: 'role.update', target: `role:${fullRoleId}` },
    );

  it('keeps its permissions: the role of the last two cannot be stripped, even by one of them', async () => {
    await expectStripRefused('finance.adjust');
  });

  it('lets one of two be demoted, and the one left keeps every permission', async () => {
    const [lesser] = await t.db
      .insert(roles)
      .values({ name: '店员', permissions: ['orders.read'] })
      .returning({ id: roles.id });
    const movePartner = (roleId: number) =>
      owner.put(`/api/admin/operators/${partnerId}`, { name: '合伙人', role_id: roleId, active: true });
    expect((await movePartner(lesser!.id)).status).toBe(200);
    expect(await fullActiveOperators()).toBe(1);
    await expectStripRefused('audit.read');
    expect((await movePartner(fullRoleId)).status).toBe(200);
    expect(await fullActiveOperators()).toBe(2);
  });

  it('lets only one of two at once disable, or demote, the other', async () => {
    const lesser = (await owner.get<AdminRole[]>('/api/admin/roles')).body.data.find(
      (row) => row.name === '店员',
    )!;
    const each = [
      { role_id: fullRoleId, active: false },
      { role_id: lesser.id, active: true },
    ];
    for (const change of each) {
      const both = [
        { client: await signIn('owner'), id: ownerId, other: partnerId },
        { client: await signIn('partner'), id: partnerId, other: ownerId },
      ];
      const answers = await together(
        [ownerId, partnerId],
        both.map(
          ({ client, other }) =>
            () =>
              client.put(`/api/admin/operators/${other}`, { name: '甲', ...change }),
        ),
      );
      expect(answers.map((answer) => [answer.status, answer.body.msg]).sort()).toEqual([
        [200, '已保存'],
        [403, KEEP_ONE],
      ]);
      expect(await fullActiveOperators()).toBe(1);
      const refused = await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'operator.update.refused'))
        .orderBy(desc(auditLog.id))
        .limit(1);
      expect(refused[0]!.after).toMatchObject({ reason: KEEP_ONE, ...change });
      // Whoever was left in charge brings the other back for the next round.
      const winner = both[answers.findIndex((answer) => answer.status === 200)]!;
      const back = await winner.client.put(`/api/admin/operators/${winner.other}`, {
        name: '甲',
        role_id: fullRoleId,
        active: true,
      });
      expect(back.status).toBe(200);
    }
  });
});
