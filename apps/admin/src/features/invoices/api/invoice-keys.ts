import type { AdminInvoiceListParams } from '@yaocai/domain/contracts/invoice';

export const invoiceKeys = {
  all: ['invoices'] as const,
  list: (params: AdminInvoiceListParams) => ['invoices', 'list', params] as const,
};
