import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartChange } from '@yaocai/domain/contracts/cart';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { applyCartChange, CART_CHANGE_SCOPE } from './cart-cache';

export interface EditCartLineInput {
  lineId: number;
  number: number;
}

export const editCartLine = ({ lineId, number }: EditCartLineInput) =>
  api.post<CartChange>(apiPaths.cart.edit(lineId), { number });

export const useEditCartLine = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editCartLine,
    scope: CART_CHANGE_SCOPE,
    onSuccess: (change) => applyCartChange(queryClient, change),
  });
};
