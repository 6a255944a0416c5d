import { useQueryClient } from '@tanstack/react-query';
import { useCartState } from '../../../lib/cart-state';
import { cartKeys } from '../api/cart-cache';

/** When the cart-changed flag is up, the cached cart is stale: the next look at it reloads it. */
export function useReloadChangedCart() {
  const queryClient = useQueryClient();
  return () => {
    const { changed, markFresh } = useCartState.getState();
    if (!changed) return;
    markFresh();
    void queryClient.invalidateQueries({ queryKey: cartKeys.lists });
  };
}
