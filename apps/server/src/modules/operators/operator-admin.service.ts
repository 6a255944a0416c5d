import { asc, count, eq, sql } from 'drizzle-orm';
import { permissionCodes, type Permission } from '@yaocai/domain/contracts/admin';
import type { AdminOperator, AdminRole } from '@yaocai/domain/contracts/admin-responses';
import { invalid, notFound } from '@yaocai/domain/errors';
import type { Executor, Transaction } from '../../db/client.ts';
import {
  holdsEverything,
  lockRoles,
  refuseGrantBeyond,
  refuseLosingLastFull,
  refuseOperatorBeyond,
  refuseRoleBeyond,
  refuseSelf,
  type Granter,
} from './operator-grants.service.ts';
import { operatorColumns, toAdminOperator } from './operator-list.service.ts';
import { deleteOperatorSessions } from './operator-sessions.service.ts';
import { insertOperator, SUPERUSER_ROLE } from './operators.service.ts';
import { operators, roles } from './operators.tables.ts';

const NAME_TAKEN = '该角色名称已存在';

export async function listRoles(db: Executor): Promise<AdminRole[]> {
  const rows = await db
    .select({
      id: roles.id,
      name: roles.name,
      permissions: roles.permissions,
      operators: count(operators.id),
    })
    .from(roles)
    .leftJoin(operators, eq(operators.roleId, roles.id))
    .groupBy(roles.id)
    .orderBy(asc(roles.id));
  return rows.map((row) => ({ ...row, is_superuser: row.name === SUPERUSER_ROLE }));
}

async function roleById(db: Executor, id: number) {
  const [role] = await db.select().from(roles).where(eq(roles.id, id));
  if (!role) throw notFound('角色不存在');
  return role;
}

/** Makes a role of permissions the granter holds. */
export async function createRole(
  db: Executor,
  granter: Granter,
  name: string,
  permissions: Permission[],
): Promise<number> {
  refuseGrantBeyond(granter, permissions);
  const [made] = await db
    .insert(roles)
    .values({ name, permissions })
    .onConflictDoNothing({ target: roles.name })
    .returning({ id: roles.id });
  if (!made) throw invalid('name', NAME_TAKEN);
  return made.id;
}

/**
 * Renames a role and sets its permissions, both before and after within the granter's own; the
 * superuser role keeps its name and every permission, and the last operators holding every
 * permission keep them.
 */
export async function updateRole(
  tx: Transaction,
  granter: Granter,
  id: number,
  name: string,
  permissions: Permission[],
): Promise<{ before: { name: string; permissions: string[] } }> {
  await lockRoles(tx);
  const role = await roleById(tx, id);
  refuseRoleBeyond(granter, role.permissions);
  refuseGrantBeyond(granter, permissions);
  if (role.name === SUPERUSER_ROLE && (name !== role.name || permissions.length < permissionCodes.length)) {
    throw invalid('permissions', '超级管理员拥有全部权限，不能修改');
  }
  if (holdsEverything(role.permissions) && !holdsEverything(permissions)) {
    await refuseLosingLastFull(tx, { roleId: id });
  }
  const [taken] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(sql`${roles.name} = ${name} and ${roles.id} <> ${id}`);
  if (taken) throw invalid('name', NAME_TAKEN);
  await tx.update(roles).set({ name, permissions }).where(eq(roles.id, id));
  return { before: { name: role.name, permissions: role.permissions } };
}

/** Every operator, in the order they were made: what a change answers with. */
export async function listOperators(db: Executor): Promise<AdminOperator[]> {
  const rows = await db
    .select(operatorColumns)
    .from(operators)
    .innerJoin(roles, eq(roles.id, operators.roleId))
    .orderBy(asc(operators.id));
  return rows.map(toAdminOperator);
}

/** The role an operator is to be given, refused when it does not exist. */
export async function roleForOperator(
  db: Executor,
  roleId: number,
): Promise<{ name: string; permissions: Permission[] }> {
  const [role] = await db.select().from(roles).where(eq(roles.id, roleId));
  if (!role) throw invalid('role_id', '角色不存在');
  return { name: role.name, permissions: role.permissions as Permission[] };
}

/** Makes an operator with a role whose permissions the granter holds. */
export async function addOperator(
  tx: Transaction,
  granter: Granter,
  input: { username: string; password: string; name: string },
  roleId: number,
): Promise<number> {
  await lockRoles(tx);
  refuseGrantBeyond(granter, (await roleForOperator(tx, roleId)).permissions);
  return insertOperator(tx, input, roleId);
}

/**
 * Changes an operator's name, role and whether they may sign in; disabling one ends their sessions.
 * Only an operator and a role within the granter's permissions; nobody disables themselves or takes
 * away their own role, and the last active operator holding every permission stays so.
 */
export async function updateOperator(
  tx: Transaction,
  granter: Granter,
  id: number,
  change: { name: string; roleId: number; active: boolean },
): Promise<{ before: { name: string; role_id: number; active: boolean } }> {
  await lockRoles(tx);
  const [operator] = await tx.select().from(operators).where(eq(operators.id, id)).for('update');
  if (!operator) throw notFound('操作员不存在');
  const role = await roleForOperator(tx, change.roleId);
  if (id === granter.id && !change.active) refuseSelf('不能停用自己的账号');
  if (id === granter.id && change.roleId !== operator.roleId) refuseSelf('不能修改自己的角色');
  const held = (await roleById(tx, operator.roleId)).permissions;
  refuseOperatorBeyond(granter, held);
  refuseGrantBeyond(granter, role.permissions);
  if (operator.active && holdsEverything(held) && !(change.active && holdsEverything(role.permissions))) {
    await refuseLosingLastFull(tx, { operatorId: id });
  }
  await tx
    .update(operators)
    .set({ name: change.name, roleId: change.roleId, active: change.active })
    .where(eq(operators.id, id));
  if (!change.active) await deleteOperatorSessions(tx, id);
  return { before: { name: operator.name, role_id: operator.roleId, active: operator.active } };
}
