import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCancelOrderBody, AdminOrderDetail } from '@yaocai/domain/contracts/admin';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { message } from '../../../lib/feedback';
import { orderKeys } from './order-keys';

export interface CancelOrderVariables {
  orderId: number;
  body: AdminCancelOrderBody;
  /** Only what is still owed (取消未发部分), not the whole order. */
  unshipped?: boolean;
}

export const cancelOrder = ({ orderId, body, unshipped = false }: CancelOrderVariables) =>
  api.post<AdminOrderDetail>(
    unshipped ? apiPaths.orders.cancelUnshipped(orderId) : apiPaths.orders.cancel(orderId),
    body,
  );

/**
 * Cancels the order, or what it still owes, refunding what that was paid; the answer is the order,
 * which replaces the one on screen.
 */
export function useCancelOrder({ onCancelled }: { onCancelled: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    meta: { showsErrors: true },
    onSuccess: (order, { unshipped }) => {
      message.success(unshipped ? '未发部分已取消' : '订单已取消');
      queryClient.setQueryData(orderKeys.detail(order.id), order);
      onCancelled();
      return queryClient.invalidateQueries({ queryKey: orderKeys.all, refetchType: 'none' });
    },
  });
}
