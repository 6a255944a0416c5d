import type { AdminAfterSaleListParams } from '@yaocai/domain/contracts/after-sales';

export const afterSaleKeys = {
  all: ['after-sales'] as const,
  lists: ['after-sales', 'list'] as const,
  list: (params: AdminAfterSaleListParams) => ['after-sales', 'list', params] as const,
  detail: (id: number) => ['after-sales', 'detail', id] as const,
};
