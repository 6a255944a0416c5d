import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GoodsCard } from '@yaocai/domain/contracts/catalog';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

export const getHotGoods = (signal?: AbortSignal) =>
  api.get<GoodsCard[]>(apiPaths.goods.hot, { silent: true, signal });

export const getHotGoodsQueryOptions = () =>
  queryOptions({
    queryKey: ['goods', 'hot'],
    queryFn: ({ signal }) => getHotGoods(signal),
  });

export const useHotGoods = () => useQuery(getHotGoodsQueryOptions());
