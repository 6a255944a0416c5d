import { and, asc, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AdminOperator } from '@yaocai/domain/contracts/admin-responses';
import type { OperatorListQuery } from '@yaocai/domain/contracts/operator-list';
import type { Paged } from '@yaocai/domain/contracts/wire';
import type { Executor } from '../../db/client.ts';
import { escapeLike } from '../../db/like.ts';
import { operators, roles } from './operators.tables.ts';

const DAY_MS = 86_400_000;

/** What the console shows of an operator, with the name of its role. */
export const operatorColumns = {
  id: operators.id,
  username: operators.username,
  name: operators.name,
  roleId: operators.roleId,
  role: roles.name,
  active: operators.active,
  createdAt: operators.createdAt,
  lastLoginAt: operators.lastLoginAt,
};

interface OperatorRow {
  id: number;
  username: string;
  name: string;
  roleId: number;
  role: string;
  active: boolean;
  createdAt: Date;
  lastLoginAt: Date | null;
}

export const toAdminOperator = (row: OperatorRow): AdminOperator => ({
  id: row.id,
  username: row.username,
  name: row.name,
  role_id: row.roleId,
  role: row.role,
  active: row.active,
  created_at: row.createdAt.toISOString(),
  last_login_at: row.lastLoginAt?.toISOString() ?? null,
});

/** By 用户名, 创建时间 or 最近登录 (never signed in counts as longest ago), equal ones by id the same way. */
function operatorOrder(query: OperatorListQuery): SQL[] {
  const ascending = query.order === 'asc';
  const direction = ascending ? asc : desc;
  if (query.sort === 'last_login_at') {
    const nulls = sql.raw(ascending ? 'asc nulls first' : 'desc nulls last');
    return [sql`${operators.lastLoginAt} ${nulls}`, direction(operators.id)];
  }
  const column = query.sort === 'username' ? operators.username : operators.createdAt;
  return [direction(column), direction(operators.id)];
}

function operatorFilters(query: OperatorListQuery): SQL | undefined {
  const { keywords, role_id: roleId, active, start_time: from, end_time: to } = query;
  const like = keywords ? `%${escapeLike(keywords)}%` : '';
  return and(
    like ? or(ilike(operators.username, like), ilike(operators.name, like)) : undefined,
    roleId ? eq(operators.roleId, roleId) : undefined,
    active === undefined ? undefined : eq(operators.active, active),
    from ? gte(operators.createdAt, from) : undefined,
    to ? lt(operators.createdAt, new Date(to.getTime() + DAY_MS)) : undefined,
  );
}

/**
 * 操作员 in the console, paged: by username or name, role, enabled or not and the days created (China
 * days, both ends included), in a column's order. The few rows of a shop need no index of their own.
 */
export async function operatorPage(db: Executor, query: OperatorListQuery): Promise<Paged<AdminOperator>> {
  const where = operatorFilters(query);
  const [rows, [{ n } = { n: 0 }]] = await Promise.all([
    db
      .select(operatorColumns)
      .from(operators)
      .innerJoin(roles, eq(roles.id, operators.roleId))
      .where(where)
      .orderBy(...operatorOrder(query))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ n: count() }).from(operators).where(where),
  ]);
  return { list: rows.map(toAdminOperator), total: n, page: query.page, page_size: query.page_size };
}
