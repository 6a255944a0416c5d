import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  FeedbackBody,
  PurchaseRequest,
  PurchaseRequestBody,
} from '@yaocai/domain/contracts/buyer-requests';
import type { Paged } from '@yaocai/domain/contracts/wire';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

export const REQUESTS_PAGE_SIZE = 10;
const requestsKey = ['user', 'purchase-requests'] as const;

export const usePurchaseRequests = (page: number) =>
  useQuery({
    queryKey: [...requestsKey, page],
    queryFn: ({ signal }) =>
      api.get<Paged<PurchaseRequest>>(apiPaths.user.purchaseRequests, {
        params: { page, page_size: REQUESTS_PAGE_SIZE },
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });

/** Files a 求购 request; the list reloads to show it waiting. */
export const useFileRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PurchaseRequestBody) =>
      api.postForMessage<PurchaseRequest>(apiPaths.user.purchaseRequests, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestsKey }),
  });
};

export const useSendFeedback = () =>
  useMutation({
    mutationFn: (body: FeedbackBody) => api.postForMessage<null>(apiPaths.user.feedback, body),
  });
