import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminBuyerDetail, BuyerProfileBody } from '@yaocai/domain/contracts/admin';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { message } from '../../../lib/feedback';
import { buyerKeys } from './buyer-keys';

export interface UpdateBuyerProfileVariables {
  id: number;
  body: BuyerProfileBody;
}

export const updateBuyerProfile = ({ id, body }: UpdateBuyerProfileVariables) =>
  api.put<AdminBuyerDetail>(apiPaths.buyers.profile(id), body);

/** Sets the account manager and business scope; the lists show the scope, so they are read again. */
export function useUpdateBuyerProfile({ onSaved }: { onSaved: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBuyerProfile,
    meta: { showsErrors: true },
    onSuccess: (buyer) => {
      message.success('已保存');
      queryClient.setQueryData(buyerKeys.detail(buyer.id), buyer);
      onSaved();
      return queryClient.invalidateQueries({ queryKey: buyerKeys.lists, refetchType: 'none' });
    },
  });
}
