import type { AdminOrderListParams } from '@yaocai/domain/contracts/admin';
import { orderQueryRoot, ordersQueryRoot } from '../../../lib/query-keys';

export const orderKeys = {
  all: ordersQueryRoot,
  list: (params: AdminOrderListParams) => [...ordersQueryRoot, 'list', params] as const,
  detail: orderQueryRoot,
  afterSales: (id: number, page: number) => [...orderQueryRoot(id), 'after-sales', page] as const,
};
