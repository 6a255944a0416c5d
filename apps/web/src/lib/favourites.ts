import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../config/paths';
import { api } from './api-client';
import { useUserBase } from './user-base';

export const favouriteKeys = {
  all: ['user', 'favourites'] as const,
  ids: ['user', 'favourites', 'ids'] as const,
};

const NO_FAVOURITES: ReadonlySet<number> = new Set();

/** The goods the signed-in buyer keeps, for the hearts; empty for a visitor. */
export function useFavouriteIds(): ReadonlySet<number> {
  const user = useUserBase();
  const { data } = useQuery({
    queryKey: favouriteKeys.ids,
    queryFn: ({ signal }) => api.get<number[]>(apiPaths.favourite.ids, { signal, silent: true }),
    enabled: Boolean(user.data),
    staleTime: 60_000,
    select: (ids) => new Set(ids),
  });
  return data ?? NO_FAVOURITES;
}

/**
 * Adds goods to favourites or cancels them, with the server's message; the hearts and /star follow.
 * Spec §8: a refused login or form is not alerted (the client's default sends to login or toasts).
 */
export function useFavouriteChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ goodsIds, keep }: { goodsIds: number[]; keep: boolean }) =>
      api.postForMessage<null>(keep ? apiPaths.favourite.add : apiPaths.favourite.cancel, {
        goods_ids: goodsIds,
      }),
    onSuccess: (_answer, { goodsIds, keep }) => {
      queryClient.setQueryData<number[]>(favouriteKeys.ids, (ids = []) =>
        keep ? [...new Set([...goodsIds, ...ids])] : ids.filter((id) => !goodsIds.includes(id)),
      );
      void queryClient.invalidateQueries({ queryKey: favouriteKeys.all });
    },
  });
}
