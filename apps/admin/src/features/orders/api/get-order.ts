import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderDetail } from '@yaocai/domain/contracts/admin';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { orderKeys } from './order-keys';

export const getOrder = (id: number, signal?: AbortSignal) =>
  api.get<AdminOrderDetail>(apiPaths.orders.detail(id), { signal });

export const orderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => getOrder(id, signal),
    // Buyers pay and cancel meanwhile: read the order afresh on every visit.
    staleTime: 0,
  });

export const useOrder = (id: number) => useQuery(orderQueryOptions(id));
