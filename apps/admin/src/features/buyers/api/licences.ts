import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Licence, LicenceType } from '@yaocai/domain/contracts/licences';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { message } from '../../../lib/feedback';
import { buyerKeys } from './buyer-keys';

export const useLicences = (buyerId: number) =>
  useQuery({
    queryKey: buyerKeys.licences(buyerId),
    queryFn: ({ signal }) => api.get<Licence[]>(apiPaths.buyers.licences(buyerId), { signal }),
  });

export interface LicenceInput {
  number: string;
  holder: string;
  valid_until: string | null;
  images: string[];
}

/** Every change answers the licence; the list is read again (its order and states may change). */
function useLicenceChange<V>(
  buyerId: number,
  send: (variables: V) => Promise<unknown>,
  done: string,
  showsErrors = false,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta: { showsErrors },
    onSuccess: () => {
      message.success(done);
      return queryClient.invalidateQueries({ queryKey: buyerKeys.licences(buyerId) });
    },
  });
}

export const useFileLicence = (buyerId: number) =>
  useLicenceChange(
    buyerId,
    ({ type, body }: { type: LicenceType; body: LicenceInput }) =>
      api.put(apiPaths.buyers.licence(buyerId, type), body),
    '证照已保存',
    true,
  );

export const useRemoveLicence = (buyerId: number) =>
  useLicenceChange(
    buyerId,
    (type: LicenceType) => api.delete(apiPaths.buyers.licence(buyerId, type)),
    '证照已删除',
  );

export const useReviewLicence = (buyerId: number) =>
  useLicenceChange(
    buyerId,
    ({ type, reason }: { type: LicenceType; reason?: string }) =>
      reason === undefined
        ? api.post(`${apiPaths.buyers.licence(buyerId, type)}/approve`)
        : api.post(`${apiPaths.buyers.licence(buyerId, type)}/reject`, { reason }),
    '审核结果已保存',
  );
