import { useMutation } from '@tanstack/react-query';
import type { AdminAfterSale } from '@yaocai/domain/contracts/after-sales';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { message } from '../../../lib/feedback';
import { REJECTED_MESSAGE } from '../after-sale-review';
import { useAfterSaleMoved } from './after-sale-moved';

export interface RejectAfterSaleInput {
  id: number;
  reason: string;
}

export const rejectAfterSale = ({ id, reason }: RejectAfterSaleInput) =>
  api.post<AdminAfterSale>(apiPaths.afterSales.reject(id), { reason });

export function useRejectAfterSale({ onRejected }: { onRejected: () => void }) {
  const moved = useAfterSaleMoved();
  return useMutation({
    mutationFn: rejectAfterSale,
    onSuccess: (afterSale) => {
      message.success(REJECTED_MESSAGE);
      onRejected();
      return moved(afterSale);
    },
  });
}
