import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { checkoutKeys } from './checkout-keys';

export interface BalanceState {
  balance: string;
}

// Without the balance the method is shown as unavailable; the other methods still pay, so no alert.
export const getBalance = (signal?: AbortSignal) =>
  api.get<BalanceState>(apiPaths.money.balance, { signal, silent: true });

export const getBalanceQueryOptions = () =>
  queryOptions({
    queryKey: checkoutKeys.balance,
    queryFn: ({ signal }) => getBalance(signal),
    staleTime: 0,
  });

export const useBalance = () => useQuery(getBalanceQueryOptions());
