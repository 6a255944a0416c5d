import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminGoods } from '@yaocai/domain/contracts/admin';
import type { Paged } from '@yaocai/domain/contracts/wire';
import { apiPaths } from '../config/paths';
import { api } from './api-client';

/** Goods on sale matching a search (of one brand, when given), for the console's goods pickers. */
export const searchGoods = (keywords: string, brandId?: number, signal?: AbortSignal) =>
  api.get<Paged<AdminGoods>>(apiPaths.goods.list, {
    params: { keywords: keywords || undefined, brand_id: brandId, on_sale: '1', page_size: 20 },
    signal,
  });

export const useGoodsSearch = (keywords: string, brandId?: number) =>
  useQuery({
    queryKey: ['goods-search', keywords, brandId ?? null],
    queryFn: ({ signal }) => searchGoods(keywords, brandId, signal),
    placeholderData: keepPreviousData,
  });
