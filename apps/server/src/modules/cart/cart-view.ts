import { CART_DEFAULT_FILTER } from '@yaocai/domain/constants';
import type { CartGoods, CartLine, CartState, CartTotals, CartHint } from '@yaocai/domain/contracts/cart';
import { fenToYuan } from '@yaocai/domain/money';
import { priceCart, type PricedCart, type PricingLine } from '@yaocai/domain/pricing/cart-pricing';
import { nextHints } from '@yaocai/domain/pricing/hints';
import { ladderView } from '../catalog/price-visibility.ts';
import type { ActiveFullReduction } from '../promotions/promotions.service.ts';
import { fullReductionFor, tiersOnWire } from '../promotions/promotions.service.ts';
import type { LoadedGoods } from './cart-lines.query.ts';
import { maxNumber, type RuledLine } from './line-rules.ts';

export interface ShippingTerms {
  freeFromFen: number;
  freightFen: number;
  unshippedOrdersFen: number;
}

/** A line counts when the buyer ticked it (or named it) and it can be bought now. */
const counts = (ruled: RuledLine, chosen: (ruled: RuledLine) => boolean) =>
  chosen(ruled) && ruled.problem === null;

/** Prices the lines with the shared pricing rules; `chosen` says which lines the buyer selected. */
export function priceLines(
  lines: readonly RuledLine[],
  fullReductions: readonly ActiveFullReduction[],
  shipping: ShippingTerms,
  chosen: (ruled: RuledLine) => boolean = (ruled) => ruled.line.isSelected,
): PricedCart {
  const pricing: PricingLine[] = lines.map((ruled) => ({
    id: ruled.line.id,
    quantity: ruled.line.number,
    unitPriceFen: ruled.unitPriceFen,
    selected: counts(ruled, chosen),
    fullReductionId:
      ruled.countsForTiers && ruled.line.goods
        ? (fullReductionFor(fullReductions, ruled.line.goods.id)?.id ?? null)
        : null,
    shipsFree: ruled.shipsFree,
  }));
  return priceCart(
    pricing,
    fullReductions.map((activity) => ({ id: activity.id, tiers: activity.tiers })),
    {
      freeFromFen: shipping.freeFromFen,
      freightFen: shipping.freightFen,
      unshippedOrdersFen: shipping.unshippedOrdersFen,
    },
  );
}

export function cartState(
  lines: readonly RuledLine[],
  fullReductions: readonly ActiveFullReduction[],
  shipping: ShippingTerms,
  filter: number,
): CartState {
  const shown = filter === CART_DEFAULT_FILTER ? lines : lines.filter((r) => r.line.warehouseId === filter);
  const priced = priceLines(shown, fullReductions, shipping);
  return {
    action: filter,
    data: wireLines(shown, priced),
    shipping_data: shippingData(shipping),
    activity_data: {
      manjians: fullReductions.map((activity) => ({
        id: activity.id,
        name: activity.name,
        tiers: tiersOnWire(activity.tiers),
      })),
    },
    filter_data: filterData(lines),
    total: totals(shown.length, priced),
  };
}

export const shippingData = (shipping: ShippingTerms): CartState['shipping_data'] => ({
  shipping_amount: fenToYuan(shipping.freeFromFen),
  no_trans_order_amount: fenToYuan(shipping.unshippedOrdersFen),
  freight: fenToYuan(shipping.freightFen),
});

export function totals(lineCount: number, priced: PricedCart): CartTotals {
  return {
    line_count: lineCount,
    selected_count: priced.selectedCount,
    selected_pieces: priced.selectedPieces,
    goods_amount: fenToYuan(priced.goodsFen),
    manjian_amount: fenToYuan(priced.fullReductionFen),
    free_shipping_gap: fenToYuan(priced.freeShippingGapFen),
    freight: fenToYuan(priced.freightFen),
    payable: fenToYuan(priced.payableFen),
  };
}

function filterData(lines: readonly RuledLine[]): CartState['filter_data'] {
  const warehouses = new Map<number, { id: number; name: string; count: number }>();
  for (const { line } of lines) {
    const entry = warehouses.get(line.warehouseId) ?? { id: line.warehouseId, name: line.area, count: 0 };
    entry.count += 1;
    warehouses.set(line.warehouseId, entry);
  }
  return [{ id: CART_DEFAULT_FILTER, name: '全部', count: lines.length }, ...warehouses.values()];
}

export function wireLines(lines: readonly RuledLine[], priced: PricedCart): CartLine[] {
  return lines.map((ruled, index) => {
    const amounts = priced.lines[index]!;
    const { line } = ruled;
    return {
      id: line.id,
      ck_id: line.warehouseId,
      area: line.area,
      number: line.number,
      price: fenToYuan(ruled.unitPriceFen),
      type: ruled.type,
      goods: line.goods ? cartGoods(line.goods, line.stock, ruled.problem) : null,
      combination: line.combination ? combination(ruled) : null,
      flash_sale: line.flashSale
        ? {
            id: line.flashSale.id,
            limit: line.flashSale.limitPerBuyer,
            starts_at: line.flashSale.startsAt.toISOString(),
            ends_at: line.flashSale.endsAt.toISOString(),
          }
        : null,
      trade_up: line.tradeUp
        ? {
            id: line.tradeUp.id,
            threshold: fenToYuan(line.tradeUp.thresholdFen),
            limit: line.tradeUp.perOrderLimit,
            ends_at: line.tradeUp.endsAt.toISOString(),
          }
        : null,
      is_selected: line.isSelected && ruled.problem === null ? 1 : 0,
      with_coupon: ruled.couponable ? 1 : 0,
      goods_manjian_amount: fenToYuan(amounts.fullReductionShareFen),
      amount: fenToYuan(amounts.amountFen),
      gift_data: ruled.gift,
      problem: ruled.problem,
      max_number: maxNumber(ruled),
      step: ruled.rules.step,
      month_bought: line.goods?.monthlyLimit == null ? null : line.monthBought,
    };
  });
}

function cartGoods(goods: LoadedGoods, stock: number, problem: string | null): CartGoods {
  return {
    id: goods.id,
    name: goods.name,
    sccj: goods.manufacturer,
    ypgg: goods.spec,
    bzdw: goods.packUnit,
    zbz: goods.packMultiple,
    base_price: fenToYuan(goods.basePriceFen),
    is_buy: problem === null,
    number: stock,
    ladder_price: ladderView(goods.ladderPrice),
    ladder_price_type: goods.ladderPriceType,
    is_free_shipping: goods.isFreeShipping,
    free_shipping_number: goods.freeShippingNumber,
    is_youx: goods.isPreferred,
    type: goods.type,
    tags: goods.tags,
    goods_image: goods.images,
    contains_ephedrine: goods.containsEphedrine,
    monthly_limit: goods.monthlyLimit,
  };
}

function combination(ruled: RuledLine): CartLine['combination'] {
  const pack = ruled.line.combination!;
  const originalFen = ruled.items.reduce((sum, item) => sum + item.number * item.goods.basePriceFen, 0);
  return {
    id: pack.id,
    name: pack.name,
    price: fenToYuan(pack.priceFen),
    original_price: fenToYuan(originalFen),
    items: ruled.items.map((item) => ({
      goods_id: item.goods.id,
      name: item.goods.name,
      sccj: item.goods.manufacturer,
      ypgg: item.goods.spec,
      bzdw: item.goods.packUnit,
      number: item.number,
      goods_image: item.goods.images,
    })),
  };
}

/** The 满赠 rule of a line as the hints word it (its gift goods, or the goods itself). */
function giftHintOf(ruled: RuledLine) {
  const rule = ruled.line.gift;
  if (!rule || !ruled.gift) return null;
  return {
    every: rule.every,
    giftNumber: rule.giftNumber,
    giftName: ruled.gift.name,
    giftUnit: ruled.gift.bzdw,
  };
}

export function cartHints(
  lines: readonly RuledLine[],
  priced: PricedCart,
  fullReductions: readonly ActiveFullReduction[],
  chosen: (ruled: RuledLine) => boolean,
): CartHint[] {
  return nextHints(
    lines.map((ruled) => ({
      id: ruled.line.id,
      quantity: ruled.line.number,
      selected: counts(ruled, chosen),
      ladder: ruled.ladder,
      step: ruled.rules.step,
      unit: ruled.rules.unit,
      name: ruled.line.goods?.name ?? ruled.line.combination?.name ?? '',
      gift: giftHintOf(ruled),
    })),
    priced,
    new Map(fullReductions.map((activity) => [activity.id, activity.name])),
  ).map((hint) => ({ type: hint.type, line_id: hint.lineId, text: hint.text }));
}
