import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminFeedback, AdminPurchaseRequest } from '@yaocai/domain/contracts/buyer-requests-responses';
import type { Paged } from '@yaocai/domain/contracts/wire';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { message } from '../../../lib/feedback';

const keys = {
  requests: ['buyer-requests', 'requests'] as const,
  feedback: ['buyer-requests', 'feedback'] as const,
};

export type AnswerState = 'pending' | 'answered';

export const usePurchaseRequests = (status: AnswerState | undefined, page: number) =>
  useQuery({
    queryKey: [...keys.requests, status, page],
    queryFn: ({ signal }) =>
      api.get<Paged<AdminPurchaseRequest>>(apiPaths.purchaseRequests.list, {
        params: { status, page },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useFeedback = (status: AnswerState | undefined, page: number) =>
  useQuery({
    queryKey: [...keys.feedback, status, page],
    queryFn: ({ signal }) =>
      api.get<Paged<AdminFeedback>>(apiPaths.feedback.list, { params: { status, page }, signal }),
    placeholderData: keepPreviousData,
  });

/** Sends an answer the buyer gets as a message; the answered list reloads. */
function useAnswer(
  path: (id: number) => string,
  key: readonly string[],
  done: string,
  onAnswered: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: number; answer: string }) => api.post<null>(path(id), { answer }),
    onSuccess: () => {
      message.success(done);
      onAnswered();
      return queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

export const useAnswerRequest = ({ onAnswered }: { onAnswered: () => void }) =>
  useAnswer(apiPaths.purchaseRequests.answer, keys.requests, '求购已回复，客户将收到站内消息', onAnswered);

export const useAnswerFeedback = ({ onAnswered }: { onAnswered: () => void }) =>
  useAnswer(apiPaths.feedback.answer, keys.feedback, '意见反馈已回复，客户将收到站内消息', onAnswered);
