import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OverdueBill } from '@yaocai/domain/contracts/admin-money-responses';
import type { OverdueBillParams } from '@yaocai/domain/contracts/admin-money';
import type { CreditBill, MoneyLogEntry } from '@yaocai/domain/contracts/money-responses';
import type { Paged } from '@yaocai/domain/contracts/wire';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { buyerKeys } from './buyer-keys';

export const BUYER_LEDGER_PAGE_SIZE = 10;

/** The buyer's balance movements, newest first. */
export const useBuyerBalanceLog = (buyerId: number, page: number) =>
  useQuery({
    queryKey: buyerKeys.balanceLog(buyerId, page),
    queryFn: ({ signal }) =>
      api.get<Paged<MoneyLogEntry>>(apiPaths.buyers.balanceLog(buyerId), {
        params: { page, page_size: BUYER_LEDGER_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** The buyer's credit bills, newest first, whatever their state. */
export const useBuyerCreditBills = (buyerId: number, page: number) =>
  useQuery({
    queryKey: buyerKeys.creditBills(buyerId, page),
    queryFn: ({ signal }) =>
      api.get<Paged<CreditBill>>(apiPaths.buyers.creditBills(buyerId), {
        params: { page, page_size: BUYER_LEDGER_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** Every buyer's unpaid bills past their due date, the longest overdue first. */
export const useOverdueBills = (params: OverdueBillParams) =>
  useQuery({
    queryKey: buyerKeys.overdueBills(params),
    queryFn: ({ signal }) => api.get<Paged<OverdueBill>>(apiPaths.buyers.overdueBills, { params, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
