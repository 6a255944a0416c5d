import { useMutation } from '@tanstack/react-query';
import type { ChatMessage, ChatMessagePage } from '@yaocai/domain/contracts/chat-responses';
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

export const useSendChatMessage = () =>
  useMutation({ mutationFn: (text: string) => api.post<ChatMessage>(apiPaths.chat.messages, { text }) });
