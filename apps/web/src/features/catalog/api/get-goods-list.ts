import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GoodsPage } from '@yaocai/domain/contracts/catalog';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { ListParams } from '../list-url';

// The page renders its own error state, so no toast or alert on top of it.
export const getGoodsList = (params: ListParams, signal?: AbortSignal) =>
  api.get<GoodsPage>(apiPaths.goods.list, { params, signal, silent: true });

export const getGoodsListQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: ['goods', 'list', params],
    queryFn: ({ signal }) => getGoodsList(params, signal),
    // Paging and sorting keep the current page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export const useGoodsList = (params: ListParams) => useQuery(getGoodsListQueryOptions(params));
