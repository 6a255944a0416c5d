import { describe, expect, it } from 'vitest';
import { chosenMethod, firstUsable, payMethodOptions } from './pay-methods';

const credit = (limit: string, available: string, overdue = '0.00') => ({
  state: 'ready' as const,
  value: { limit, used: '0.00', available, overdue, unpaid: overdue, term_days: 30, next_due_at: null },
});

const plain = (payable: string) => ({ payable, contains_ephedrine: false });

describe('pay methods', () => {
  it('lets a fund pay only what it covers, to the fen', () => {
    const options = payMethodOptions(plain('72.50'), {
      balance: { state: 'ready', value: '72.49' },
      credit: credit('100.00', '72.50'),
    });
    expect(options.map((option) => [option.method, option.available, option.problem])).toEqual([
      ['balance', '72.49', '余额不足'],
      ['credit', '72.50', null],
      ['online', null, null],
    ]);
    expect(firstUsable(options)).toBe('credit');
  });

  it('says why a fund cannot be used yet or at all', () => {
    const options = payMethodOptions(plain('10.00'), {
      balance: { state: 'loading' },
      credit: credit('0.00', '0.00'),
    });
    expect(options.map((option) => option.problem)).toEqual(['正在查询余额…', '未开通授信', null]);
    const failed = payMethodOptions(plain('10.00'), {
      balance: { state: 'failed' },
      credit: { state: 'failed' },
    });
    expect(failed.map((option) => option.problem)).toEqual([
      '暂时无法查询余额',
      '暂时无法查询授信额度',
      null,
    ]);
    expect(firstUsable(failed)).toBe('online');
  });

  it('closes credit while a bill is overdue, whatever is available', () => {
    const options = payMethodOptions(plain('10.00'), {
      balance: { state: 'ready', value: '0.00' },
      credit: credit('100.00', '90.00', '10.00'),
    });
    expect(options[1]).toMatchObject({ method: 'credit', problem: '有逾期账单，请先还款' });
    expect(firstUsable(options)).toBe('online');
  });

  it('never lets the balance pay goods containing ephedrine, however much it holds', () => {
    const options = payMethodOptions(
      { payable: '10.00', contains_ephedrine: true },
      { balance: { state: 'ready', value: '9999.00' }, credit: credit('100.00', '100.00') },
    );
    expect(options[0]).toMatchObject({
      method: 'balance',
      available: '9999.00',
      problem: '含麻黄碱类药品不能使用余额支付，请选择授信或在线支付',
    });
    expect(firstUsable(options)).toBe('credit');
  });

  it("keeps the buyer's choice only while it can pay", () => {
    const options = payMethodOptions(plain('72.50'), {
      balance: { state: 'ready', value: '10.00' },
      credit: credit('100.00', '100.00'),
    });
    expect(chosenMethod(options, null)).toBe('credit');
    expect(chosenMethod(options, 'online')).toBe('online');
    expect(chosenMethod(options, 'balance')).toBe('credit');
    expect(chosenMethod([], 'online')).toBeNull();
  });
});
