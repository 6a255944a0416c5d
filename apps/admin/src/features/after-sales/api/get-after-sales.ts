import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminAfterSaleList, AdminAfterSaleListParams } from '@yaocai/domain/contracts/after-sales';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { afterSaleKeys } from './after-sale-keys';

export const getAfterSales = (params: AdminAfterSaleListParams, signal?: AbortSignal) =>
  api.get<AdminAfterSaleList>(apiPaths.afterSales.list, { params, signal });

export const afterSalesQueryOptions = (params: AdminAfterSaleListParams) =>
  queryOptions({
    queryKey: afterSaleKeys.list(params),
    queryFn: ({ signal }) => getAfterSales(params, signal),
    placeholderData: keepPreviousData,
  });

export const useAfterSales = (params: AdminAfterSaleListParams) => useQuery(afterSalesQueryOptions(params));
