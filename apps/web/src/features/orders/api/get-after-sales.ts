import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderAfterSales } from '@yaocai/domain/contracts/after-sales';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../config/paths';
import { orderKeys } from './order-keys';

// The section renders its own error state, so no toast or alert on top of it.
export const getAfterSales = (orderId: number, signal?: AbortSignal) =>
  api.get<OrderAfterSales>(apiPaths.order.afterSales(orderId), { signal, silent: true });

export const getAfterSalesQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: orderKeys.afterSales(orderId),
    queryFn: ({ signal }) => getAfterSales(orderId, signal),
    // The seller reviews requests in the console meanwhile: reload on every visit.
    staleTime: 0,
  });

export const useAfterSales = (orderId: number, { enabled }: { enabled: boolean }) =>
  useQuery({ ...getAfterSalesQueryOptions(orderId), enabled });
