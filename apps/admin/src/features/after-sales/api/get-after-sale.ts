import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminAfterSale } from '@yaocai/domain/contracts/after-sales';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { afterSaleKeys } from './after-sale-keys';

export const getAfterSale = (id: number, signal?: AbortSignal) =>
  api.get<AdminAfterSale>(apiPaths.afterSales.detail(id), { signal });

export const afterSaleQueryOptions = (id: number) =>
  queryOptions({
    queryKey: afterSaleKeys.detail(id),
    queryFn: ({ signal }) => getAfterSale(id, signal),
    // The buyer sends the return parcel and an online refund completes meanwhile: read it afresh.
    staleTime: 0,
  });

export const useAfterSale = (id: number) => useQuery(afterSaleQueryOptions(id));
