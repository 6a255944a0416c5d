import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminBuyer, AdminBuyerDetail } from '@yaocai/domain/contracts/admin';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { message } from '../../../lib/feedback';
import { buyerKeys } from './buyer-keys';

export interface RejectBuyerInput {
  id: number;
  reason: string;
}

export const rejectBuyer = ({ id, reason }: RejectBuyerInput) =>
  api.post<AdminBuyer>(apiPaths.buyers.reject(id), { reason });

export function useRejectBuyer({ onRejected }: { onRejected: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectBuyer,
    onSuccess: (buyer) => {
      message.success('已驳回');
      onRejected();
      // The review answers the buyer without their money and manager, which the detail keeps.
      queryClient.setQueryData<AdminBuyerDetail>(
        buyerKeys.detail(buyer.id),
        (detail) => detail && { ...detail, ...buyer },
      );
      return queryClient.invalidateQueries({ queryKey: buyerKeys.all });
    },
  });
}
