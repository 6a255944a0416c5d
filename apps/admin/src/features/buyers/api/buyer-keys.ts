import type { AdminBuyerListParams } from '@yaocai/domain/contracts/admin';

export const buyerKeys = {
  all: ['buyers'] as const,
  list: (params: AdminBuyerListParams) => ['buyers', 'list', params] as const,
  detail: (id: number) => ['buyers', 'detail', id] as const,
};
