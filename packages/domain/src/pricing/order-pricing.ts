import type { PricedCart } from './cart-pricing.ts';
import { applyCoupon, type CouponLine, type CouponTerms } from './coupon.ts';

export interface PricedOrderLine {
  id: number;
  grossFen: number;
  fullReductionShareFen: number;
  couponShareFen: number;
  /** grossFen − fullReductionShareFen − couponShareFen. */
  amountFen: number;
}

export interface PricedOrder {
  lines: PricedOrderLine[];
  goodsFen: number;
  fullReductionFen: number;
  couponFen: number;
  freightFen: number;
  /** goods − full reduction − coupon + freight: the sum of the line amounts plus freight. */
  payableFen: number;
}

/**
 * An order from a cart priced with every line selected (priceCart) and an optional coupon: the
 * coupon's saving is shared over the lines it applies to, after their full-reduction shares.
 * `couponLines[i]` describes `cart.lines[i]`.
 */
export function priceOrder(
  cart: PricedCart,
  couponLines: readonly Omit<CouponLine, 'amountFen'>[],
  coupon: CouponTerms | null,
): PricedOrder {
  const { savingFen, shares } = coupon
    ? applyCoupon(
        cart.lines.map((line, i) => ({ ...couponLines[i]!, amountFen: line.amountFen })),
        coupon,
      )
    : { savingFen: 0, shares: cart.lines.map(() => 0) };
  const lines = cart.lines.map((line, i) => ({
    id: line.id,
    grossFen: line.grossFen,
    fullReductionShareFen: line.fullReductionShareFen,
    couponShareFen: shares[i]!,
    amountFen: line.amountFen - shares[i]!,
  }));
  return {
    lines,
    goodsFen: cart.goodsFen,
    fullReductionFen: cart.fullReductionFen,
    couponFen: savingFen,
    freightFen: cart.freightFen,
    payableFen: cart.payableFen - savingFen,
  };
}
