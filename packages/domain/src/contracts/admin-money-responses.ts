import { z } from 'zod';
import { creditBill, moneyLogEntry } from './money-responses.ts';
import { instant, pagedOf, wholeNumber, yuan } from './wire.ts';

/** A buyer's balance movements and credit bills as the console pages them. */
export const buyerBalanceLog = pagedOf(moneyLogEntry);
export const buyerCreditBills = pagedOf(creditBill);

/** An unpaid credit bill past its due date (逾期账单), with whose it is. */
export const overdueBill = z
  .object({
    id: wholeNumber,
    buyer_id: wholeNumber,
    company: z.string(),
    phone: z.string(),
    order_id: wholeNumber,
    order_no: z.string(),
    amount: yuan,
    due_at: instant,
    days_overdue: wholeNumber,
  })
  .meta({ id: 'OverdueBill' });
export type OverdueBill = z.infer<typeof overdueBill>;
export const overdueBillPage = pagedOf(overdueBill);
