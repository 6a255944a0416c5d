import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderDetail, ShipOrderInput } from '@yaocai/domain/contracts/admin';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { message } from '../../../lib/feedback';
import { orderKeys } from './order-keys';

export interface ShipOrderVariables {
  orderId: number;
  body: ShipOrderInput;
}

export const shipOrder = ({ orderId, body }: ShipOrderVariables) =>
  api.post<AdminOrderDetail>(apiPaths.orders.ship(orderId), body);

/** Ships; the answer is the order with the new shipment, which replaces the one on screen. */
export function useShipOrder({ onShipped }: { onShipped: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shipOrder,
    meta: { showsErrors: true },
    onSuccess: (order) => {
      message.success('已发货');
      queryClient.setQueryData(orderKeys.detail(order.id), order);
      onShipped();
      return queryClient.invalidateQueries({ queryKey: orderKeys.all, refetchType: 'none' });
    },
  });
}
