import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { message } from '../../../lib/feedback';
import { contentKeys } from './content-keys';

/** The content lists the server edits alike (/api/admin/content/{name}). */
export type ContentListName = 'banners' | 'hot-searches' | 'links' | 'notices' | 'nav' | 'article-categories';

export const contentListQueryOptions = <Row>(name: ContentListName) =>
  queryOptions({
    queryKey: contentKeys.list(name),
    queryFn: ({ signal }) => api.get<Row[]>(apiPaths.content.list(name), { signal }),
  });

export const useContentList = <Row>(name: ContentListName) => useQuery(contentListQueryOptions<Row>(name));

interface SaveVariables {
  /** The row to change; without it, a new row. */
  id?: number;
  body: object;
}

/** Adds or changes a row, then reads the list again (its order may change). */
export function useSaveContent(name: ContentListName, { onSaved }: { onSaved: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: SaveVariables) =>
      id === undefined
        ? api.post(apiPaths.content.list(name), body)
        : api.put(apiPaths.content.item(name, id), body),
    meta: { showsErrors: true },
    onSuccess: (_saved, { id }) => {
      message.success(id === undefined ? '已添加' : '已保存');
      onSaved();
      return queryClient.invalidateQueries({ queryKey: contentKeys.list(name) });
    },
  });
}

export function useDeleteContent(name: ContentListName) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(apiPaths.content.item(name, id)),
    onSuccess: () => {
      message.success('已删除');
      return queryClient.invalidateQueries({ queryKey: contentKeys.list(name) });
    },
  });
}
