import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminBuyer, AdminBuyerDetail } from '@yaocai/domain/contracts/admin';
import type { LicenceCheck } from '@yaocai/domain/contracts/licence-requirements-responses';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { message } from '../../../lib/feedback';
import { buyerKeys } from './buyer-keys';

/** What the buyer's kind requires and what of it falls short, read when the approval opens. */
export const useLicenceCheck = (buyerId: number, enabled: boolean) =>
  useQuery({
    queryKey: buyerKeys.licenceCheck(buyerId),
    queryFn: ({ signal }) => api.get<LicenceCheck>(apiPaths.buyers.licenceCheck(buyerId), { signal }),
    enabled,
    staleTime: 0,
  });

export interface ApproveBuyerInput {
  id: number;
  /** Approves although required licences fall short, for this reason (audited). */
  overrideReason?: string;
}

export const approveBuyer = ({ id, overrideReason }: ApproveBuyerInput) =>
  api.post<AdminBuyer>(
    apiPaths.buyers.approve(id),
    overrideReason === undefined ? undefined : { override: { reason: overrideReason } },
  );

export function useApproveBuyer({ onApproved }: { onApproved?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveBuyer,
    onSuccess: (buyer) => {
      message.success('已通过审核');
      onApproved?.();
      // The review answers the buyer without their money and manager, which the detail keeps.
      queryClient.setQueryData<AdminBuyerDetail>(
        buyerKeys.detail(buyer.id),
        (detail) => detail && { ...detail, ...buyer },
      );
      return queryClient.invalidateQueries({ queryKey: buyerKeys.all });
    },
    // A licence may have changed since the check was read: read it again to show why.
    onError: (_error, { id }) => queryClient.invalidateQueries({ queryKey: buyerKeys.licenceCheck(id) }),
  });
}
