import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdjustBalanceBody, AdminBuyerDetail } from '@yaocai/domain/contracts/admin';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { message } from '../../../lib/feedback';
import { buyerKeys } from './buyer-keys';

export interface AdjustBalanceVariables {
  id: number;
  body: AdjustBalanceBody;
}

export const adjustBalance = ({ id, body }: AdjustBalanceVariables) =>
  api.post<AdminBuyerDetail>(apiPaths.buyers.balance(id), body);

/** Adds to or takes from the balance; the answer is the buyer with the new balance. */
export function useAdjustBalance({ onSaved }: { onSaved: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adjustBalance,
    meta: { showsErrors: true },
    onSuccess: (buyer) => {
      message.success('余额已调整');
      queryClient.setQueryData(buyerKeys.detail(buyer.id), buyer);
      onSaved();
    },
  });
}
