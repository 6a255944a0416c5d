import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderDetail } from '@yaocai/domain/contracts/order-responses';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { checkoutKeys } from './checkout-keys';

export const getOrder = (orderId: number, signal?: AbortSignal) =>
  api.get<OrderDetail>(apiPaths.order.detail(orderId), { signal });

export const getOrderQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: checkoutKeys.order(orderId),
    queryFn: ({ signal }) => getOrder(orderId, signal),
  });

interface OrderQueryOptions {
  /** Milliseconds until the order is asked for again, given the order as last seen; false to stop. */
  pollEvery?: (order: OrderDetail | undefined) => number | false;
}

export const useOrder = (orderId: number, { pollEvery }: OrderQueryOptions = {}) =>
  useQuery({
    ...getOrderQueryOptions(orderId),
    refetchInterval: pollEvery ? (query) => pollEvery(query.state.data) : false,
  });
