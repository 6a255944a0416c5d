import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminGoods } from '@yaocai/domain/contracts/admin';
import type { Paged } from '@yaocai/domain/contracts/wire';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** Goods on sale matching a search, for the editor's goods picker. */
export const searchGoods = (keywords: string, signal?: AbortSignal) =>
  api.get<Paged<AdminGoods>>(apiPaths.goods.list, {
    params: { keywords: keywords || undefined, on_sale: '1', page_size: 20 },
    signal,
  });

export const useGoodsSearch = (keywords: string) =>
  useQuery({
    queryKey: ['activities', 'goods-search', keywords],
    queryFn: ({ signal }) => searchGoods(keywords, signal),
    placeholderData: keepPreviousData,
  });
