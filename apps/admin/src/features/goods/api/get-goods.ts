import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminGoods, AdminGoodsListParams } from '@yaocai/domain/contracts/admin';
import type { Paged } from '@yaocai/domain/contracts/wire';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { goodsKeys } from './goods-keys';

/** The list's parameters as a query string carries them. */
export type GoodsListParams = Omit<AdminGoodsListParams, 'on_sale'> & { on_sale?: '0' | '1' | undefined };

export const getGoods = (params: GoodsListParams, signal?: AbortSignal) =>
  api.get<Paged<AdminGoods>>(apiPaths.goods.list, { params, signal });

export const goodsQueryOptions = (params: GoodsListParams) =>
  queryOptions({
    queryKey: goodsKeys.list(params),
    queryFn: ({ signal }) => getGoods(params, signal),
    placeholderData: keepPreviousData,
  });

export const useGoods = (params: GoodsListParams) => useQuery(goodsQueryOptions(params));
