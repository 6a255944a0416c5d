import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListViewInput, ListViewList } from '@yaocai/domain/contracts/admin-list-views';
import type { ListView } from '@yaocai/domain/contracts/admin-list-views-responses';
import { apiPaths } from '../config/paths';
import { api } from './api-client';
import { message } from './feedback';

const listViewKeys = (list: ListViewList) => ['list-views', list] as const;

export const listViewsQueryOptions = (list: ListViewList) =>
  queryOptions({
    queryKey: listViewKeys(list),
    queryFn: ({ signal }) => api.get<ListView[]>(apiPaths.listViews.list, { params: { list }, signal }),
  });

/** The signed-in operator's saved views of `list`. */
export const useListViews = (list: ListViewList) => useQuery(listViewsQueryOptions(list));

export function useSaveListView(list: ListViewList) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<ListViewInput, 'list'>) =>
      api.post<ListView>(apiPaths.listViews.list, { ...body, list }),
    onSuccess: () => {
      message.success('视图已保存');
      void queryClient.invalidateQueries({ queryKey: listViewKeys(list) });
    },
  });
}

export function useDeleteListView(list: ListViewList) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(apiPaths.listViews.one(id)),
    onSuccess: () => {
      message.success('视图已删除');
      void queryClient.invalidateQueries({ queryKey: listViewKeys(list) });
    },
  });
}
