import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderPage } from '@yaocai/domain/contracts/order-responses';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { orderKeys, type OrderListParams } from './order-keys';

// The page renders its own error state, so no toast or alert on top of it.
export const getOrders = (params: OrderListParams, signal?: AbortSignal) =>
  api.get<OrderPage>(apiPaths.order.list, { params, signal, silent: true });

export const getOrdersQueryOptions = (params: OrderListParams) =>
  queryOptions({
    queryKey: orderKeys.list(params),
    queryFn: ({ signal }) => getOrders(params, signal),
    // Tabs, paging and searching keep the current orders and counts on screen until the next arrive.
    placeholderData: keepPreviousData,
    // Orders move on the server (payment notify, shipping, the unpaid timeout): reload on every visit.
    staleTime: 0,
  });

export const useOrders = (params: OrderListParams) => useQuery(getOrdersQueryOptions(params));
