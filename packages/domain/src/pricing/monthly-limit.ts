/** China time is UTC+8 all year. */
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** The instant a calendar month in China time began, for `now`: monthly limits count from it. */
export function chinaMonthStart(now: Date): Date {
  const china = new Date(now.getTime() + CHINA_OFFSET_MS);
  return new Date(Date.UTC(china.getUTCFullYear(), china.getUTCMonth(), 1) - CHINA_OFFSET_MS);
}

export const EPHEDRINE_NO_BALANCE = '含麻黄碱类药品不能使用余额支付，请选择授信或在线支付';

/** Pieces this buyer may still order this month. */
export const monthlyAllowance = (limit: number, bought: number): number => Math.max(0, limit - bought);

interface LimitedGoods {
  contains_ephedrine: boolean;
  monthly_limit: number | null;
  bzdw: string;
}

/**
 * What a goods page, cart line or order line says of a goods' monthly limit (每月限购30盒，本月已购20盒；
 * 不能使用余额支付), beside a 含麻黄碱 or 限购 tag; null when it has none.
 */
export function monthlyLimitNote(goods: LimitedGoods, bought: number | null): string | null {
  if (goods.monthly_limit === null) return null;
  const limit = `每月限购${goods.monthly_limit}${goods.bzdw}`;
  const so = bought === null ? limit : `${limit}，本月已购${bought}${goods.bzdw}`;
  return goods.contains_ephedrine ? `${so}；不能使用余额支付` : so;
}

/** The limit in the buyer's words: 含麻黄碱类药品每月限购30盒. */
export const monthlyLimitWords = (limit: { limit: number; unit: string; ephedrine: boolean }): string =>
  `${limit.ephedrine ? '含麻黄碱类药品' : ''}每月限购${limit.limit}${limit.unit}`;
