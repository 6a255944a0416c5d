import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GoodsPage } from '@yaocai/domain/contracts/catalog';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { ListParams } from '../list-url';

// The page renders its own error state, so no toast or alert on top of it.
export const getGoodsList = (params: ListParams, signal?: AbortSignal) =>
  api.get<GoodsPage>(apiPaths.goods.list, { params, signal, silent: true });

/** How long a kept list (route meta keep) shows what it showed, coming back, without asking again. */
export const KEPT_LIST_MS = 60_000;

export const getGoodsListQueryOptions = (params: ListParams, keep = false) =>
  queryOptions({
    queryKey: ['goods', 'list', params],
    queryFn: ({ signal }) => getGoodsList(params, signal),
    // Paging and sorting keep the current page on screen until the next one arrives.
    placeholderData: keepPreviousData,
    // A kept page comes back as it was left: the same goods in the same places, so the scroll
    // position restored on the way back lands on the goods the buyer was looking at.
    ...(keep && { staleTime: KEPT_LIST_MS, gcTime: 30 * 60_000 }),
  });

export const useGoodsList = (params: ListParams, keep = false) =>
  useQuery(getGoodsListQueryOptions(params, keep));
