import { useMutation } from '@tanstack/react-query';
import type { CartState } from '@yaocai/domain/contracts/cart';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { useCartState } from '../../../lib/cart-state';
import { CART_CHANGE_SCOPE, useApplyCartState } from './cart-cache';
import { message } from '../../../lib/feedback';

export const deleteCartLines = (ids: number[]) =>
  api.postForMessage<CartState>(apiPaths.cart.batchDelete, { ids });

export const useDeleteCartLines = () => {
  const applyCartState = useApplyCartState();
  const markChanged = useCartState((state) => state.markChanged);
  return useMutation({
    mutationFn: deleteCartLines,
    scope: CART_CHANGE_SCOPE,
    onSuccess: ({ data, msg }) => {
      applyCartState(data);
      markChanged();
      void message.success(msg || '已删除');
    },
  });
};
