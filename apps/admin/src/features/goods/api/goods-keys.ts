import type { AdminGoodsListParams } from '@yaocai/domain/contracts/admin';

export const goodsKeys = {
  all: ['goods'] as const,
  list: (params: AdminGoodsListParams) => ['goods', 'list', params] as const,
};
