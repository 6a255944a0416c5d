import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { useCartState } from '../../../lib/cart-state';
import { userBaseQueryKey } from '../../../lib/user-base';

interface RebuyAnswer {
  /** Lines now in the cart. */
  cart: number;
}

export const rebuyOrder = (orderId: number) => api.postForMessage<RebuyAnswer>(apiPaths.order.rebuy(orderId));

/** Puts the order's goods back in the cart; every cached cart view and the badges reload. */
export const useRebuyOrder = ({ onAdded }: { onAdded: (msg: string) => void }) => {
  const queryClient = useQueryClient();
  const markChanged = useCartState((state) => state.markChanged);
  return useMutation({
    mutationFn: rebuyOrder,
    onSuccess: ({ msg }) => {
      markChanged();
      void queryClient.invalidateQueries({ queryKey: ['cart'] });
      void queryClient.invalidateQueries({ queryKey: userBaseQueryKey });
      onAdded(msg);
    },
  });
};
