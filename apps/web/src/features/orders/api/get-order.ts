import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderDetail } from '@yaocai/domain/contracts/order-responses';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { orderKeys } from './order-keys';

// The page renders its own error and not-found states, so no toast or alert on top of them.
export const getOrder = (orderId: number, signal?: AbortSignal) =>
  api.get<OrderDetail>(apiPaths.order.detail(orderId), { signal, silent: true });

export const getOrderQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: orderKeys.detail(orderId),
    queryFn: ({ signal }) => getOrder(orderId, signal),
    // Orders move on the server (payment notify, shipping, the unpaid timeout): reload on every visit.
    staleTime: 0,
  });

export const useOrder = (orderId: number) => useQuery(getOrderQueryOptions(orderId));
