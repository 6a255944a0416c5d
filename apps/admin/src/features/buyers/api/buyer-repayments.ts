import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Paged } from '@yaocai/domain/contracts/wire';
import type { RepaymentRecord } from '@yaocai/domain/contracts/money-responses';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { buyerKeys } from './buyer-keys';

export const BUYER_REPAYMENTS_PAGE_SIZE = 5;

/** The buyer's repayments of credit bills, newest first, each as it stands and why. */
export const useBuyerRepayments = (buyerId: number, page: number) =>
  useQuery({
    queryKey: buyerKeys.repayments(buyerId, page),
    queryFn: ({ signal }) =>
      api.get<Paged<RepaymentRecord>>(apiPaths.buyers.repayments(buyerId), {
        params: { page, page_size: BUYER_REPAYMENTS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
