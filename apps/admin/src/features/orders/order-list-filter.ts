import type { AdminOrderListParams } from '@yaocai/domain/contracts/admin';
import { ORDER_TABS } from '@yaocai/domain/contracts/order';
import { fenParamOf } from '../../lib/list-params';

/** The order list's filters as the URL keeps them (amounts in yuan, as the operator typed them). */
export const ORDER_FILTER_KEYS = [
  'state',
  'keywords',
  'created_from',
  'created_to',
  'paid_from',
  'paid_to',
  'amount_min',
  'amount_max',
  'pay_method',
  'region',
  'manager_id',
] as const;
export type OrderFilterKey = (typeof ORDER_FILTER_KEYS)[number];
export type OrderFilterValues = Record<OrderFilterKey, string>;

type Tab = (typeof ORDER_TABS)[number];

export const orderTabOf = (values: OrderFilterValues): Tab =>
  (ORDER_TABS as readonly number[]).includes(Number(values.state)) ? (Number(values.state) as Tab) : 0;

/**
 * The filters the list and its export send: yuan become fen, empty values are left out (the
 * server checks the rest and says what is wrong).
 */
export function orderFilterOf(values: OrderFilterValues) {
  const given = (value: string) => (value === '' ? undefined : value);
  return {
    state: orderTabOf(values),
    keywords: given(values.keywords),
    created_from: given(values.created_from),
    created_to: given(values.created_to),
    paid_from: given(values.paid_from),
    paid_to: given(values.paid_to),
    amount_min: fenParamOf(values.amount_min),
    amount_max: fenParamOf(values.amount_max),
    pay_method: given(values.pay_method) as AdminOrderListParams['pay_method'],
    region: given(values.region) as AdminOrderListParams['region'],
    manager_id: given(values.manager_id),
  } satisfies Omit<AdminOrderListParams, 'page' | 'page_size' | 'sort' | 'order'>;
}

/** Any filter but the state tab and the search: the filters bar shows 清除筛选. */
export const hasNarrowingFilter = (values: OrderFilterValues) =>
  ORDER_FILTER_KEYS.some((key) => key !== 'state' && key !== 'keywords' && values[key] !== '');
