import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminBuyer, AdminBuyerListParams } from '@yaocai/domain/contracts/admin';
import type { Paged } from '@yaocai/domain/contracts/wire';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { buyerKeys } from './buyer-keys';

export const getBuyers = (params: AdminBuyerListParams, signal?: AbortSignal) =>
  api.get<Paged<AdminBuyer>>(apiPaths.buyers.list, { params, signal });

export const buyersQueryOptions = (params: AdminBuyerListParams) =>
  queryOptions({
    queryKey: buyerKeys.list(params),
    queryFn: ({ signal }) => getBuyers(params, signal),
    placeholderData: keepPreviousData,
  });

export const useBuyers = (params: AdminBuyerListParams) => useQuery(buyersQueryOptions(params));
