import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminBuyer, AdminBuyerDetail } from '@yaocai/domain/contracts/admin';
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
      // The review answers the buyer without their money and manager, which the detail keeps.
      queryClient.setQueryData<AdminBuyerDetail>(
        buyerKeys.detail(buyer.id),
        (detail) => detail && { ...detail, ...buyer },
      );
      return queryClient.invalidateQueries({ queryKey: buyerKeys.all });
    },
  });
}
