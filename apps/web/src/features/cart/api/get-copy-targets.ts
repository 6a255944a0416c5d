import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CopyTarget } from '@yaocai/domain/contracts/cart';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { cartKeys } from './cart-cache';

// Without targets the copy action is simply not offered, so a failure stays quiet.
export const getCopyTargets = (signal?: AbortSignal) =>
  api.get<CopyTarget[]>(apiPaths.cart.copyTargets, { signal, silent: true });

export const getCopyTargetsQueryOptions = () =>
  queryOptions({
    queryKey: cartKeys.copyTargets,
    queryFn: ({ signal }) => getCopyTargets(signal),
    staleTime: 5 * 60_000,
  });

export const useCopyTargets = () => useQuery(getCopyTargetsQueryOptions());
