import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GoodsFacets } from '@yaocai/domain/contracts/catalog';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { FiltersParams } from '../list-url';

// The facets only refine the list; without them the list still works.
export const getGoodsFilters = (params: FiltersParams, signal?: AbortSignal) =>
  api.get<GoodsFacets>(apiPaths.goods.filters, { params, signal, silent: true });

export const getGoodsFiltersQueryOptions = (params: FiltersParams) =>
  queryOptions({
    queryKey: ['goods', 'filters', params],
    queryFn: ({ signal }) => getGoodsFilters(params, signal),
    staleTime: 60_000,
  });

export const useGoodsFilters = (params: FiltersParams) => useQuery(getGoodsFiltersQueryOptions(params));
