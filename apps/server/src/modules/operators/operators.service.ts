import { and, eq, inArray, sql } from 'drizzle-orm';
import { permissionCodes, type AdminLoginBody, type Permission } from '@yaocai/domain/contracts/admin';
import { invalid } from '@yaocai/domain/errors';
import type { Executor } from '../../db/client.ts';
import type { PasswordAttempts } from '../accounts/login-throttle.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../accounts/passwords.ts';
import { operators, roles } from './operators.tables.ts';

const WRONG_CREDENTIALS = '用户名或密码错误';
/** The role every permission belongs to; the first operator is given it. */
export const SUPERUSER_ROLE = '超级管理员';

/** The operator's id when the password is right; throttled per account and source like buyers' logins. */
export async function authenticateOperator(
  db: Executor,
  input: AdminLoginBody,
  attempts: PasswordAttempts,
): Promise<number> {
  // Operators' names share the throttle's counters with buyers' phone numbers, hence the prefix.
  const account = `operator:${input.username}`;
  await attempts.take(account);
  const [operator] = await db
    .select({ id: operators.id, passwordHash: operators.passwordHash, active: operators.active })
    .from(operators)
    .where(eq(operators.username, input.username))
    .limit(1);
  const passwordOk = await verifyPassword(
    operator?.passwordHash ?? (await dummyPasswordHash()),
    input.password,
  );
  if (!operator || !passwordOk) throw invalid('password', WRONG_CREDENTIALS);
  if (!operator.active) throw invalid('username', '该账号已停用，请联系管理员');
  await attempts.clear(account);
  await db
    .update(operators)
    .set({ lastLoginAt: sql`now()` })
    .where(eq(operators.id, operator.id));
  return operator.id;
}

/**
 * Checks the operator's current password before a change (counted by the same throttle as a
 * sign-in); run it outside the change's transaction, as the throttle's counters are not part of it.
 */
export async function checkCurrentPassword(
  db: Executor,
  operatorId: number,
  input: { oldPassword: string; password: string },
  attempts: PasswordAttempts,
): Promise<void> {
  const account = `operator-id:${operatorId}`;
  await attempts.take(account);
  const [operator] = await db
    .select({ passwordHash: operators.passwordHash })
    .from(operators)
    .where(eq(operators.id, operatorId));
  if (!operator || !(await verifyPassword(operator.passwordHash, input.oldPassword))) {
    throw invalid('old_password', '当前密码不正确');
  }
  if (input.oldPassword === input.password) throw invalid('password', '新密码不能与当前密码相同');
  await attempts.clear(account);
}

export async function setOperatorPassword(db: Executor, operatorId: number, password: string): Promise<void> {
  await db
    .update(operators)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(operators.id, operatorId));
}

/** The role with this name, made (or given exactly these permissions) as needed. */
export async function upsertRole(db: Executor, name: string, permissions: readonly Permission[]) {
  const [role] = await db
    .insert(roles)
    .values({ name, permissions: [...permissions] })
    .onConflictDoUpdate({ target: roles.name, set: { permissions: [...permissions] } })
    .returning({ id: roles.id });
  return role!.id;
}

export interface NewOperator {
  username: string;
  password: string;
  name: string;
  /** The role's name; the superuser role (every permission) when absent. */
  role?: { name: string; permissions: readonly Permission[] };
}

/** Makes an operator (the CLI's first one, demo data); 422 when the username is taken. */
export async function createOperator(db: Executor, input: NewOperator): Promise<number> {
  const role = input.role ?? { name: SUPERUSER_ROLE, permissions: permissionCodes };
  return insertOperator(db, input, await upsertRole(db, role.name, role.permissions));
}

/** Makes an operator with an existing role; 422 when the username is taken. */
export async function insertOperator(
  db: Executor,
  input: { username: string; password: string; name: string },
  roleId: number,
): Promise<number> {
  const [created] = await db
    .insert(operators)
    .values({
      username: input.username,
      passwordHash: await hashPassword(input.password),
      name: input.name,
      roleId,
    })
    .onConflictDoNothing({ target: operators.username })
    .returning({ id: operators.id });
  if (!created) throw invalid('username', '该用户名已存在');
  return created.id;
}

/** Whether any operator exists (a shop without one can only be run after the CLI made the first). */
export async function hasOperators(db: Executor): Promise<boolean> {
  const [row] = await db.select({ id: operators.id }).from(operators).limit(1);
  return row !== undefined;
}

/** Operators' display names by id. */
export async function operatorNames(db: Executor, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: operators.id, name: operators.name })
    .from(operators)
    .where(inArray(operators.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The active operators whose role has `permission`, by name. */
export async function operatorsWith(db: Executor, permission: Permission) {
  return db
    .select({ id: operators.id, name: operators.name })
    .from(operators)
    .innerJoin(roles, eq(roles.id, operators.roleId))
    .where(and(eq(operators.active, true), sql`${permission} = any(${roles.permissions})`))
    .orderBy(operators.name, operators.id);
}

/**
 * Gives the superuser role every permission the code knows: a shop upgraded to a version with new
 * permissions keeps an operator who can grant them. Writes nothing when it already has them all.
 */
export async function grantSuperuserEveryPermission(db: Executor): Promise<void> {
  await db
    .update(roles)
    .set({ permissions: [...permissionCodes] })
    .where(
      and(
        eq(roles.name, SUPERUSER_ROLE),
        sql`not (${roles.permissions} @> ${sql.param(permissionCodes)}::text[])`,
      ),
    );
}
