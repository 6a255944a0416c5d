import type { CreditBill } from '@yaocai/domain/contracts/money-responses';

export type BillState = 'overdue' | CreditBill['status'];

export const BILL_STATE: Record<BillState, { label: string; color: string }> = {
  unpaid: { label: '待还款', color: 'processing' },
  overdue: { label: '已逾期', color: 'error' },
  repaid: { label: '已还款', color: 'success' },
  refunded: { label: '已退款', color: 'default' },
};

/** A bill as the operator reads it: an unpaid one past its due date is overdue. */
export const billStateOf = (bill: Pick<CreditBill, 'status' | 'due_at'>, now = Date.now()): BillState =>
  bill.status === 'unpaid' && Date.parse(bill.due_at) < now ? 'overdue' : bill.status;
