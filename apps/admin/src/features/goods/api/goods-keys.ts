import type { AdminGoodsListParams } from '@yaocai/domain/contracts/admin';
import { goodsQueryRoot } from '../../../lib/query-keys';

export const goodsKeys = {
  all: goodsQueryRoot,
  list: (params: AdminGoodsListParams) => [...goodsQueryRoot, 'list', params] as const,
};
