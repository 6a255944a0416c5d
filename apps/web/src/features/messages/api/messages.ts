import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserState } from '@yaocai/domain/contracts/user';
import type { BuyerMessageList } from '@yaocai/domain/contracts/messages-responses';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { userBaseQueryKey } from '../../../lib/user-base';

const messagesKey = ['user', 'messages'] as const;

// The page renders its own error state, so no toast or alert on top of it.
export const useMessages = (page: number) =>
  useQuery(
    queryOptions({
      queryKey: [...messagesKey, page],
      queryFn: ({ signal }) =>
        api.get<BuyerMessageList>(apiPaths.user.messages, { params: { page }, signal, silent: true }),
      placeholderData: keepPreviousData,
    }),
  );

/** Marks messages read (every one without ids); the header's and side bar's badges follow at once. */
export const useReadMessages = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: number[]) =>
      api.post<{ unread: number }>(apiPaths.user.readMessages, ids ? { ids } : {}),
    onSuccess: ({ unread }) => {
      queryClient.setQueryData<UserState | null>(userBaseQueryKey, (user) =>
        user ? { ...user, message_count: unread } : user,
      );
      void queryClient.invalidateQueries({ queryKey: messagesKey });
    },
  });
};
