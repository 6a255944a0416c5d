import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmitOrderBody } from '@yaocai/domain/contracts/checkout';
import type { OrderDetail } from '@yaocai/domain/contracts/order-responses';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { useCartState } from '../../../lib/cart-state';
import { userBaseQueryKey } from '../../../lib/user-base';
import { CART_QUERIES, checkoutKeys } from './checkout-keys';
import { message } from '../../../lib/feedback';

export interface SubmitOrderInput {
  body: SubmitOrderBody;
  /** The same key for every attempt of one page visit, so retries make one order. */
  idempotencyKey: string;
}

export const submitOrder = ({ body, idempotencyKey }: SubmitOrderInput) =>
  api.postForMessage<OrderDetail>(apiPaths.order.submit, body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });

const SUBMITTED_TEXT = '订单提交成功';

/** Submits the order; the submitted lines leave the cart, so the cart and its badge count reload. */
export const useSubmitOrder = ({ onSubmitted }: { onSubmitted: (order: OrderDetail) => void }) => {
  const queryClient = useQueryClient();
  const markCartChanged = useCartState((state) => state.markChanged);
  return useMutation({
    mutationFn: submitOrder,
    onSuccess: ({ data: order, msg }) => {
      void message.success(msg || SUBMITTED_TEXT);
      queryClient.setQueryData(checkoutKeys.order(order.id), order);
      void queryClient.invalidateQueries({ queryKey: CART_QUERIES });
      void queryClient.invalidateQueries({ queryKey: userBaseQueryKey });
      markCartChanged();
      onSubmitted(order);
    },
  });
};
