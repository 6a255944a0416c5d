import { useQuery } from '@tanstack/react-query';
import type { CreditState } from '@yaocai/domain/contracts/money';
import type { OrderPage } from '@yaocai/domain/contracts/order-responses';
import { apiPaths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

// Each block of the hub shows its own loading and failure, so none of these toasts or alerts.
const silently = <T>(path: string, params?: object) => ({
  queryFn: ({ signal }: { signal: AbortSignal }) => api.get<T>(path, { params, signal, silent: true }),
});

export const useOrderCounts = () =>
  useQuery({
    queryKey: ['user', 'hub', 'orders'],
    ...silently<OrderPage>(apiPaths.order.list, { page_size: 1 }),
    select: (page) => page.counts,
  });

export const useBalance = () =>
  useQuery({
    queryKey: ['user', 'hub', 'balance'],
    ...silently<{ balance: string }>(apiPaths.money.balance),
  });

export const useCredit = () =>
  useQuery({ queryKey: ['user', 'hub', 'credit'], ...silently<CreditState>(apiPaths.money.credit) });

export const useCouponCount = () =>
  useQuery({
    queryKey: ['user', 'hub', 'coupons'],
    ...silently<{ count: number }>(apiPaths.user.couponCount),
  });
