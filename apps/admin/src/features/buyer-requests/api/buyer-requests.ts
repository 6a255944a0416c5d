import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminFeedback, AdminPurchaseRequest } from '@yaocai/domain/contracts/buyer-requests-responses';
import type { BuyerRequestSort } from '@yaocai/domain/contracts/buyer-requests';
import type { Paged } from '@yaocai/domain/contracts/wire';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { message } from '../../../lib/feedback';

const keys = {
  requests: ['buyer-requests', 'requests'] as const,
  feedback: ['buyer-requests', 'feedback'] as const,
};

export type AnswerState = 'pending' | 'answered';

/** What the console's 求购 and 意见反馈 lists are asked for, as the URL keeps it. */
export interface BuyerRequestListParams {
  status?: AnswerState;
  /** 意见反馈 only: what the buyer wrote about (FEEDBACK_TYPES). */
  type?: string;
  /** The days sent, YYYY-MM-DD. */
  start_time?: string;
  end_time?: string;
  page: number;
  page_size: number;
  sort?: BuyerRequestSort;
  order?: 'asc' | 'desc';
}

export const usePurchaseRequests = (params: BuyerRequestListParams) =>
  useQuery({
    queryKey: [...keys.requests, params],
    queryFn: ({ signal }) =>
      api.get<Paged<AdminPurchaseRequest>>(apiPaths.purchaseRequests.list, { params: { ...params }, signal }),
    placeholderData: keepPreviousData,
  });

export const useFeedback = (params: BuyerRequestListParams) =>
  useQuery({
    queryKey: [...keys.feedback, params],
    queryFn: ({ signal }) =>
      api.get<Paged<AdminFeedback>>(apiPaths.feedback.list, { params: { ...params }, signal }),
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
