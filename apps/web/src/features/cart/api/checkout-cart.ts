import { useMutation } from '@tanstack/react-query';
import type { CheckoutSummary } from '@yaocai/domain/contracts/cart';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

export const checkoutCart = (ids: number[]) => api.post<CheckoutSummary>(apiPaths.cart.checkout, { ids });

/** The server checks the lines can be bought; `onReady` then gets its summary and the ids checked out. */
export const useCheckoutCart = ({
  onReady,
}: {
  onReady: (summary: CheckoutSummary, ids: number[]) => void;
}) => useMutation({ mutationFn: checkoutCart, onSuccess: (summary, ids) => onReady(summary, ids) });
