import { useMutation } from '@tanstack/react-query';
import type { AdminAfterSale } from '@yaocai/domain/contracts/after-sales';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { message } from '../../../lib/feedback';
import { approvedMessage } from '../after-sale-review';
import { useAfterSaleMoved } from './after-sale-moved';

export const approveAfterSale = (id: number) => api.post<AdminAfterSale>(apiPaths.afterSales.approve(id));

/** 同意: 仅退款 gives the money back (online, by a job), 退货退款 waits for the goods. */
export function useApproveAfterSale() {
  const moved = useAfterSaleMoved();
  return useMutation({
    mutationFn: approveAfterSale,
    onSuccess: (afterSale) => {
      message.success(approvedMessage(afterSale));
      return moved(afterSale);
    },
  });
}
