import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { AdminOrderFilter } from '@yaocai/domain/contracts/admin';
import { withinDays as within } from '../../db/within-days.ts';
import { orders } from './orders.tables.ts';

/**
 * The conditions on the orders themselves that the console's filters name, or undefined for none:
 * each served by an index of its own (下单 and 支付 days, the amount) or read beside one. `buyers` is
 * a subquery of buyer ids (the buyers of an account manager), from the accounts module.
 */
export function orderConditions(
  filter: Omit<AdminOrderFilter, 'state' | 'keywords'> & { buyer_id?: number | undefined },
  buyers?: SQL,
): SQL | undefined {
  const conditions: SQL[] = [
    ...within(orders.createdAt, filter.created_from, filter.created_to),
    ...within(orders.paidAt, filter.paid_from, filter.paid_to),
  ];
  if (filter.buyer_id !== undefined) conditions.push(eq(orders.userId, filter.buyer_id));
  if (filter.amount_min !== undefined) conditions.push(gte(orders.payableFen, filter.amount_min));
  if (filter.amount_max !== undefined) conditions.push(lte(orders.payableFen, filter.amount_max));
  if (filter.pay_method) conditions.push(eq(orders.payMethod, filter.pay_method));
  // A delivery address names the province in full (广东省, 内蒙古自治区); its region is kept beside it.
  if (filter.region) conditions.push(eq(orders.region, filter.region));
  if (buyers) conditions.push(sql`${orders.userId} in (${buyers})`);
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * Whether the filter names a span of days or amounts. Its matches are best found by that span's index
 * and sorted: read newest first until a page is full, a span of weeks ago may be reached only after
 * every order since.
 */
export const namesASpan = (filter: Omit<AdminOrderFilter, 'state' | 'keywords'>): boolean =>
  [
    filter.created_from,
    filter.created_to,
    filter.paid_from,
    filter.paid_to,
    filter.amount_min,
    filter.amount_max,
  ].some((bound) => bound !== undefined);

/** Exactly these orders (an operator's picks). */
export const orderIdIn = (ids: readonly number[]): SQL => inArray(orders.id, [...ids]);
