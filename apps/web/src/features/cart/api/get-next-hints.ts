import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CartHint } from '@yaocai/domain/contracts/cart';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { cartKeys } from './cart-cache';

// Hints are a nicety beside the totals: a failure shows none rather than an alert.
export const getNextHints = (ids: number[], signal?: AbortSignal) =>
  api.post<CartHint[]>(apiPaths.cart.nextHints, { ids }, { signal, silent: true });

export const getNextHintsQueryOptions = (ids: number[]) =>
  queryOptions({
    queryKey: [...cartKeys.hints, ids],
    queryFn: ({ signal }) => getNextHints(ids, signal),
  });

/** 凑单提示 for the selected lines shown (a warehouse tab hints about its own lines); none without any. */
export const useNextHints = (ids: number[]) =>
  useQuery({ ...getNextHintsQueryOptions(ids), enabled: ids.length > 0 });
