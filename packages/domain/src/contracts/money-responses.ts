import { z } from 'zod';
import { instant, yuan } from './wire.ts';

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

export const creditState = z.object({ limit: yuan, used: yuan, available: yuan });
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
