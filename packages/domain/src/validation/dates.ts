import { z } from 'zod';

/** Dates the shop can mean: its records start in 2000 and nothing is planned past 2099. */
const EARLIEST = Date.UTC(2000, 0, 1) - 8 * 3_600_000;
const LATEST = Date.UTC(2100, 0, 1) - 8 * 3_600_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Midnight in China (UTC+8) of a real calendar day written yyyy-mm-dd, else NaN. */
function chinaMidnight(text: string): number {
  const match = DAY.exec(text);
  if (!match) return Number.NaN;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // setUTCFullYear, unlike Date.UTC, takes years below 100 as written rather than as 19xx.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? date.getTime() - 8 * 3_600_000 : Number.NaN;
}

/** Milliseconds of a 10-digit (seconds, spec §5) or 13-digit (ms) timestamp, else NaN. */
const timestampMs = (text: string): number =>
  /^\d{10}$/.test(text) ? Number(text) * 1000 : /^\d{13}$/.test(text) ? Number(text) : Number.NaN;

/**
 * The one date rule of every request: yyyy-mm-dd (a real day, midnight in China), or a 10-digit
 * (seconds) or 13-digit (ms) timestamp, as the spec's pages send them; between 2000 and 2099.
 */
const parseDate = (label: string) =>
  z.union([z.string(), z.number()], { error: `${label}格式不正确` }).transform((value, context) => {
    const text = String(value);
    const ms = DAY.test(text) ? chinaMidnight(text) : timestampMs(text);
    if (!Number.isFinite(ms)) {
      context.addIssue({ code: 'custom', message: `${label}格式不正确` });
      return z.NEVER;
    }
    if (ms < EARLIEST || ms >= LATEST) {
      context.addIssue({ code: 'custom', message: `${label}须在2000年至2099年之间` });
      return z.NEVER;
    }
    return new Date(ms);
  });

export const date = (label: string) =>
  parseDate(label).meta({
    description: 'A day, YYYY-MM-DD (China time), or a 10-digit (s) or 13-digit (ms) timestamp',
  });

/** A start and end date where both are given: the end may not come before the start. */
export const dateRangeInOrder = (range: { start_time?: Date | undefined; end_time?: Date | undefined }) =>
  !range.start_time || !range.end_time || range.end_time.getTime() >= range.start_time.getTime();

/** The calendar day in China (YYYY-MM-DD) of a date a request parsed, as a date column stores it. */
export const chinaDayOf = (date: Date): string =>
  new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

/** An ISO moment with its offset, as the console sends a time of day (2026-12-01T08:00:00.000Z). */
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * A moment of a window (an activity's start or end): an ISO date-time with its offset, or a 10-digit
 * (seconds) or 13-digit (ms) timestamp; between 2000 and 2099.
 */
export const moment = (label: string) =>
  z
    .union([z.string(), z.number()], { error: `${label}格式不正确` })
    .transform((value, context) => {
      const text = String(value);
      const ms = ISO_MOMENT.test(text) ? Date.parse(text) : timestampMs(text);
      if (!Number.isFinite(ms)) {
        context.addIssue({ code: 'custom', message: `${label}格式不正确` });
        return z.NEVER;
      }
      if (ms < EARLIEST || ms >= LATEST) {
        context.addIssue({ code: 'custom', message: `${label}须在2000年至2099年之间` });
        return z.NEVER;
      }
      return new Date(ms);
    })
    .meta({ description: 'A moment: ISO 8601 with offset, or a 10-digit (s) or 13-digit (ms) timestamp' });
