import {
  PAY_METHOD,
  PAY_METHOD_LABEL,
  type PayMethod,
  type PayMethodOption,
} from '@yaocai/domain/contracts/checkout';
import type { CreditState } from '@yaocai/domain/contracts/money';
import { yuanToFen } from '@yaocai/domain/money';
import { EPHEDRINE_NO_BALANCE } from '@yaocai/domain/pricing/monthly-limit';

/** A fund as the page knows it: its state, or still loading, or not to be had. */
export type Seen<T> = { state: 'ready'; value: T } | { state: 'loading' } | { state: 'failed' };

const covers = (available: string, payable: string) =>
  (yuanToFen(available) ?? 0) >= (yuanToFen(payable) ?? Number.POSITIVE_INFINITY);

const option = (method: PayMethod, available: string | null, problem: string | null): PayMethodOption => ({
  method,
  label: PAY_METHOD_LABEL[method],
  available,
  problem,
});

function balanceOption(payable: string, balance: Seen<string>, containsEphedrine: boolean): PayMethodOption {
  if (containsEphedrine)
    return option(PAY_METHOD.balance, balance.state === 'ready' ? balance.value : null, EPHEDRINE_NO_BALANCE);
  if (balance.state === 'loading') return option(PAY_METHOD.balance, null, '正在查询余额…');
  if (balance.state === 'failed') return option(PAY_METHOD.balance, null, '暂时无法查询余额');
  return option(PAY_METHOD.balance, balance.value, covers(balance.value, payable) ? null : '余额不足');
}

function creditOption(payable: string, credit: Seen<CreditState>): PayMethodOption {
  if (credit.state === 'loading') return option(PAY_METHOD.credit, null, '正在查询授信额度…');
  if (credit.state === 'failed') return option(PAY_METHOD.credit, null, '暂时无法查询授信额度');
  const { limit, available, overdue } = credit.value;
  if (yuanToFen(limit) === 0) return option(PAY_METHOD.credit, null, '未开通授信');
  if ((yuanToFen(overdue) ?? 0) > 0) return option(PAY_METHOD.credit, available, '有逾期账单，请先还款');
  return option(PAY_METHOD.credit, available, covers(available, payable) ? null : '可用授信额度不足');
}

/**
 * The three ways to pay an order, each disabled with its reason when it cannot pay it (the balance
 * never pays goods containing ephedrine). Only for showing: the server checks again when paying.
 */
export const payMethodOptions = (
  order: { payable: string; contains_ephedrine: boolean },
  funds: { balance: Seen<string>; credit: Seen<CreditState> },
): PayMethodOption[] => [
  balanceOption(order.payable, funds.balance, order.contains_ephedrine),
  creditOption(order.payable, funds.credit),
  option(PAY_METHOD.online, null, null),
];

export const firstUsable = (options: PayMethodOption[]): PayMethod | null =>
  options.find((entry) => entry.problem === null)?.method ?? null;

/**
 * The method to show as chosen: the buyer's own choice while it can pay, else the first that can. Derived on
 * every render, so new amounts or funds move a default choice, never a usable one the buyer made.
 */
export const chosenMethod = (options: PayMethodOption[], chosen: PayMethod | null): PayMethod | null =>
  options.find((entry) => entry.method === chosen && entry.problem === null)?.method ?? firstUsable(options);

export const seenOf = <T, U>(
  query: { data: T | undefined; isError: boolean },
  pick: (data: T) => U,
): Seen<U> => {
  if (query.data !== undefined) return { state: 'ready', value: pick(query.data) };
  return query.isError ? { state: 'failed' } : { state: 'loading' };
};
