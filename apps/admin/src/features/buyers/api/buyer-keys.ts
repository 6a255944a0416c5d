import type { AdminBuyerListParams } from '@yaocai/domain/contracts/admin';
import type { OverdueBillParams } from '@yaocai/domain/contracts/admin-money';

export const buyerKeys = {
  all: ['buyers'] as const,
  lists: ['buyers', 'list'] as const,
  list: (params: AdminBuyerListParams) => ['buyers', 'list', params] as const,
  detail: (id: number) => ['buyers', 'detail', id] as const,
  licences: (id: number) => ['buyers', 'detail', id, 'licences'] as const,
  licenceCheck: (id: number) => ['buyers', 'detail', id, 'licences', 'check'] as const,
  orders: (id: number, page: number) => ['buyers', 'detail', id, 'orders', page] as const,
  repayments: (id: number, page: number) => ['buyers', 'detail', id, 'repayments', page] as const,
  balanceLog: (id: number, page: number) => ['buyers', 'detail', id, 'balance-log', page] as const,
  creditBills: (id: number, page: number) => ['buyers', 'detail', id, 'credit-bills', page] as const,
  overdueBills: (params: OverdueBillParams) => ['buyers', 'overdue-bills', params] as const,
  addresses: (id: number) => ['buyers', 'detail', id, 'addresses'] as const,
  messages: (id: number) => ['buyers', 'detail', id, 'messages'] as const,
  messagePage: (id: number, page: number) => ['buyers', 'detail', id, 'messages', page] as const,
  businessScopes: ['buyers', 'business-scopes'] as const,
};
