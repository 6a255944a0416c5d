import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCancelOrderBody, AdminOrderDetail } from '@yaocai/domain/contracts/admin';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { message } from '../../../lib/feedback';
import { orderKeys } from './order-keys';

export interface CancelOrderVariables {
  orderId: number;
  body: AdminCancelOrderBody;
}

export const cancelOrder = ({ orderId, body }: CancelOrderVariables) =>
  api.post<AdminOrderDetail>(apiPaths.orders.cancel(orderId), body);

/** Cancels (refunding what was paid); the answer is the cancelled order, which replaces the one on screen. */
export function useCancelOrder({ onCancelled }: { onCancelled: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    meta: { showsErrors: true },
    onSuccess: (order) => {
      message.success('订单已取消');
      queryClient.setQueryData(orderKeys.detail(order.id), order);
      onCancelled();
      return queryClient.invalidateQueries({ queryKey: orderKeys.all, refetchType: 'none' });
    },
  });
}
