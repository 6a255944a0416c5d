import { asc, eq, inArray } from 'drizzle-orm';
import { invalid, notFound } from '@yaocai/domain/errors';
import type { Executor, Transaction } from '../../db/client.ts';
import { accountManagers, users } from './accounts.tables.ts';
import { buyerAccess, type BuyerAccess } from './buyer-access.ts';

export interface AccountManager {
  id: number;
  name: string;
  phone: string;
  is_default: boolean;
}

export async function accountManagerList(db: Executor): Promise<AccountManager[]> {
  const rows = await db.select().from(accountManagers).orderBy(asc(accountManagers.id));
  return rows.map((row) => ({ id: row.id, name: row.name, phone: row.phone, is_default: row.isDefault }));
}

export interface BuyerProfile {
  managerId: number | null;
  businessScopes: string[];
  customerType: string | null;
  region: string | null;
}

/** What each buyer may see and buy, for work done outside their requests (notices); a missing id is left out. */
export async function buyerAccesses(db: Executor, ids: readonly number[]): Promise<Map<number, BuyerAccess>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, status: users.status, businessScopes: users.businessScopes })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(rows.map((row) => [row.id, buyerAccess(row.status, row.businessScopes)]));
}

/** The buyer's own account manager (null: the shop's default is shown) and business scope. */
export async function buyerProfile(db: Executor, userId: number): Promise<BuyerProfile> {
  const [row] = await db
    .select({
      managerId: users.accountManagerId,
      businessScopes: users.businessScopes,
      customerType: users.customerType,
      region: users.region,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw notFound('客户不存在');
  return row;
}

/** Sets them, the buyer's row locked; a manager that does not exist is refused. */
export async function updateBuyerProfile(
  tx: Transaction,
  userId: number,
  profile: BuyerProfile,
): Promise<{ before: BuyerProfile; after: BuyerProfile }> {
  const [locked] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  if (!locked) throw notFound('客户不存在');
  if (profile.managerId !== null) {
    const [manager] = await tx
      .select({ id: accountManagers.id })
      .from(accountManagers)
      .where(eq(accountManagers.id, profile.managerId));
    if (!manager) throw invalid('manager_id', '客户经理不存在');
  }
  const before = await buyerProfile(tx, userId);
  await tx
    .update(users)
    .set({
      accountManagerId: profile.managerId,
      businessScopes: profile.businessScopes,
      customerType: profile.customerType,
      region: profile.region,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
  return { before, after: profile };
}

/**
 * Gives the buyers one account manager (null: the default), their rows locked in id order; answers
 * each buyer's manager before. A buyer or a manager that does not exist is refused, and nothing changes.
 */
export async function assignAccountManager(
  tx: Transaction,
  ids: readonly number[],
  managerId: number | null,
): Promise<{ id: number; managerId: number | null }[]> {
  const before = await tx
    .select({ id: users.id, managerId: users.accountManagerId })
    .from(users)
    .where(inArray(users.id, [...ids]))
    .orderBy(asc(users.id))
    .for('update');
  if (before.length !== ids.length) throw invalid('ids', '有选中的客户不存在');
  if (managerId !== null) {
    const [manager] = await tx
      .select({ id: accountManagers.id })
      .from(accountManagers)
      .where(eq(accountManagers.id, managerId));
    if (!manager) throw invalid('manager_id', '客户经理不存在');
  }
  await tx
    .update(users)
    .set({ accountManagerId: managerId, updatedAt: new Date() })
    .where(inArray(users.id, [...ids]));
  return before;
}
