import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Feedback,
  FeedbackBody,
  PurchaseRequest,
  PurchaseRequestBody,
} from '@yaocai/domain/contracts/buyer-requests';
import type { Paged } from '@yaocai/domain/contracts/wire';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

export const REQUESTS_PAGE_SIZE = 10;
const requestsKey = ['user', 'purchase-requests'] as const;
const feedbackKey = ['user', 'feedback'] as const;

/** A page of what the buyer wrote to the shop, newest first. */
const useOwnPage = <T>(key: readonly string[], path: string, page: number) =>
  useQuery({
    queryKey: [...key, page],
    queryFn: ({ signal }) =>
      api.get<Paged<T>>(path, { params: { page, page_size: REQUESTS_PAGE_SIZE }, signal, silent: true }),
    placeholderData: keepPreviousData,
  });

export const usePurchaseRequests = (page: number) =>
  useOwnPage<PurchaseRequest>(requestsKey, apiPaths.user.purchaseRequests, page);

export const useOwnFeedback = (page: number) =>
  useOwnPage<Feedback>(feedbackKey, apiPaths.user.feedback, page);

/** Files a 求购 request; the list reloads to show it waiting. */
export const useFileRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PurchaseRequestBody) =>
      api.postForMessage<PurchaseRequest>(apiPaths.user.purchaseRequests, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestsKey }),
  });
};

/** Sends feedback; the list reloads to show it waiting for an answer. */
export const useSendFeedback = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FeedbackBody) => api.postForMessage<null>(apiPaths.user.feedback, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackKey }),
  });
};
