import { describe, expect, it } from 'vitest';
import { date, dateRangeInOrder, moment } from './dates.ts';

const message = (value: unknown) => {
  const result = date('开始时间').safeParse(value);
  return result.success ? result.data.toISOString() : result.error.issues[0]?.message;
};

describe('the date rule', () => {
  it('reads a day as midnight in China, and 10- and 13-digit timestamps', () => {
    expect(message('2026-11-23')).toBe('2026-11-22T16:00:00.000Z');
    expect(message('1763827200')).toBe('2025-11-22T16:00:00.000Z');
    expect(message(1763827200000)).toBe('2025-11-22T16:00:00.000Z');
  });

  it.each(['0000-01-01', '1999-12-31', '2100-01-01', '9999-12-31', '0946655999', 4102444800])(
    'refuses %j as out of range',
    (value) => expect(message(value)).toBe('开始时间须在2000年至2099年之间'),
  );

  it.each([
    '2026-02-30',
    '2026-13-01',
    '2026-1-1',
    '26-01-01',
    'yesterday',
    '',
    '0',
    '946656000',
    true,
    [],
    '1e10',
    ' 2026-01-01',
  ])('refuses %j as not a date', (value) => expect(message(value)).toBe('开始时间格式不正确'));

  it('wants the end on or after the start', () => {
    const day = (text: string) => new Date(text);
    expect(dateRangeInOrder({ start_time: day('2026-01-02'), end_time: day('2026-01-01') })).toBe(false);
    expect(dateRangeInOrder({ start_time: day('2026-01-01'), end_time: day('2026-01-01') })).toBe(true);
    expect(dateRangeInOrder({ end_time: day('2026-01-01') })).toBe(true);
  });
});

describe('the moment rule', () => {
  const moment_ = (value: unknown) => {
    const result = moment('开始时间').safeParse(value);
    return result.success ? result.data.toISOString() : result.error.issues[0]?.message;
  };

  it('reads an ISO date-time with its offset, and 10- and 13-digit timestamps', () => {
    expect(moment_('2026-12-01T10:00:00+08:00')).toBe('2026-12-01T02:00:00.000Z');
    expect(moment_('2026-12-01T02:00:00.000Z')).toBe('2026-12-01T02:00:00.000Z');
    expect(moment_('2026-12-01T02:00Z')).toBe('2026-12-01T02:00:00.000Z');
    expect(moment_(1764554400000)).toBe('2025-12-01T02:00:00.000Z');
  });

  it.each([
    '2026-12-01',
    '2026-12-01T10:00:00',
    'tomorrow',
    '2026-13-01T00:00:00Z',
    true,
    null,
    ' 1764554400000',
  ])('refuses %j', (value) => expect(moment_(value)).toBe('开始时间格式不正确'));

  it('refuses moments outside 2000 to 2099', () =>
    expect(moment_('2100-01-01T00:00:00Z')).toBe('开始时间须在2000年至2099年之间'));
});
