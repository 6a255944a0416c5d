import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderList, AdminOrderListParams } from '@yaocai/domain/contracts/admin';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { orderKeys } from './order-keys';

export const getOrders = (params: AdminOrderListParams, signal?: AbortSignal) =>
  api.get<AdminOrderList>(apiPaths.orders.list, { params, signal });

export const ordersQueryOptions = (params: AdminOrderListParams) =>
  queryOptions({
    queryKey: orderKeys.list(params),
    queryFn: ({ signal }) => getOrders(params, signal),
    placeholderData: keepPreviousData,
  });

export const useOrders = (params: AdminOrderListParams) => useQuery(ordersQueryOptions(params));
