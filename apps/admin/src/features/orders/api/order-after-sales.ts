import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminAfterSaleList } from '@yaocai/domain/contracts/after-sales';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { orderKeys } from './order-keys';

/** Enough for every request an order has in practice; the list pages on past it. */
export const ORDER_AFTER_SALES_PAGE_SIZE = 10;

/** The order's after-sales requests, newest first. */
export const useOrderAfterSales = (orderId: number, page: number) =>
  useQuery({
    queryKey: orderKeys.afterSales(orderId, page),
    queryFn: ({ signal }) =>
      api.get<AdminAfterSaleList>(apiPaths.afterSales.list, {
        params: { order_id: orderId, page, page_size: ORDER_AFTER_SALES_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
    // Buyers file requests meanwhile: read them afresh with the order.
    staleTime: 0,
  });
