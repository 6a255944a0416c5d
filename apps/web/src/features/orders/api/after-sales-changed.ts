import { useQueryClient } from '@tanstack/react-query';
import type { OrderAfterSales } from '@yaocai/domain/contracts/after-sales';
import type { Answer } from '../../../lib/api-client';
import { message } from '../../../lib/feedback';
import { orderKeys } from './order-keys';

/**
 * Every after-sales change answers with the order's requests as they now are, which replace those on
 * screen; the order itself is read again, and the server's message is shown.
 */
export function useAfterSalesChanged(fallbackMessage: string) {
  const queryClient = useQueryClient();
  return (orderId: number, { data, msg }: Answer<OrderAfterSales>) => {
    queryClient.setQueryData(orderKeys.afterSales(orderId), data);
    void queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId), exact: true });
    void message.success(msg || fallbackMessage);
  };
}
