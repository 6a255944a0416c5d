import { asc, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AdminPurchaseRequestQuery } from '@yaocai/domain/contracts/buyer-requests';

const DAY_MS = 86_400_000;

/** The columns 求购 and 意见反馈 share: both wait for an operator's answer. */
interface AnswerableTable {
  id: AnyPgColumn;
  status: AnyPgColumn;
  createdAt: AnyPgColumn;
  answeredAt: AnyPgColumn;
}

type ConsoleQuery = Pick<AdminPurchaseRequestQuery, 'status' | 'start_time' | 'end_time' | 'sort' | 'order'>;

/** By state and the days sent (China days, both ends included). */
export function answerableFilters(table: AnswerableTable, query: ConsoleQuery): (SQL | undefined)[] {
  const { status, start_time: from, end_time: to } = query;
  return [
    status ? eq(table.status, status) : undefined,
    from ? gte(table.createdAt, from) : undefined,
    to ? lt(table.createdAt, new Date(to.getTime() + DAY_MS)) : undefined,
  ];
}

/**
 * By 提交时间 (the id follows it, and is indexed), 状态 (waiting ones first when descending) or 回复时间
 * (waiting ones last either way); equal ones by id the same way.
 */
export function answerableOrder(table: AnswerableTable, query: ConsoleQuery): SQL[] {
  const direction = query.order === 'asc' ? asc : desc;
  if (query.sort === 'status') return [direction(table.status), direction(table.id)];
  if (query.sort === 'answered_at') {
    const way = sql.raw(query.order === 'asc' ? 'asc nulls last' : 'desc nulls last');
    return [sql`${table.answeredAt} ${way}`, direction(table.id)];
  }
  return [direction(table.id)];
}
