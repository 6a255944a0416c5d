import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InvoiceRecord } from '@yaocai/domain/contracts/invoice';
import type { Paged } from '@yaocai/domain/contracts/wire';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { orderKeys, type InvoiceListParams } from './order-keys';

// The page renders its own error state, so no toast or alert on top of it.
export const getInvoices = (params: InvoiceListParams, signal?: AbortSignal) =>
  api.get<Paged<InvoiceRecord>>(apiPaths.invoice.list, { params, signal, silent: true });

export const getInvoicesQueryOptions = (params: InvoiceListParams) =>
  queryOptions({
    queryKey: orderKeys.invoices(params),
    queryFn: ({ signal }) => getInvoices(params, signal),
    placeholderData: keepPreviousData,
  });

export const useInvoices = (params: InvoiceListParams) => useQuery(getInvoicesQueryOptions(params));
