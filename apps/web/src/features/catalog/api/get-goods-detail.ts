import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GoodsDetail } from '@yaocai/domain/contracts/catalog';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

// Unknown goods are a page state (not found), not an alert.
export const getGoodsDetail = (id: string, signal?: AbortSignal) =>
  api.get<GoodsDetail>(apiPaths.goods.detail(id), { signal, silent: true });

export const getGoodsDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['goods', 'detail', id],
    queryFn: ({ signal }) => getGoodsDetail(id, signal),
  });

export const useGoodsDetail = (id: string, enabled = true) =>
  useQuery({ ...getGoodsDetailQueryOptions(id), enabled });
