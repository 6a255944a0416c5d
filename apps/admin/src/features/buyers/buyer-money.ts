import {
  adjustBalanceBody,
  creditLineBody,
  type AdjustBalanceBody,
  type AdminBuyerDetail,
  type CreditLineBody,
} from '@yaocai/domain/contracts/admin';
import { fenToYuan, yuanToFen } from '@yaocai/domain/money';

// The balance and credit forms: amounts are typed in yuan and sent as exact fen, parsed from the
// decimal text (never through a float), and checked with the contract's own rules on the fen.

export type BalanceDirection = 'add' | 'take';

export interface BalanceForm {
  direction: BalanceDirection;
  /** Yuan as typed, at most two decimals. */
  amount: string | null;
  reason: string;
}

export interface CreditForm {
  /** Yuan as typed, at most two decimals. */
  limit: string | null;
  term_days: number | null;
  reason: string;
}

/** Fen of a typed amount; null when blank or not a plain amount with at most two decimals. */
const fenOf = (yuan: string | null | undefined) =>
  yuan === null || yuan === undefined ? null : yuanToFen(String(yuan));

const firstIssue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? '金额不正确');

/** Why a balance adjustment's amount cannot be sent, or null when it can. */
export function balanceAmountProblem(amount: string | null | undefined): string | null {
  if (amount === null || amount === undefined || String(amount).trim() === '') return '请填写调整金额';
  const fen = fenOf(amount);
  if (fen === null) return '金额最多两位小数';
  if (fen <= 0) return '调整金额须大于0';
  return firstIssue(adjustBalanceBody.shape.change_fen.safeParse(fen));
}

/** Why a credit limit cannot be sent, or null when it can. */
export function creditLimitProblem(limit: string | null | undefined): string | null {
  if (limit === null || limit === undefined || String(limit).trim() === '') return '请填写授信额度';
  const fen = fenOf(limit);
  if (fen === null) return '金额最多两位小数';
  return firstIssue(creditLineBody.shape.limit_fen.safeParse(fen));
}

/** The body of a checked balance form: 扣减 sends the amount as a negative change. */
export function balanceChangeOf(form: BalanceForm): AdjustBalanceBody {
  const fen = fenOf(form.amount) ?? 0;
  return { change_fen: form.direction === 'take' ? -fen : fen, reason: form.reason.trim() };
}

/** The body of a checked credit form. */
export function creditLineOf(form: CreditForm): CreditLineBody {
  return { limit_fen: fenOf(form.limit) ?? 0, term_days: form.term_days ?? 0, reason: form.reason.trim() };
}

/** What is left of the credit line, in yuan. */
export const availableCredit = (credit: NonNullable<AdminBuyerDetail['credit']>) =>
  fenToYuan(credit.limit_fen - credit.used_fen);
