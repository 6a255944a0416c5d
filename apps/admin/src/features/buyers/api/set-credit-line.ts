import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminBuyerDetail, CreditLineBody } from '@yaocai/domain/contracts/admin';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { message } from '../../../lib/feedback';
import { buyerKeys } from './buyer-keys';

export interface SetCreditLineVariables {
  id: number;
  body: CreditLineBody;
}

export const setCreditLine = ({ id, body }: SetCreditLineVariables) =>
  api.put<AdminBuyerDetail>(apiPaths.buyers.credit(id), body);

/** Sets the credit line and its term; the answer is the buyer with the new line. */
export function useSetCreditLine({ onSaved }: { onSaved: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCreditLine,
    meta: { showsErrors: true },
    onSuccess: (buyer) => {
      message.success('授信已更新');
      queryClient.setQueryData(buyerKeys.detail(buyer.id), buyer);
      onSaved();
    },
  });
}
