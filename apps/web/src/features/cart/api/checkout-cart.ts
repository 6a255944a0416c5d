import { useMutation } from '@tanstack/react-query';
import type { CheckoutSummary } from '@yaocai/domain/contracts/cart';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

export const checkoutCart = (ids: number[]) => api.post<CheckoutSummary>(apiPaths.cart.checkout, { ids });

export const useCheckoutCart = ({ onReady }: { onReady: (summary: CheckoutSummary) => void }) =>
  useMutation({ mutationFn: checkoutCart, onSuccess: onReady });
