import { fenToYuan } from '../money.ts';
import { shareOut } from './share-out.ts';

/**
 * A coupon's terms. `amount`: spend at least the threshold, get valueFen off. `discount`: spend at
 * least the threshold, pay valueFen per cent of it (95 = 9.5折), at most capFen off when capped.
 * goodsIds limits it to those goods; null means every goods that takes coupons.
 */
export interface CouponTerms {
  kind: 'amount' | 'discount';
  thresholdFen: number;
  valueFen: number;
  capFen: number | null;
  goodsIds: readonly number[] | null;
}

/** What a coupon takes off an amount it applies to (never more than the amount). */
export function couponSaving(terms: CouponTerms, eligibleFen: number): number {
  if (eligibleFen <= 0 || eligibleFen < terms.thresholdFen) return 0;
  const saving =
    terms.kind === 'amount' ? terms.valueFen : Math.floor((eligibleFen * (100 - terms.valueFen)) / 100);
  return Math.min(saving, terms.capFen ?? Number.MAX_SAFE_INTEGER, eligibleFen);
}

export interface CouponLine {
  goodsId: number | null;
  /** The line's amount after its full-reduction share. */
  amountFen: number;
  /** Ordinary goods lines take coupons; flash-sale and pack lines do not. */
  couponable: boolean;
}

const appliesTo = (terms: CouponTerms, line: CouponLine) =>
  line.couponable &&
  (terms.goodsIds === null || (line.goodsId !== null && terms.goodsIds.includes(line.goodsId)));

/** The saving on these lines, shared out over the lines it applies to so the shares add up exactly. */
export function applyCoupon(
  lines: readonly CouponLine[],
  terms: CouponTerms,
): { savingFen: number; shares: number[] } {
  const weights = lines.map((line) => (appliesTo(terms, line) ? Math.max(0, line.amountFen) : 0));
  const savingFen = couponSaving(
    terms,
    weights.reduce((a, b) => a + b, 0),
  );
  return { savingFen, shares: shareOut(savingFen, weights) };
}

const yuan = (fen: number) =>
  fenToYuan(fen)
    .replace(/\.00$/, '')
    .replace(/(\.\d)0$/, '$1');

const rateOf = (percent: number) => `${percent % 10 === 0 ? percent / 10 : (percent / 10).toFixed(1)}折`;

/** The coupon's face value as its ticket shows it large: ¥50, or 9.5折. */
export const couponFace = (terms: Pick<CouponTerms, 'kind' | 'valueFen'>): string =>
  terms.kind === 'amount' ? `¥${yuan(terms.valueFen)}` : rateOf(terms.valueFen);

/** The rule as the page shows it: 满1000减50, 无门槛减50, 满500享9.5折，最多减100. */
export function couponRule(terms: CouponTerms): string {
  const from = terms.thresholdFen > 0 ? `满${yuan(terms.thresholdFen)}` : '无门槛';
  if (terms.kind === 'amount') return `${from}减${yuan(terms.valueFen)}`;
  const rate = rateOf(terms.valueFen);
  const cap = terms.capFen === null ? '' : `，最多减${yuan(terms.capFen)}`;
  return `${from}享${rate}${cap}`;
}
