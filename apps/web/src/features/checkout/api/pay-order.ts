import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { PaymentAnswer, PayMethod } from '@yaocai/domain/contracts/checkout';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { checkoutKeys } from './checkout-keys';

export interface PayOrderInput {
  orderId: number;
  method: PayMethod;
}

export const payOrder = ({ orderId, method }: PayOrderInput) =>
  api.post<PaymentAnswer>(apiPaths.order.pay(orderId), { method });

/** The order and the money a payment may have moved; `refetch` false just marks them stale. */
const forgetPayment = (queryClient: QueryClient, orderId: number, refetch: boolean) => {
  const refetchType = refetch ? 'active' : 'none';
  for (const queryKey of [checkoutKeys.order(orderId), checkoutKeys.balance, checkoutKeys.credit])
    void queryClient.invalidateQueries({ queryKey, refetchType });
};

/**
 * Pays an order. Once paid the page moves on and the next page reads the order afresh; a refused
 * payment reloads it at once (it may have been cancelled meanwhile).
 */
export const usePayOrder = ({
  onPaid,
}: {
  onPaid: (answer: PaymentAnswer, input: PayOrderInput) => void;
}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payOrder,
    onSuccess: (answer, input) => {
      forgetPayment(queryClient, input.orderId, false);
      onPaid(answer, input);
    },
    onError: (_error, { orderId }) => forgetPayment(queryClient, orderId, true),
  });
};
