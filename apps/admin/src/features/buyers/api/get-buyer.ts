import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminBuyerDetail } from '@yaocai/domain/contracts/admin';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { buyerKeys } from './buyer-keys';

export const getBuyer = (id: number, signal?: AbortSignal) =>
  api.get<AdminBuyerDetail>(apiPaths.buyers.detail(id), { signal });

export const buyerQueryOptions = (id: number) =>
  queryOptions({ queryKey: buyerKeys.detail(id), queryFn: ({ signal }) => getBuyer(id, signal) });

export const useBuyer = (id: number) => useQuery(buyerQueryOptions(id));
