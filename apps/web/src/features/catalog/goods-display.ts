import type { GoodsCard, LadderPrice } from '@yaocai/domain/contracts/catalog';
import { fenToYuan, yuanToFen } from '@yaocai/domain/money';
import { nextLadderStep, unitPriceFen } from '@yaocai/domain/pricing/ladder';

export const formatYuan = (yuan: string): string => `¥${yuan}`;

/** Below this many middle packs the stock counts as short. */
const LOW_STOCK_PACKS = 10;

export type StockLevel = 'out' | 'low' | 'ok';

export function stockLevel(stock: number, zbz: number): StockLevel {
  if (stock <= 0) return 'out';
  return stock < LOW_STOCK_PACKS * Math.max(zbz, 1) ? 'low' : 'ok';
}

export const STOCK_HINTS: Record<StockLevel, string | null> = {
  out: '暂时缺货',
  low: '库存紧张',
  ok: null,
};

export const sortedLadder = (ladder: LadderPrice[]): LadderPrice[] =>
  [...ladder].sort((a, b) => a.number - b.number);

/**
 * The ladder step worth pointing at for a quantity: the next one not yet reached ("满10盒 ¥11.80"),
 * or, once the top step is reached, the one that applies.
 */
export function ladderHint(goods: Pick<GoodsCard, 'ladder_price' | 'bzdw'>, quantity: number): string | null {
  const steps = sortedLadder(goods.ladder_price);
  if (steps.length === 0) return null;
  const next = steps.find((step) => step.number > quantity);
  if (next) return `满${next.number}${goods.bzdw} ${formatYuan(next.price)}`;
  const reached = steps[steps.length - 1]!;
  return `已享满${reached.number}${goods.bzdw} ${formatYuan(reached.price)}`;
}

export { maxQuantity, normalizeQuantity } from '../../lib/quantity';

export const freeShippingNote = (
  goods: Pick<GoodsCard, 'is_free_shipping' | 'free_shipping_number' | 'bzdw'>,
) => {
  if (!goods.is_free_shipping) return null;
  return goods.free_shipping_number > 0 ? `满${goods.free_shipping_number}${goods.bzdw}包邮` : '包邮';
};

export interface QuantityPrice {
  /** Unit price at the quantity, the ladder applied. */
  unit: string;
  subtotal: string;
  /** The ladder step in force, or null at the base price. */
  step: LadderPrice | null;
  /** The next step that lowers the price: how many more (whole middle packs) and its price. */
  next: { more: number; price: string } | null;
}

/** What a quantity costs on the goods page; null when the buyer may not see prices. */
export function quantityPrice(
  goods: Pick<GoodsCard, 'base_price' | 'ladder_price' | 'ladder_price_type' | 'zbz'>,
  quantity: number,
): QuantityPrice | null {
  const baseFen = goods.base_price === null ? null : yuanToFen(goods.base_price);
  if (baseFen === null) return null;
  const priced = {
    basePriceFen: baseFen,
    ladderType: goods.ladder_price_type,
    ladder: goods.ladder_price.flatMap((step) => {
      const priceFen = yuanToFen(step.price);
      return priceFen === null ? [] : [{ number: step.number, priceFen }];
    }),
  };
  const unitFen = unitPriceFen(priced, quantity);
  const applied = unitFen === baseFen ? null : fenToYuan(unitFen);
  const next = nextLadderStep(priced, quantity);
  const pack = Math.max(1, goods.zbz);
  return {
    unit: fenToYuan(unitFen),
    subtotal: fenToYuan(unitFen * quantity),
    step: applied === null ? null : (goods.ladder_price.find((step) => step.price === applied) ?? null),
    next: next && {
      more: Math.ceil((next.number - quantity) / pack) * pack,
      price: fenToYuan(next.priceFen),
    },
  };
}

/** Why a typed quantity became another one, or null when it was taken as typed. */
export function quantityAdjustment(
  wanted: number,
  taken: number,
  goods: Pick<GoodsCard, 'zbz' | 'bzdw'>,
): string | null {
  if (!Number.isFinite(wanted) || wanted <= 0 || wanted === taken) return null;
  const pack = Math.max(1, goods.zbz);
  if (taken < Math.ceil(wanted / pack) * pack) return `库存不足，已调整为${taken}${goods.bzdw}`;
  return `按中包装${pack}${goods.bzdw}的倍数购买，已调整为${taken}${goods.bzdw}`;
}
