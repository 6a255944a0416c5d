import { z } from 'zod';
import { instant, pagedOf, yuan } from './wire.ts';

export const moneyLogEntry = z.object({
  id: z.number().int(),
  change: yuan.meta({ description: 'Positive in, negative out' }),
  balance_after: yuan,
  kind: z.string(),
  memo: z.string(),
  created_at: instant,
});
export type MoneyLogEntry = z.infer<typeof moneyLogEntry>;

export const balance = z.object({ balance: yuan });

export const creditState = z.object({
  limit: yuan,
  used: yuan,
  available: yuan,
  overdue: yuan.meta({ description: 'Unpaid bills past their due date: credit is blocked until repaid' }),
  unpaid: yuan.meta({ description: 'Every unpaid bill' }),
  term_days: z.number().int().meta({ description: 'Days a credit purchase may stay unpaid (0: no line)' }),
  next_due_at: instant.nullable().meta({ description: 'The earliest due date of an unpaid bill' }),
});
export type CreditState = z.infer<typeof creditState>;

export const creditBill = z.object({
  id: z.number().int(),
  order_no: z.string(),
  amount: yuan,
  status: z
    .enum(['unpaid', 'repaid', 'refunded'])
    .meta({ description: 'unpaid: to repay by due_at; repaid; refunded: the order was cancelled' }),
  created_at: instant,
  due_at: instant,
  settled_at: instant.nullable(),
});
export type CreditBill = z.infer<typeof creditBill>;

export const rechargeOffer = z.object({
  amount: yuan,
  bonus: yuan.meta({ description: 'Added to the balance with a recharge of at least amount' }),
});
export const moneyConfig = z.object({
  offers: z.array(rechargeOffer),
  min: z.number().int().meta({ description: 'Smallest recharge, whole yuan' }),
  max: z.number().int().meta({ description: 'Largest recharge, whole yuan' }),
});
export type MoneyConfig = z.infer<typeof moneyConfig>;

export const recharge = z.object({
  id: z.number().int(),
  amount: yuan,
  bonus: yuan,
  status: z.enum(['pending', 'paid']),
  pay_url: z.string().nullable().meta({ description: "The gateway's cashier while pending" }),
});
export type Recharge = z.infer<typeof recharge>;

/**
 * Where a repayment stands. refunded: paid online, but every bill it was for had been settled
 * meanwhile, so all of it went back to the balance; rejected: refused before any money moved, as its
 * bills were no longer owed as they were when it was opened.
 */
export const repaymentStatuses = ['pending', 'paid', 'refunded', 'rejected'] as const;
export type RepaymentStatus = (typeof repaymentStatuses)[number];

export const REPAYMENT_STATUS_LABEL: Record<RepaymentStatus, string> = {
  pending: '待支付',
  paid: '已还款',
  refunded: '已退回余额',
  rejected: '已拒绝（未扣款）',
};

export const repayment = z.object({
  id: z.number().int(),
  amount: yuan,
  bill_ids: z.array(z.number().int()),
  status: z.enum(repaymentStatuses),
  status_label: z.string(),
  reason: z.string().nullable().meta({ description: 'Why it was refunded or rejected' }),
  pay_url: z.string().nullable().meta({ description: "The gateway's cashier, once paying online" }),
});
export type Repayment = z.infer<typeof repayment>;

/** A repayment as the console lists it on the buyer's page: when it was opened and paid. */
export const repaymentRecord = repayment.omit({ pay_url: true }).extend({
  created_at: instant,
  paid_at: instant.nullable(),
});
export type RepaymentRecord = z.infer<typeof repaymentRecord>;
export const repaymentRecordPage = pagedOf(repaymentRecord);
