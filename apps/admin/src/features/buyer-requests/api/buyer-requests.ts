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

export const usePurchaseRequests = (status: 'pending' | 'answered' | undefined, page: number) =>
  useQuery({
    queryKey: [...keys.requests, status, page],
    queryFn: ({ signal }) =>
      api.get<Paged<AdminPurchaseRequest>>(apiPaths.purchaseRequests.list, {
        params: { status, page },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useFeedback = (page: number) =>
  useQuery({
    queryKey: [...keys.feedback, page],
    queryFn: ({ signal }) => api.get<Paged<AdminFeedback>>(apiPaths.feedback, { params: { page }, signal }),
    placeholderData: keepPreviousData,
  });

/** Answers a request; the buyer gets the answer as a message, and the lists reload. */
export function useAnswerRequest({ onAnswered }: { onAnswered: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: number; answer: string }) =>
      api.post<null>(apiPaths.purchaseRequests.answer(id), { answer }),
    onSuccess: () => {
      message.success('求购已回复，客户将收到站内消息');
      onAnswered();
      return queryClient.invalidateQueries({ queryKey: keys.requests });
    },
  });
}
