import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminGoodsDetail,
  GoodsBodyInput,
  GoodsFormOptions,
} from '@yaocai/domain/contracts/admin-goods';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { message } from '../../../lib/feedback';
import { goodsKeys } from './goods-keys';

export const goodsDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: goodsKeys.detail(id),
    queryFn: ({ signal }) => api.get<AdminGoodsDetail>(apiPaths.goods.detail(id), { signal }),
  });

export const useGoodsDetail = (id: number | null) =>
  useQuery({ ...goodsDetailQueryOptions(id ?? 0), enabled: id !== null });

export const useGoodsFormOptions = () =>
  useQuery({
    queryKey: goodsKeys.options,
    queryFn: ({ signal }) => api.get<GoodsFormOptions>(apiPaths.goods.options, { signal }),
  });

/** Manufacturers matching what is typed, for the form's suggestions. */
export const useManufacturerSuggestions = (keywords: string) =>
  useQuery({
    queryKey: goodsKeys.manufacturers(keywords),
    queryFn: ({ signal }) =>
      api.get<string[]>(apiPaths.goods.manufacturers, { params: { keywords }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export function useSaveGoods({ onSaved }: { onSaved: (goods: AdminGoodsDetail) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: GoodsBodyInput }) =>
      id === undefined
        ? api.post<AdminGoodsDetail>(apiPaths.goods.create, body)
        : api.put<AdminGoodsDetail>(apiPaths.goods.update(id), body),
    meta: { showsErrors: true },
    onSuccess: async (goods, { id }) => {
      message.success(id === undefined ? '商品已创建' : '已保存');
      queryClient.setQueryData(goodsKeys.detail(goods.id), goods);
      await queryClient.invalidateQueries({ queryKey: goodsKeys.lists });
      onSaved(goods);
    },
  });
}
