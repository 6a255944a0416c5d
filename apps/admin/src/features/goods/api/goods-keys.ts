import type { AdminGoodsListParams } from '@yaocai/domain/contracts/admin';
import { goodsQueryRoot } from '../../../lib/query-keys';

export const goodsKeys = {
  all: goodsQueryRoot,
  lists: [...goodsQueryRoot, 'list'] as const,
  list: (params: AdminGoodsListParams) => [...goodsQueryRoot, 'list', params] as const,
  detail: (id: number) => [...goodsQueryRoot, 'detail', id] as const,
  options: [...goodsQueryRoot, 'options'] as const,
  manufacturers: (keywords: string) => [...goodsQueryRoot, 'manufacturers', keywords] as const,
};
