import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartState } from '@yaocai/domain/contracts/cart';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { applyCartState, CART_CHANGE_SCOPE, cartKeys, settleTick, showTick } from './cart-cache';

export interface SelectCartLinesInput {
  ids: number[];
  selected: boolean;
}

export const selectCartLines = ({ ids, selected }: SelectCartLinesInput) =>
  api.post<CartState>(apiPaths.cart.batchSelect, { ids, is_selected: selected ? 1 : 0 });

/** Ticks at once, even while earlier cart changes are still on their way; the totals follow with the answer. */
export const useSelectCartLines = () => {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: selectCartLines,
    scope: CART_CHANGE_SCOPE,
    onSuccess: (state, tick) => {
      settleTick(tick);
      applyCartState(queryClient, state);
    },
    onError: (_error, tick) => {
      settleTick(tick);
      void queryClient.invalidateQueries({ queryKey: cartKeys.lists });
    },
  });
  return {
    ...mutation,
    mutate: (tick: SelectCartLinesInput) => {
      showTick(queryClient, tick);
      mutation.mutate(tick);
    },
  };
};
