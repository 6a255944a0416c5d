import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminInvoice } from '@yaocai/domain/contracts/invoice';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { message } from '../../../lib/feedback';
import { invoiceKeys } from './invoice-keys';

export interface ReissueInvoiceInput {
  id: number;
  reason: string;
}

export const reissueInvoice = ({ id, reason }: ReissueInvoiceInput) =>
  api.post<AdminInvoice>(apiPaths.invoices.reissue(id), { reason });

export function useReissueInvoice({ onReissued }: { onReissued: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reissueInvoice,
    onSuccess: (issued) => {
      message.success(`已作废原发票，重新开具 ${issued.invoice_no}`);
      onReissued();
      return queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
    },
  });
}
