import { z } from 'zod';
import { page, pageSize } from '../validation/numbers.ts';
import { ADMIN_PAGE_SIZE_MAX } from './admin.ts';

/** GET /api/admin/credit-bills/overdue: a page of the unpaid bills past their due date, across buyers. */
export const overdueBillQuery = z.object({ page: page(), page_size: pageSize(ADMIN_PAGE_SIZE_MAX, 20) });
export type OverdueBillParams = z.input<typeof overdueBillQuery>;
