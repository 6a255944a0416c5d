import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminConversationsQuery } from '@yaocai/domain/contracts/chat';
import type {
  AdminChatMessagePage,
  AdminConversation,
  CannedReply,
  ChatAgent,
  ChatBuyerContext,
  ChatMessage,
} from '@yaocai/domain/contracts/chat-responses';
import type { Paged } from '@yaocai/domain/contracts/wire';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { ListSource } from '../../../lib/editable-list';
import { message } from '../../../lib/feedback';
import { chatConversationsRoot, chatMessagesKey, chatQueryRoot } from '../../../lib/query-keys';

/**
 * Everything under the desk's root is read again when the live connection says a conversation moved;
 * a message reads again the lists and its conversation.
 */
const keys = {
  conversations: chatConversationsRoot,
  messages: chatMessagesKey,
  context: (id: number) => [...chatQueryRoot, 'context', id] as const,
  agents: [...chatQueryRoot, 'agents'] as const,
};

export type ConversationListParams = Partial<Pick<AdminConversationsQuery, 'state' | 'mine' | 'keyword'>> & {
  page: number;
  page_size: number;
};

export const useConversations = (params: ConversationListParams) =>
  useQuery({
    queryKey: [...keys.conversations, params],
    queryFn: ({ signal }) =>
      api.get<Paged<AdminConversation>>(apiPaths.chat.conversations, {
        params: { ...params, mine: params.mine ? 1 : undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** The latest page of a conversation's messages, read again as new ones come. */
export const useConversationMessages = (id: number | null) =>
  useQuery({
    queryKey: keys.messages(id ?? 0),
    queryFn: ({ signal }) =>
      api.get<AdminChatMessagePage>(apiPaths.chat.messages(id!), { params: { limit: 100 }, signal }),
    enabled: id !== null,
  });

export const useBuyerContext = (id: number | null) =>
  useQuery({
    queryKey: keys.context(id ?? 0),
    queryFn: ({ signal }) => api.get<ChatBuyerContext>(apiPaths.chat.context(id!), { signal }),
    enabled: id !== null,
  });

export const useChatAgents = () =>
  useQuery({
    queryKey: keys.agents,
    queryFn: ({ signal }) => api.get<ChatAgent[]>(apiPaths.chat.agents, { signal }),
  });

/** Answers a conversation; the desk reads it again. */
export function useReply(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => api.post<ChatMessage>(apiPaths.chat.messages(id), { text }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatQueryRoot }),
  });
}

/** The answering agent has seen the conversation up to `lastId`: the buyer sees their messages read. */
export const useMarkRead = (id: number) =>
  useMutation({
    mutationFn: (lastId: number) => api.post<null>(apiPaths.chat.read(id), { last_id: lastId }),
  });

type DeskAction = { action: 'pick' | 'close' | 'reopen' } | { action: 'transfer'; agent_id: number };

/** 接入, 结束, 重新打开 or 转接 a conversation, with the server's word for it. */
export function useDeskAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: DeskAction) =>
      api.post<null>(
        apiPaths.chat.action(id, change.action),
        change.action === 'transfer' ? { agent_id: change.agent_id } : {},
      ),
    onSuccess: (_done, change) => {
      message.success(
        { pick: '已接入会话', close: '会话已结束', reopen: '会话已重新打开', transfer: '已转接' }[
          change.action
        ],
      );
      return queryClient.invalidateQueries({ queryKey: chatQueryRoot });
    },
  });
}

export function useSetAgentCap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, max_open }: { id: number; max_open: number }) =>
      api.put<ChatAgent>(apiPaths.chat.agent(id), { max_open }),
    onSuccess: () => {
      message.success('已保存');
      return queryClient.invalidateQueries({ queryKey: keys.agents });
    },
  });
}

export const cannedRepliesSource: ListSource = {
  key: [...chatQueryRoot, 'replies'],
  url: apiPaths.chat.replies,
  writePermission: 'chat.supervise',
};

export type { CannedReply };
