import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreditBill,
  CreditState,
  MoneyConfig,
  MoneyLogEntry,
  Recharge,
  RepayMethod,
  Repayment,
} from '@yaocai/domain/contracts/money';
import type { Paged } from '@yaocai/domain/contracts/wire';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

export const WALLET_PAGE_SIZE = 10;

/** Every figure of the buyer's money, so a recharge or repayment refreshes them all (the hub's too). */
const walletKeys = {
  all: ['user'] as const,
  balance: ['user', 'money', 'balance'] as const,
  log: (filters: BalanceLogFilters) => ['user', 'money', 'log', filters] as const,
  config: ['user', 'money', 'config'] as const,
  credit: ['user', 'money', 'credit'] as const,
  bills: (type: number, page: number) => ['user', 'money', 'bills', type, page] as const,
};

// The pages show their own loading and failure states, so reads neither toast nor alert.
export const useBalance = () =>
  useQuery({
    queryKey: walletKeys.balance,
    queryFn: ({ signal }) => api.get<{ balance: string }>(apiPaths.money.balance, { signal, silent: true }),
  });

export interface BalanceLogFilters {
  page: number;
  /** 0 every movement, 1 money in, 2 money out. */
  useType: number;
  start: string;
  end: string;
}

export const useBalanceLog = (filters: BalanceLogFilters) =>
  useQuery({
    queryKey: walletKeys.log(filters),
    queryFn: ({ signal }) =>
      api.get<Paged<MoneyLogEntry>>(apiPaths.money.balanceLog, {
        params: {
          page: filters.page,
          page_size: WALLET_PAGE_SIZE,
          use_type: filters.useType,
          ...(filters.start && filters.end ? { start_time: filters.start, end_time: filters.end } : {}),
        },
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });

export const useMoneyConfig = () =>
  useQuery({
    queryKey: walletKeys.config,
    queryFn: ({ signal }) => api.get<MoneyConfig>(apiPaths.money.config, { signal, silent: true }),
    staleTime: 60_000,
  });

export const useCreditState = () =>
  useQuery({
    queryKey: walletKeys.credit,
    queryFn: ({ signal }) => api.get<CreditState>(apiPaths.money.credit, { signal, silent: true }),
  });

export const useCreditBills = (type: number, page: number) =>
  useQuery({
    queryKey: walletKeys.bills(type, page),
    queryFn: ({ signal }) =>
      api.get<Paged<CreditBill>>(apiPaths.money.creditBills, {
        params: { type, page, page_size: WALLET_PAGE_SIZE },
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });

const withKey = (idempotencyKey: string) => ({ headers: { 'Idempotency-Key': idempotencyKey } });

/** Opens a recharge (one per key) and hands back the gateway's cashier. */
export const useRecharge = (idempotencyKey: string) =>
  useMutation({
    mutationFn: (amount: number) =>
      api.post<Recharge>(apiPaths.money.recharge, { amount }, withKey(idempotencyKey)),
  });

/** Whether a recharge paid at the gateway has been credited; asked again until its notify has come. */
export const useRechargeCheck = (rechargeId: number | null) =>
  useQuery({
    queryKey: ['user', 'money', 'recharge', rechargeId],
    queryFn: ({ signal }) =>
      api.get<Recharge>(apiPaths.money.rechargeCheck(rechargeId!), { signal, silent: true }),
    enabled: rechargeId !== null,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 2_000 : false),
  });

/** Opens a repayment of the chosen bills (one per key) and pays it from the balance or online. */
export const useRepay = (idempotencyKey: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ billIds, method }: { billIds: number[]; method: RepayMethod }) => {
      const repayment = await api.post<Repayment>(
        apiPaths.money.repaymentCreate,
        { bill_ids: billIds },
        withKey(idempotencyKey),
      );
      return api.postForMessage<Repayment>(apiPaths.money.repaymentPay, { id: repayment.id, method });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKeys.all }),
  });
};

/** Where a repayment paid at the gateway stands; asked again until the gateway's notify has come. */
export const useRepaymentCheck = (repaymentId: number | null) =>
  useQuery({
    queryKey: ['user', 'money', 'repayment', repaymentId],
    queryFn: ({ signal }) =>
      api.post<Repayment>(apiPaths.money.repaymentCheck, { id: repaymentId }, { signal, silent: true }),
    enabled: repaymentId !== null,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 2_000 : false),
  });

export const useRefreshWallet = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: walletKeys.all });
};
