import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';

const DAY_MS = 86_400_000;
import type { AdminBuyerListQuery, BuyerReviewState } from '@yaocai/domain/contracts/admin';
import type { AdminBuyer } from '@yaocai/domain/contracts/admin-responses';
import type { Paged } from '@yaocai/domain/contracts/wire';
import { DomainError, notFound } from '@yaocai/domain/errors';
import { Code } from '@yaocai/domain/codes';
import type { Executor, Transaction } from '../../db/client.ts';
import { users } from './accounts.tables.ts';
import { escapeLike } from '../../db/like.ts';

const buyerColumns = {
  id: users.id,
  phone: users.phone,
  company: users.company,
  name: users.name,
  status: users.status,
  businessScopes: users.businessScopes,
  customerType: users.customerType,
  region: users.region,
  managerId: users.accountManagerId,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
};

const selectBuyers = (db: Executor) => db.select(buyerColumns).from(users);
type BuyerRow = Awaited<ReturnType<typeof selectBuyers>>[number];

const toAdminBuyer = (row: BuyerRow): AdminBuyer => ({
  id: row.id,
  phone: row.phone,
  company: row.company,
  name: row.name,
  status: row.status,
  business_scopes: row.businessScopes,
  customer_type: row.customerType,
  region: row.region,
  manager_id: row.managerId,
  created_at: row.createdAt.toISOString(),
  last_login_at: row.lastLoginAt?.toISOString() ?? null,
});

const keywordMatch = (keywords: string): SQL => {
  const contains = `%${escapeLike(keywords)}%`;
  return or(ilike(users.company, contains), ilike(users.name, contains), ilike(users.phone, contains))!;
};

/**
 * The list's order: the column asked, else those waiting for review in registration order and the
 * others newest first. 注册时间 is the time the list shows, not the id: a buyer may be added with an
 * earlier one (the demo shop's buyers with a past come after its own accounts); by 最近登录, those who
 * never signed in count as the longest ago, so both directions read users_last_login_idx.
 */
function buyerOrder(query: AdminBuyerListQuery): SQL[] {
  const ascending = query.order === 'asc';
  const byId = ascending ? asc(users.id) : desc(users.id);
  if (query.sort === 'created_at') return [ascending ? asc(users.createdAt) : desc(users.createdAt), byId];
  if (query.sort === 'last_login_at')
    return [sql`${users.lastLoginAt} ${sql.raw(ascending ? 'asc nulls first' : 'desc nulls last')}`, byId];
  return query.status === 'pending' ? [asc(users.id)] : [desc(users.id)];
}

/** Buyers for the console: those waiting for review first in registration order, others newest first, or as sorted. */
export async function listBuyers(
  db: Executor,
  query: AdminBuyerListQuery,
  /** Only these buyers (a subquery of ids another module gives), when set. */
  within?: SQL,
): Promise<Paged<AdminBuyer>> {
  const filters: SQL[] = [];
  if (within) filters.push(sql`${users.id} in ${within}`);
  if (query.status) filters.push(eq(users.status, query.status));
  if (query.keywords) filters.push(keywordMatch(query.keywords));
  if (query.region) filters.push(eq(users.region, query.region));
  if (query.customer_type) filters.push(eq(users.customerType, query.customer_type));
  if (query.manager_id === 0) filters.push(isNull(users.accountManagerId));
  else if (query.manager_id !== undefined) filters.push(eq(users.accountManagerId, query.manager_id));
  if (query.registered_from) filters.push(gte(users.createdAt, query.registered_from));
  // The whole last day: before the next day's start.
  if (query.registered_to)
    filters.push(lt(users.createdAt, new Date(query.registered_to.getTime() + DAY_MS)));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const order = buyerOrder(query);
  const [rows, [total]] = await Promise.all([
    selectBuyers(db)
      .where(where)
      .orderBy(...order)
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { list: rows.map(toAdminBuyer), total: total?.n ?? 0, page: query.page, page_size: query.page_size };
}

export async function adminBuyerById(db: Executor, id: number): Promise<AdminBuyer> {
  const [row] = await selectBuyers(db).where(eq(users.id, id));
  if (!row) throw notFound('客户不存在');
  return toAdminBuyer(row);
}

/** Buyers whose company, contact or phone contains the keywords (for other lists' searches), at most `limit`. */
export async function buyerIdsMatching(db: Executor, keywords: string, limit: number): Promise<number[]> {
  const rows = await db.select({ id: users.id }).from(users).where(keywordMatch(keywords)).limit(limit);
  return rows.map((row) => row.id);
}

/** The ids of an account manager's buyers as a subquery (0: those shown the default manager), for other lists' filters. */
export const buyersManagedBy = (managerId: number): SQL =>
  managerId === 0
    ? sql`select ${users.id} from ${users} where ${users.accountManagerId} is null`
    : sql`select ${users.id} from ${users} where ${users.accountManagerId} = ${managerId}`;

/** Company and phone of each buyer, for lists that show who bought. */
export async function buyerLabels(
  db: Executor,
  ids: readonly number[],
): Promise<Map<number, { company: string; phone: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, company: users.company, phone: users.phone })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(rows.map((row) => [row.id, { company: row.company, phone: row.phone }]));
}

/** From which states a review may move a buyer. */
const REVIEW_FROM: Record<Exclude<BuyerReviewState, 'pending'>, BuyerReviewState[]> = {
  approved: ['pending', 'rejected'],
  rejected: ['pending'],
};

/**
 * Moves a buyer to approved or rejected, only from a state that allows it (a conditional update: two
 * operators reviewing at once cannot both succeed).
 */
export async function reviewBuyer(
  tx: Transaction,
  id: number,
  to: 'approved' | 'rejected',
): Promise<{ before: AdminBuyer; after: AdminBuyer }> {
  const before = await adminBuyerById(tx, id);
  const [moved] = await tx
    .update(users)
    .set({ status: to, updatedAt: sql`now()` })
    .where(and(eq(users.id, id), inArray(users.status, REVIEW_FROM[to])))
    .returning({ id: users.id });
  if (!moved) {
    // Read again: another review may have committed since `before` was read.
    const now = await adminBuyerById(tx, id);
    const message = now.status === to ? '该客户已是此状态' : '该客户当前状态不能进行此操作';
    throw new DomainError(Code.badRequest, message, 400);
  }
  return { before, after: await adminBuyerById(tx, id) };
}

/** Registrations waiting for review. */
export async function countPendingBuyers(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.status, 'pending'));
  return row?.n ?? 0;
}
