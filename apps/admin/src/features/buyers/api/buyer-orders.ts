import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminOrderList } from '@yaocai/domain/contracts/admin';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { buyerKeys } from './buyer-keys';

export const BUYER_ORDERS_PAGE_SIZE = 5;

/** The buyer's orders, newest first, a few at a time. */
export const useBuyerOrders = (buyerId: number, page: number) =>
  useQuery({
    queryKey: buyerKeys.orders(buyerId, page),
    queryFn: ({ signal }) =>
      api.get<AdminOrderList>(apiPaths.orders.list, {
        params: { buyer_id: buyerId, page, page_size: BUYER_ORDERS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
