import { useQueryClient } from '@tanstack/react-query';
import type { AdminAfterSale } from '@yaocai/domain/contracts/after-sales';
import { orderQueryRoot } from '../../../lib/query-keys';
import { afterSaleKeys } from './after-sale-keys';

/**
 * After a review the answer is the request as it now is, which replaces the one on screen; the lists
 * (their counts) and the page of its order, which lists its requests, are read again.
 */
export function useAfterSaleMoved() {
  const queryClient = useQueryClient();
  return (afterSale: AdminAfterSale) => {
    queryClient.setQueryData(afterSaleKeys.detail(afterSale.id), afterSale);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: afterSaleKeys.lists }),
      queryClient.invalidateQueries({ queryKey: orderQueryRoot(afterSale.order_id) }),
    ]);
  };
}
