import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderConfirmation } from '@yaocai/domain/contracts/checkout';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { checkoutKeys } from './checkout-keys';

export interface ConfirmOrderInput {
  ids: number[];
  couponId: number | null;
}

export const confirmOrder = ({ ids, couponId }: ConfirmOrderInput, signal?: AbortSignal) =>
  api.post<OrderConfirmation>(
    apiPaths.order.confirm,
    { ids, coupon_ids: couponId === null ? [] : [couponId] },
    { signal },
  );

export const getConfirmOrderQueryOptions = (input: ConfirmOrderInput) =>
  queryOptions({
    queryKey: checkoutKeys.confirm(input.ids, input.couponId),
    queryFn: ({ signal }) => confirmOrder(input, signal),
    // Prices, stock and coupons move: every visit asks the server again.
    staleTime: 0,
  });

/** The lines priced as one order with the chosen coupon; the last answer stays shown while a new one comes. */
export const useConfirmOrder = (input: ConfirmOrderInput) =>
  useQuery({ ...getConfirmOrderQueryOptions(input), placeholderData: keepPreviousData });
