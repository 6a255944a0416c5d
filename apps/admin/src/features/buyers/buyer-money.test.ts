import { describe, expect, it } from 'vitest';
import { buyerDetail } from '../../testing/fixtures';
import {
  availableCredit,
  balanceAmountProblem,
  balanceChangeOf,
  creditLimitProblem,
  creditLineOf,
} from './buyer-money';

describe('a balance adjustment', () => {
  it('sends the typed yuan as exact fen, negative when taking', () => {
    // 0.29 × 100 is 28.999… as a float, 1.15 × 100 is 114.999…
    expect(balanceChangeOf({ direction: 'add', amount: '0.29', reason: ' 充值 ' })).toEqual({
      change_fen: 29,
      reason: '充值',
    });
    expect(balanceChangeOf({ direction: 'take', amount: '1.15', reason: '扣款' }).change_fen).toBe(-115);
    expect(balanceChangeOf({ direction: 'take', amount: '12.30', reason: '扣款' }).change_fen).toBe(-1230);
  });

  it('refuses a blank, zero, over-precise or too large amount', () => {
    expect(balanceAmountProblem(null)).toBe('请填写调整金额');
    expect(balanceAmountProblem('0.00')).toBe('调整金额须大于0');
    expect(balanceAmountProblem('1.234')).toBe('金额最多两位小数');
    expect(balanceAmountProblem('1000000.01')).toBe('调整金额须为-100万元至100万元之间的整数分');
    expect(balanceAmountProblem('1000000')).toBeNull();
  });
});

describe('a credit line', () => {
  it('sends the limit in exact fen with the term', () => {
    expect(creditLineOf({ limit: '8000.5', term_days: 45, reason: ' 年审 ' })).toEqual({
      limit_fen: 800050,
      term_days: 45,
      reason: '年审',
    });
  });

  it('allows a zero limit, not a blank or too large one', () => {
    expect(creditLimitProblem('0')).toBeNull();
    expect(creditLimitProblem('')).toBe('请填写授信额度');
    expect(creditLimitProblem('10000000.01')).toBe('授信额度须为0至1000万元之间的整数分');
  });

  it('has what is not used left, counted in fen', () => {
    expect(availableCredit(buyerDetail().credit!)).toBe('3765.44');
  });
});
