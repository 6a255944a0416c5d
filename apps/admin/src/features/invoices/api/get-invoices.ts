import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminInvoiceList, AdminInvoiceListParams } from '@yaocai/domain/contracts/invoice';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { invoiceKeys } from './invoice-keys';

export const getInvoices = (params: AdminInvoiceListParams, signal?: AbortSignal) =>
  api.get<AdminInvoiceList>(apiPaths.invoices.list, { params, signal });

export const invoicesQueryOptions = (params: AdminInvoiceListParams) =>
  queryOptions({
    queryKey: invoiceKeys.list(params),
    queryFn: ({ signal }) => getInvoices(params, signal),
    placeholderData: keepPreviousData,
  });

export const useInvoices = (params: AdminInvoiceListParams) => useQuery(invoicesQueryOptions(params));
