import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminBuyer } from '@yaocai/domain/contracts/admin';
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
      queryClient.setQueryData(buyerKeys.detail(buyer.id), buyer);
      return queryClient.invalidateQueries({ queryKey: buyerKeys.all });
    },
  });
}
