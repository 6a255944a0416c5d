import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AdminGoods, BulkPatchGoodsInput, PatchGoodsInput } from '@yaocai/domain/contracts/admin';
import type { Paged } from '@yaocai/domain/contracts/wire';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { message } from '../../../lib/feedback';
import { goodsKeys } from './goods-keys';

export interface UpdateGoodsVariables {
  id: number;
  changes: PatchGoodsInput;
}

export const updateGoods = ({ id, changes }: UpdateGoodsVariables) =>
  api.patch<AdminGoods>(apiPaths.goods.update(id), changes);

/** Saves a change; the answer replaces the goods in every list page holding it. */
export function useUpdateGoods({ onSaved }: { onSaved?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGoods,
    onSuccess: (saved) => {
      message.success('已保存');
      queryClient.setQueriesData<Paged<AdminGoods>>(
        { queryKey: goodsKeys.lists },
        (page) =>
          page && { ...page, list: page.list.map((goods) => (goods.id === saved.id ? saved : goods)) },
      );
      // The edit page reads the goods afresh.
      void queryClient.invalidateQueries({ queryKey: goodsKeys.detail(saved.id) });
      onSaved?.();
    },
  });
}

/** Saves the bulk editor's changes, all or none; the answers replace those goods in every list page. */
export function useBulkUpdateGoods({ onSaved }: { onSaved: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: BulkPatchGoodsInput['changes']) =>
      api.patch<AdminGoods[]>(apiPaths.goods.list, { changes }),
    // The editor shows the refusal above its table.
    meta: { showsErrors: true },
    onSuccess: (saved) => {
      message.success(`已保存${saved.length}个商品`);
      showSaved(queryClient, saved);
      onSaved();
    },
  });
}

/** Goods as saved replace those in every list page, and their edit pages read them afresh. */
export function showSaved(queryClient: QueryClient, saved: AdminGoods[]) {
  const byId = new Map(saved.map((goods) => [goods.id, goods]));
  queryClient.setQueriesData<Paged<AdminGoods>>(
    { queryKey: goodsKeys.lists },
    (page) => page && { ...page, list: page.list.map((goods) => byId.get(goods.id) ?? goods) },
  );
  for (const goods of saved) void queryClient.invalidateQueries({ queryKey: goodsKeys.detail(goods.id) });
}
