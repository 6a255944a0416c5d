import { z } from 'zod';
import { dateRangeInOrder } from '../validation/dates.ts';
import { flag, id, page } from '../validation/numbers.ts';
import { optionalText } from '../validation/text.ts';
import { consolePageSize, dateRange, END_BEFORE_START, sortDirection } from './list-query.ts';

/** 用户名, 创建时间 or 最近登录 (never signed in counts as longest ago). */
export const operatorSorts = ['username', 'created_at', 'last_login_at'] as const;
export type OperatorSort = (typeof operatorSorts)[number];

/**
 * GET /api/admin/operators: by username or name, role, enabled or not, and the days created, in a
 * column's order; the earliest created first by default, as the console always listed them.
 */
export const operatorListQuery = z
  .object({
    keywords: optionalText('搜索词', 50),
    role_id: id('角色').optional(),
    active: flag('启用状态').optional(),
    ...dateRange,
    sort: z.enum(operatorSorts, { error: '排序字段不正确' }).default('created_at'),
    order: sortDirection('asc'),
    page: page(),
    page_size: consolePageSize(),
  })
  .refine(dateRangeInOrder, END_BEFORE_START);
export type OperatorListQuery = z.infer<typeof operatorListQuery>;
