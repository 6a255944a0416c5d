import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderDetail } from '@yaocai/domain/contracts/order-responses';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { message } from '../../../lib/feedback';
import { orderKeys } from './order-keys';

export const receiveOrder = (orderId: number) =>
  api.postForMessage<OrderDetail>(apiPaths.order.receive(orderId));

/**
 * The answer is the completed order; the lists reload for their counts and states, and its
 * after-sales for the deadline that receiving starts.
 */
export const useReceiveOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: receiveOrder,
    onSuccess: ({ data, msg }) => {
      queryClient.setQueryData(orderKeys.detail(data.id), data);
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists });
      void queryClient.invalidateQueries({ queryKey: orderKeys.afterSales(data.id) });
      void message.success(msg || '已确认收货');
    },
  });
};
