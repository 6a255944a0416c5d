import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GoodsPage } from '@yaocai/domain/contracts/catalog';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

export const FLOOR_PAGE_SIZE = 10;

let queue: Promise<unknown> = Promise.resolve();

// The client cancels a request still pending on the same path (spec §4), so the floors ask one after
// another. They are decoration: a failing floor shows its empty state rather than an alert.
export function getFloorGoods(categoryId: number, signal?: AbortSignal): Promise<GoodsPage> {
  const request = queue.then(() =>
    api.get<GoodsPage>(apiPaths.goods.list, {
      params: { select: categoryId, page_size: FLOOR_PAGE_SIZE },
      silent: true,
      signal,
    }),
  );
  queue = request.catch(() => undefined);
  return request;
}

export const getFloorGoodsQueryOptions = (categoryId: number) =>
  queryOptions({
    queryKey: ['goods', 'list', { select: categoryId, page_size: FLOOR_PAGE_SIZE }],
    queryFn: ({ signal }) => getFloorGoods(categoryId, signal),
  });

export const useFloorGoods = (categoryId: number) => useQuery(getFloorGoodsQueryOptions(categoryId));
