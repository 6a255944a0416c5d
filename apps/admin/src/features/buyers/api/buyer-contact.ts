import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Address } from '@yaocai/domain/contracts/address';
import type { AdminBuyerMessageList, BuyerMessageBody } from '@yaocai/domain/contracts/admin';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { message } from '../../../lib/feedback';
import { buyerKeys } from './buyer-keys';

export const BUYER_MESSAGES_PAGE_SIZE = 5;

/** Where the buyer has goods delivered, the default first. */
export const useBuyerAddresses = (buyerId: number) =>
  useQuery({
    queryKey: buyerKeys.addresses(buyerId),
    queryFn: ({ signal }) => api.get<Address[]>(apiPaths.buyers.addresses(buyerId), { signal }),
  });

/** What the buyer was told (我的消息), newest first, with how many they have not read. */
export const useBuyerMessages = (buyerId: number, page: number) =>
  useQuery({
    queryKey: buyerKeys.messagePage(buyerId, page),
    queryFn: ({ signal }) =>
      api.get<AdminBuyerMessageList>(apiPaths.buyers.messages(buyerId), {
        params: { page, page_size: BUYER_MESSAGES_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export function useSendBuyerMessage(buyerId: number, { onSent }: { onSent: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BuyerMessageBody) =>
      api.post<AdminBuyerMessageList>(apiPaths.buyers.messages(buyerId), body),
    meta: { showsErrors: true },
    onSuccess: () => {
      message.success('消息已发送');
      onSent();
      return queryClient.invalidateQueries({ queryKey: buyerKeys.messages(buyerId) });
    },
  });
}
