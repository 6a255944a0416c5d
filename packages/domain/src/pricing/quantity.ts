export interface QuantityRules {
  /** Middle pack: quantities are multiples of it. */
  step: number;
  /** Pieces in stock in the line's warehouse. */
  stock: number;
  /** Flash sale: pieces this buyer may still buy in it; absent when there is no limit. */
  allowance?: number;
  /** Sales unit, for the messages (盒, 瓶 …). */
  unit: string;
  /** What sets the allowance, when the buyer should be told (每月限购30盒); else a plain 限购. */
  limitNote?: string;
}

/** Pieces buyable now: stock, and any remaining allowance. */
export const maxQuantity = (rules: Pick<QuantityRules, 'stock' | 'allowance'>): number =>
  Math.max(0, Math.min(rules.stock, rules.allowance ?? Infinity));

/** The largest multiple of the step that can be bought now (0 when not even one step fits). */
export const largestAllowed = (rules: Omit<QuantityRules, 'unit'>): number =>
  Math.floor(maxQuantity(rules) / rules.step) * rules.step;

/**
 * Why a quantity cannot be put on a cart line, in the words the buyer sees, or null when it can.
 * Whole positive numbers are checked by the request schema before this.
 */
export function quantityProblem(quantity: number, rules: QuantityRules): string | null {
  if (!Number.isSafeInteger(quantity) || quantity <= 0) return '购买数量须为正整数';
  if (quantity % rules.step !== 0) return `购买数量须为中包装${rules.step}${rules.unit}的整数倍`;
  const limited = rules.allowance !== undefined && rules.allowance < rules.stock;
  const top = largestAllowed(rules);
  if (quantity <= top) return null;
  if (limited) {
    if (rules.limitNote)
      return `${rules.limitNote}，${top === 0 ? '已达限购数量' : `最多还可购买${top}${rules.unit}`}`;
    return top === 0 ? '已达限购数量，不能再购买' : `限购商品，最多还可购买${top}${rules.unit}`;
  }
  return top === 0 ? '库存不足，暂不能购买' : `库存不足，最多可购买${top}${rules.unit}`;
}

/** The allowed quantity nearest to `wanted`, for steppers: up to a whole step, down to what is left. */
export function clampQuantity(wanted: number, rules: Omit<QuantityRules, 'unit'>): number {
  const top = largestAllowed(rules);
  if (top === 0) return 0;
  return Math.min(Math.max(rules.step, Math.ceil(wanted / rules.step) * rules.step), top);
}
