import { z } from 'zod';
import { id } from '../validation/numbers.ts';
import { text } from '../validation/text.ts';
import type { Permission } from './admin.ts';

/**
 * An operator's named views of a console list: its filters, sort, page size and hidden columns as the
 * URL keeps them, saved under a name and kept per operator.
 */
export const LIST_VIEW_LISTS = {
  orders: 'orders.read',
  goods: 'goods.read',
  buyers: 'buyers.read',
  after_sales: 'orders.read',
  invoices: 'orders.read',
  // 导入导出 is read by anyone who may import or export; each sees only the jobs they may.
  jobs: ['goods.read', 'goods.write', 'orders.read'],
  audit: 'audit.read',
  overdue_bills: 'buyers.read',
  articles: 'content.write',
  operators: 'operators.manage',
  purchase_requests: 'buyers.read',
  feedback: 'buyers.read',
  activities: 'promotions.read',
} as const satisfies Record<string, Permission | readonly Permission[]>;
export type ListViewList = keyof typeof LIST_VIEW_LISTS;

/** Whether an operator with `permissions` may read `list`, and so keep views of it. */
export const mayViewList = (permissions: ReadonlySet<Permission>, list: ListViewList): boolean =>
  ([LIST_VIEW_LISTS[list]].flat() as Permission[]).some((permission) => permissions.has(permission));
/** Every permission that reads some list. */
export const listViewReaders = [...new Set(Object.values(LIST_VIEW_LISTS).flat())] as Permission[];
const lists = Object.keys(LIST_VIEW_LISTS) as [ListViewList, ...ListViewList[]];

/** The most views one operator keeps of one list. */
export const LIST_VIEWS_MAX = 20;

export const listViewList = z.enum(lists, { error: '列表不正确' });
const list = listViewList;

export const listViewsQuery = z.object({ list });

/** What a view holds: the list's URL parameters (the console leaves out the page), each a short text. */
export const listViewParams = z
  .record(
    z.string().regex(/^[a-z_]{1,30}$/, '视图参数格式不正确'),
    z.string({ error: '视图参数格式不正确' }).max(200, '视图参数过长'),
    { error: (issue) => (issue.code === 'invalid_key' ? '视图参数名不正确' : '视图参数格式不正确') },
  )
  .refine((params) => Object.keys(params).length <= 30, '视图参数过多');

/** Saved under a name the operator has not used for this list yet, or replacing the view of that name. */
export const listViewBody = z.object({
  list,
  name: text('视图名称', 20),
  params: listViewParams,
});
export type ListViewBody = z.infer<typeof listViewBody>;
export type ListViewInput = z.input<typeof listViewBody>;

export const listViewIdParams = z.object({ id: id('视图') });
