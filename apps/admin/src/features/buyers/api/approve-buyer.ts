import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminBuyer } from '@yaocai/domain/contracts/admin';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { message } from '../../../lib/feedback';
import { buyerKeys } from './buyer-keys';

export const approveBuyer = (id: number) => api.post<AdminBuyer>(apiPaths.buyers.approve(id));

export function useApproveBuyer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveBuyer,
    onSuccess: (buyer) => {
      message.success('已通过审核');
      queryClient.setQueryData(buyerKeys.detail(buyer.id), buyer);
      return queryClient.invalidateQueries({ queryKey: buyerKeys.all });
    },
  });
}
