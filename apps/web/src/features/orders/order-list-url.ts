import { ORDER_KEYWORD_MAX, ORDER_TABS } from '@yaocai/domain/contracts/order';
import type { OrderListParams } from './api/order-keys';

export const ORDER_PAGE_SIZE = 10;

export interface OrderListState {
  state: number;
  page: number;
  keyword: string;
}

const tabOf = (value: string | null) => {
  const state = Number(value);
  return (ORDER_TABS as readonly number[]).includes(state) ? state : 0;
};

const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
};

export const cleanKeyword = (value: string) => value.trim().slice(0, ORDER_KEYWORD_MAX);

export function parseOrderListState(search: URLSearchParams): OrderListState {
  return {
    state: tabOf(search.get('state')),
    page: pageOf(search.get('page')),
    keyword: cleanKeyword(search.get('keyword') ?? ''),
  };
}

/** The URL keeps only what differs from the defaults. */
export function toOrderListSearch({ state, page, keyword }: OrderListState): Record<string, string> {
  return {
    ...(state !== 0 && { state: String(state) }),
    ...(page !== 1 && { page: String(page) }),
    ...(keyword && { keyword }),
  };
}

export const toOrderListParams = (list: OrderListState): OrderListParams => ({
  ...list,
  page_size: ORDER_PAGE_SIZE,
});
