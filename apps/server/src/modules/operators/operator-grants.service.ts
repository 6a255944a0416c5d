import { and, asc, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import { PERMISSIONS, permissionCodes, type Permission } from '@yaocai/domain/contracts/admin';
import type { Transaction } from '../../db/client.ts';
import { AuditedRefusal } from './audit.service.ts';
import { operators, roles } from './operators.tables.ts';

// Who may grant what. Holding operators.manage must not amount to holding every permission: an
// operator gives away only what it holds itself, and the shop always keeps one active operator
// holding every permission, who can undo what the others do. Each refusal is audited.

/** The operator making a change, with the permissions of its role. */
export interface Granter {
  id: number;
  permissions: ReadonlySet<Permission>;
}

function refuseLacking(granter: Granter, codes: readonly string[], message: string): void {
  const lacking = codes.filter((code) => !granter.permissions.has(code as Permission));
  if (lacking.length === 0) return;
  const labels = lacking.map((code) => PERMISSIONS[code as Permission] ?? code).join('、');
  throw new AuditedRefusal(`${message}：${labels}`);
}

/** Giving these permissions: to a role, or to an operator by a role holding them. */
export const refuseGrantBeyond = (granter: Granter, codes: readonly string[]) =>
  refuseLacking(granter, codes, '不能授予您自己没有的权限');

/** Editing a role holding these permissions, which could take them from whoever holds them. */
export const refuseRoleBeyond = (granter: Granter, codes: readonly string[]) =>
  refuseLacking(granter, codes, '不能修改拥有您自己没有的权限的角色');

/** Editing an operator whose role holds these permissions. */
export const refuseOperatorBeyond = (granter: Granter, codes: readonly string[]) =>
  refuseLacking(granter, codes, '不能修改拥有您自己没有的权限的操作员');

/** An operator changing its own standing, so that a shop always keeps someone in charge. */
export function refuseSelf(message: string): never {
  throw new AuditedRefusal(message);
}

export const holdsEverything = (codes: readonly string[]) =>
  permissionCodes.every((code) => codes.includes(code));

/**
 * Locks every role, in id order, before a change to roles or to who holds which: such changes then
 * run one after another, and refuseLosingLastFull reads what the one before committed (two
 * operators disabling each other at once cannot both see the other still in charge). Roles are a
 * handful of rows; the lock leaves sign-ins and the key share of operators' inserts free.
 */
export async function lockRoles(tx: Transaction): Promise<void> {
  await tx.select({ id: roles.id }).from(roles).orderBy(asc(roles.id)).for('no key update');
}

const activeFullOperators = async (tx: Transaction, among: SQL) => {
  const [row] = await tx
    .select({ n: count() })
    .from(operators)
    .innerJoin(roles, eq(roles.id, operators.roleId))
    .where(
      and(
        eq(operators.active, true),
        sql`${roles.permissions} @> ${sql.param(permissionCodes)}::text[]`,
        among,
      ),
    );
  return row!.n;
};

/**
 * Refuses a change that would leave no active operator holding every permission: disabling or
 * demoting the operator `operatorId`, or taking permissions from the role `roleId`. Call it after
 * lockRoles, for a change that takes every permission from whom it touches.
 */
export async function refuseLosingLastFull(
  tx: Transaction,
  losing: { operatorId: number } | { roleId: number },
): Promise<void> {
  const byOperator = 'operatorId' in losing;
  const others = byOperator ? ne(operators.id, losing.operatorId) : ne(operators.roleId, losing.roleId);
  if ((await activeFullOperators(tx, others)) > 0) return;
  // A role no active operator holds loses its permissions without demoting anyone.
  if (!byOperator && (await activeFullOperators(tx, eq(operators.roleId, losing.roleId))) === 0) return;
  throw new AuditedRefusal('至少要保留一位拥有全部权限的启用中的操作员');
}
