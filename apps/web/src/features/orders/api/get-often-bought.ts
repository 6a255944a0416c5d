import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FastBuyEntry } from '@yaocai/domain/contracts/order-responses';
import type { Paged } from '@yaocai/domain/contracts/wire';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

export const OFTEN_BOUGHT_PAGE_SIZE = 20;

/** 常购清单: 1 most often bought first, 2 most recently bought first. The page shows its own failure. */
export const useOftenBought = (order: 1 | 2, page: number) =>
  useQuery({
    queryKey: ['user', 'often-bought', order, page],
    queryFn: ({ signal }) =>
      api.get<Paged<FastBuyEntry>>(apiPaths.money.fastBuy, {
        params: { order, page, page_size: OFTEN_BOUGHT_PAGE_SIZE },
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });
