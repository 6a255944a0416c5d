import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatMessageBody } from '@yaocai/domain/contracts/chat';
import type { ChatMessage, ChatMessagePage, ChatStatus } from '@yaocai/domain/contracts/chat-responses';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** The latest messages, or those before `beforeId` (older history), oldest first. */
export const fetchChatPage = (beforeId?: number) =>
  api.get<ChatMessagePage>(apiPaths.chat.messages, {
    params: beforeId === undefined ? {} : { before_id: beforeId },
    silent: true,
  });

/** What came after the last message the widget has (after a reconnect or a resync). */
export const fetchChatAfter = (afterId: number) =>
  api.get<ChatMessagePage>(apiPaths.chat.messages, { params: { after_id: afterId }, silent: true });

/** Text, a picture uploaded for the chat, or a card of goods or an order. */
export const useSendChatMessage = () =>
  useMutation({
    mutationFn: (body: ChatMessageBody) => api.post<ChatMessage>(apiPaths.chat.messages, body),
  });

/** Read again when the live connection says a message came or a conversation moved. */
export const chatStatusKey = ['user', 'chat-status'] as const;

/** The 在线客服 button's unread count, and whether an agent is online (else the widget asks for a 留言). */
export const useChatStatus = (enabled: boolean) =>
  useQuery({
    queryKey: chatStatusKey,
    queryFn: ({ signal }) => api.get<ChatStatus>(apiPaths.chat.status, { signal, silent: true }),
    enabled,
  });

/** The buyer has seen the conversation up to `lastId`: the badge goes, the desk sees it read. */
export function useMarkChatRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lastId: number) => api.post<null>(apiPaths.chat.read, { last_id: lastId }, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatStatusKey }),
  });
}
