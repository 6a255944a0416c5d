import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderDetail } from '@yaocai/domain/contracts/order-responses';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { orderKeys } from './order-keys';
import { message } from '../../../lib/feedback';

export interface CancelOrderInput {
  orderId: number;
  reason: string;
}

export const cancelOrder = ({ orderId, reason }: CancelOrderInput) =>
  api.postForMessage<OrderDetail>(apiPaths.order.cancel(orderId), { reason });

/** The answer is the cancelled order; the lists reload for their counts and states. */
export const useCancelOrder = ({ onCancelled }: { onCancelled?: () => void } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: ({ data, msg }) => {
      queryClient.setQueryData(orderKeys.detail(data.id), data);
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists });
      void message.success(msg || '订单已取消');
      onCancelled?.();
    },
  });
};
