import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminGoods, AdminGoodsListParams } from '@yaocai/domain/contracts/admin';
import type { Paged } from '@yaocai/domain/contracts/wire';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { goodsKeys } from './goods-keys';

export const getGoods = (params: AdminGoodsListParams, signal?: AbortSignal) =>
  api.get<Paged<AdminGoods>>(apiPaths.goods.list, { params, signal });

export const goodsQueryOptions = (params: AdminGoodsListParams) =>
  queryOptions({
    queryKey: goodsKeys.list(params),
    queryFn: ({ signal }) => getGoods(params, signal),
    placeholderData: keepPreviousData,
  });

export const useGoods = (params: AdminGoodsListParams) => useQuery(goodsQueryOptions(params));
