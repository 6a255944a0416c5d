import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { Permission } from '@yaocai/domain/contracts/admin';
import { api } from './api-client';
import { message } from './feedback';

/** A small list the server edits whole (content lists, the catalogue's structure): its cache key and URL. */
export interface ListSource {
  key: QueryKey;
  /** GET the rows, POST a new one; a row is `${url}/${id}`. */
  url: string;
  /** What the server asks of a role to add, change or delete a row. */
  writePermission: Permission;
}

export const useEditableList = <Row>({ key, url }: ListSource) =>
  useQuery({ queryKey: key, queryFn: ({ signal }) => api.get<Row[]>(url, { signal }) });

interface SaveVariables {
  /** The row to change; without it, a new row. */
  id?: number;
  body: object;
}

/** Adds or changes a row, then reads the list again (its order may change). */
export function useSaveListRow({ key, url }: ListSource, { onSaved }: { onSaved: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: SaveVariables) =>
      id === undefined ? api.post(url, body) : api.put(`${url}/${id}`, body),
    meta: { showsErrors: true },
    onSuccess: (_saved, { id }) => {
      message.success(id === undefined ? '已添加' : '已保存');
      onSaved();
      return queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

export function useDeleteListRow({ key, url }: ListSource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`${url}/${id}`),
    onSuccess: () => {
      message.success('已删除');
      return queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
