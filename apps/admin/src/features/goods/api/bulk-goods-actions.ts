import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminGoods, BulkCategoryBody, BulkRepriceBody } from '@yaocai/domain/contracts/admin';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { HttpBody } from '../../../lib/http';
import { message } from '../../../lib/feedback';
import { showSaved } from './update-goods';

/** A bulk action on the picked goods, done by the server all or none; the answers replace them in the list. */
function useBulkAction<Body extends HttpBody>(
  path: string,
  done: (count: number) => string,
  onDone: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => api.post<AdminGoods[]>(path, body),
    onSuccess: (saved) => {
      message.success(done(saved.length));
      showSaved(queryClient, saved);
      onDone();
    },
  });
}

/** Moves the picked goods to a category (the only one of its menu). */
export const useMoveToCategory = (onDone: () => void) =>
  useBulkAction<BulkCategoryBody>(apiPaths.goods.bulkCategory, (n) => `已修改${n}个商品的分类`, onDone);

/** Moves the picked goods' prices by a percent, computed by the server from the prices they have then. */
export const useReprice = (onDone: () => void) =>
  useBulkAction<BulkRepriceBody>(apiPaths.goods.bulkReprice, (n) => `已为${n}个商品调价`, onDone);
