import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NoteTarget } from '@yaocai/domain/contracts/internal-notes';
import type { InternalNote, InternalNotePage } from '@yaocai/domain/contracts/internal-notes-responses';
import { apiPaths } from '../config/paths';
import { api } from './api-client';
import { message } from './feedback';
import { buyerQueryRoot, orderQueryRoot } from './query-keys';

export const NOTES_PAGE_SIZE = 5;

const notesPath = (target: NoteTarget, id: number) =>
  target === 'order' ? apiPaths.orders.notes(id) : apiPaths.buyers.notes(id);

/** Under the page of what they are about, so a note makes that page's timeline stale too. */
const rootOf = (target: NoteTarget, id: number) =>
  target === 'order' ? orderQueryRoot(id) : buyerQueryRoot(id);

/** The internal notes on an order or a buyer, newest first. */
export const useInternalNotes = (target: NoteTarget, id: number, page: number) =>
  useQuery({
    queryKey: [...rootOf(target, id), 'notes', page],
    queryFn: ({ signal }) =>
      api.get<InternalNotePage>(notesPath(target, id), {
        params: { page, page_size: NOTES_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export function useAddInternalNote(target: NoteTarget, id: number, { onAdded }: { onAdded: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => api.post<InternalNote>(notesPath(target, id), { content }),
    meta: { showsErrors: true },
    onSuccess: () => {
      message.success('备注已添加');
      onAdded();
      return queryClient.invalidateQueries({ queryKey: rootOf(target, id) });
    },
  });
}
