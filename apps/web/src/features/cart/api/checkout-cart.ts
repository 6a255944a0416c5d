import { useMutation } from '@tanstack/react-query';
import type { CheckoutSummary } from '@yaocai/domain/contracts/cart';
import { apiPaths, paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** Without a signed contract, the buyer signs it and comes back to the confirmation of these lines. */
export const checkoutCart = (ids: number[]) =>
  api.post<CheckoutSummary>(
    apiPaths.cart.checkout,
    { ids },
    { contractReturn: paths.checkoutConfirm.getHref(ids) },
  );

/** The server checks the lines can be bought; `onReady` then gets its summary and the ids checked out. */
export const useCheckoutCart = ({
  onReady,
}: {
  onReady: (summary: CheckoutSummary, ids: number[]) => void;
}) => useMutation({ mutationFn: checkoutCart, onSuccess: (summary, ids) => onReady(summary, ids) });
