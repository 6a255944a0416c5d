import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreditState } from '@yaocai/domain/contracts/money';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { checkoutKeys } from './checkout-keys';

// Without the credit state the method is shown as unavailable; the other methods still pay, so no alert.
export const getCredit = (signal?: AbortSignal) =>
  api.get<CreditState>(apiPaths.money.credit, { signal, silent: true });

export const getCreditQueryOptions = () =>
  queryOptions({
    queryKey: checkoutKeys.credit,
    queryFn: ({ signal }) => getCredit(signal),
    staleTime: 0,
  });

export const useCredit = () => useQuery(getCreditQueryOptions());
