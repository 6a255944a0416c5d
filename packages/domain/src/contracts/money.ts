import { z } from 'zod';
import { dateRangeInOrder } from '../validation/dates.ts';
import { id, integer, oneOf, page, pageSize } from '../validation/numbers.ts';
import { dateRange, END_BEFORE_START, LIST_PAGE_SIZE_MAX } from './list-query.ts';

export const moneyLogQuery = z
  .object({
    page: page(),
    page_size: pageSize(LIST_PAGE_SIZE_MAX, 10),
    /** 0 every movement, 1 money in (top-up, refund), 2 money out (payment). */
    use_type: oneOf([0, 1, 2], '类型不正确').default(0),
    ...dateRange,
  })
  .refine(dateRangeInOrder, END_BEFORE_START);

export const creditListQuery = z.object({
  page: page(),
  page_size: pageSize(LIST_PAGE_SIZE_MAX, 10),
  /** 0 every bill, 1 still to repay, 2 settled (repaid or refunded). */
  type: oneOf([0, 1, 2], '类型不正确').default(0),
});

/** A recharge in whole yuan, within what one payment may carry. */
export const RECHARGE_MIN_YUAN = 100;
export const RECHARGE_MAX_YUAN = 500_000;

/** POST /api/cash_coupon/userRecharge: tops up the balance through the payment gateway. */
export const rechargeBody = z.object({
  amount: integer({
    min: RECHARGE_MIN_YUAN,
    max: RECHARGE_MAX_YUAN,
    message: `充值金额须为 ${RECHARGE_MIN_YUAN} 到 ${RECHARGE_MAX_YUAN} 元的整数`,
  }),
});

export const rechargeParams = z.object({ id: id('充值单') });

/** Most bills one repayment settles. */
export const REPAY_BILLS_MAX = 50;

/** POST /api/pay/user_credit_create: a repayment of the chosen unpaid bills. */
export const repaymentCreateBody = z.object({
  bill_ids: z
    .array(id('账单'), { error: '请选择要还款的账单' })
    .min(1, '请选择要还款的账单')
    .max(REPAY_BILLS_MAX, `一次最多还款${REPAY_BILLS_MAX}笔账单`),
});

export const REPAY_METHOD = { online: 'online', balance: 'balance' } as const;
export type RepayMethod = (typeof REPAY_METHOD)[keyof typeof REPAY_METHOD];

/** POST /api/pay/user_credit_pay: pays a repayment online (through the gateway) or from the balance. */
export const repaymentPayBody = z.object({
  id: id('还款单'),
  method: z.enum(['online', 'balance'], { error: '请选择还款方式' }).default('online'),
});

/** POST /api/pay/user_credit_check: where a repayment stands. */
export const repaymentCheckBody = z.object({ id: id('还款单') });

export const MONEY_MESSAGES = {
  rechargeOpened: '请在支付页面完成付款',
  repaid: '还款成功',
  repaymentOpened: '请在支付页面完成还款',
  noBills: '所选账单已还清或不存在，请刷新后重试',
  repaymentMissing: '还款单不存在',
  rechargeMissing: '充值单不存在',
  repaymentDone: '该还款单已完成，请勿重复支付',
  repaymentClosed: '该还款单已关闭，请重新选择账单还款',
  /** Why a repayment is rejected before any money moved, or refunded to the balance. */
  billsSettled: '所选账单已还清或已退款，本次未扣款',
  billsChanged: '所选账单已有变化（部分已还清、已退款或金额已调整），本次未扣款，请重新选择账单',
  refundedToBalance: '所选账单在到账前已还清或已退款，还款金额已退回余额',
  overdue: '您有逾期未还的账期账单，请先还款后再使用授信支付',
} as const;

export type {
  CreditBill,
  CreditState,
  MoneyConfig,
  MoneyLogEntry,
  Recharge,
  Repayment,
} from './money-responses.ts';
