import type { AdminOrderListParams } from '@yaocai/domain/contracts/admin';

export const orderKeys = {
  all: ['orders'] as const,
  list: (params: AdminOrderListParams) => ['orders', 'list', params] as const,
  detail: (id: number) => ['orders', 'detail', id] as const,
};
