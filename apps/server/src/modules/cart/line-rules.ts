import { CART_LINE_TYPE, type CartLineType } from '@yaocai/domain/contracts/cart';
import type { GiftData } from '@yaocai/domain/contracts/cart-responses';
import { PRICE_TIPS } from '@yaocai/domain/contracts/catalog';
import {
  FLASH_SALE_PROBLEM,
  FLASH_SALE_SOLD_OUT,
  flashSaleAllowance,
  flashSalePhase,
} from '@yaocai/domain/pricing/flash-sale';
import { newBuyerLimitWords } from '@yaocai/domain/contracts/activity-new-buyer';
import { TRADE_UP_WORDS } from '@yaocai/domain/contracts/activity-trade-up';
import { giftsEarned } from '@yaocai/domain/pricing/gifts';
import { monthlyAllowance, monthlyLimitWords } from '@yaocai/domain/pricing/monthly-limit';
import type { LadderedPrice } from '@yaocai/domain/pricing/ladder';
import { linePrice, type PriceCandidate, type PriceSource } from '@yaocai/domain/pricing/line-price';
import { largestAllowed, quantityProblem, type QuantityRules } from '@yaocai/domain/pricing/quantity';
import type { BuyerAccess } from '../accounts/buyer-access.ts';
import { seesPrices } from '../catalog/price-visibility.ts';
import type { LoadedCombinationItem, LoadedGoods, LoadedLine } from './cart-lines.query.ts';

const OFF_SALE = '商品已下架';
const PACK_OFF_SALE = '套餐已下架';

/** What the cart knows of one line once its goods, stock and promotion are weighed for this buyer. */
export interface RuledLine {
  line: LoadedLine;
  type: CartLineType;
  items: LoadedCombinationItem[];
  rules: QuantityRules;
  /** The ladder, for lines priced by it (ordinary lines). */
  ladder: LadderedPrice | null;
  unitPriceFen: number;
  /** Which candidate set the unit price (linePrice's precedence); a pack is priced as a pack. */
  priceSource: PriceSource | 'pack';
  /** Coupons apply to the line (only at the goods' own price). */
  couponable: boolean;
  /** The line counts towards 满减 tiers (only at the goods' own price). */
  countsForTiers: boolean;
  /** Why it cannot be bought now, or null. */
  problem: string | null;
  /** As the wire shows it (gift_data). */
  gift: GiftData | null;
  shipsFree: boolean;
}

/** Why this buyer cannot buy a goods at all (published, approved, in scope), or null. */
export function goodsProblem(
  goods: Pick<LoadedGoods, 'onSale' | 'isSpecialControl' | 'businessScope'>,
  access: BuyerAccess,
): string | null {
  if (!goods.onSale || goods.isSpecialControl) return OFF_SALE;
  if (!seesPrices(access)) return access.kind === 'visitor' ? PRICE_TIPS.visitor : PRICE_TIPS.pending;
  if (!access.businessScopes.has(goods.businessScope)) return PRICE_TIPS.outOfScope;
  return null;
}

const ladderOf = (goods: LoadedGoods): LadderedPrice => ({
  basePriceFen: goods.basePriceFen,
  ladder: goods.ladderPrice,
  ladderType: goods.ladderPriceType,
});

export function ruleLine(
  line: LoadedLine,
  items: LoadedCombinationItem[],
  access: BuyerAccess,
  now: Date,
): RuledLine {
  if (line.type === CART_LINE_TYPE.combination) return rulePack(line, items, access, now);
  const goods = line.goods!;
  const sale = line.type === CART_LINE_TYPE.flashSale ? line.flashSale : null;
  const price = linePrice(ladderOf(goods), line.number, candidatesOf(line, access, now));
  const limit = tightestLimit(line, price.source);
  const rules: QuantityRules = {
    step: goods.packMultiple,
    stock: line.stock,
    unit: goods.packUnit,
    ...(limit && { allowance: limit.allowance, limitNote: limit.note }),
  };
  const phase = sale ? flashSalePhase(sale, now) : 'running';
  const tradeUpEnded = line.type === CART_LINE_TYPE.tradeUp && !(line.tradeUp && running(line.tradeUp, now));
  const problem =
    goodsProblem(goods, access) ??
    (phase === 'running' ? null : FLASH_SALE_PROBLEM[phase]) ??
    (tradeUpEnded ? TRADE_UP_WORDS.ended : null) ??
    (sale && sale.soldUnits >= sale.totalUnits ? FLASH_SALE_SOLD_OUT : null) ??
    quantityProblem(line.number, rules);
  return {
    line,
    type: line.type as CartLineType,
    items: [],
    rules,
    ladder: price.source === 'ladder' ? ladderOf(goods) : null,
    unitPriceFen: price.unitPriceFen,
    priceSource: price.source,
    couponable: price.couponable && line.type === CART_LINE_TYPE.ordinary,
    countsForTiers: price.countsForTiers && line.type === CART_LINE_TYPE.ordinary,
    problem,
    gift: giftOf(line),
    shipsFree: goods.isFreeShipping && line.number >= goods.freeShippingNumber,
  };
}

/**
 * What holds the buyer back in a flash sale, for the refusal: their own limit and what they already
 * bought (每人限购5盒，您已购3盒), or the units left in the sale when fewer (秒杀商品仅剩2盒).
 */
function flashLimitNote(sale: NonNullable<LoadedLine['flashSale']>, unit: string): string {
  const left = sale.totalUnits - sale.soldUnits;
  if (sale.limitPerBuyer - sale.boughtUnits > left) return `秒杀商品仅剩${left}${unit}`;
  const bought = sale.boughtUnits > 0 ? `，您已购${sale.boughtUnits}${unit}` : '';
  return `每人限购${sale.limitPerBuyer}${unit}${bought}`;
}

/**
 * The allowance that holds the line back most, with what to tell the buyer of it: the monthly limit,
 * the flash sale's (a flash line), the 换购's per order (a 换购 line), the 新人价's (a line priced by
 * it); on a tie the first of these.
 */
function tightestLimit(line: LoadedLine, source: PriceSource): { allowance: number; note: string } | null {
  const goods = line.goods!;
  const sale = line.type === CART_LINE_TYPE.flashSale ? line.flashSale : null;
  const tradeUp = line.type === CART_LINE_TYPE.tradeUp ? line.tradeUp : null;
  const newBuyer = source === 'new_buyer' ? line.newBuyerPrice : null;
  const limits = [
    goods.monthlyLimit !== null && {
      allowance: monthlyAllowance(goods.monthlyLimit, line.monthBought),
      note: monthlyLimitWords({
        limit: goods.monthlyLimit,
        unit: goods.packUnit,
        ephedrine: goods.containsEphedrine,
      }),
    },
    sale && {
      allowance: flashSaleAllowance(sale.limitPerBuyer, sale.boughtUnits, sale.totalUnits - sale.soldUnits),
      note: flashLimitNote(sale, goods.packUnit),
    },
    tradeUp && {
      allowance: tradeUp.perOrderLimit,
      note: TRADE_UP_WORDS.limit(tradeUp.perOrderLimit, goods.packUnit),
    },
    newBuyer?.perBuyerLimit && {
      allowance: Math.max(0, newBuyer.perBuyerLimit - newBuyer.orderedUnits),
      note: newBuyerLimitWords(newBuyer.perBuyerLimit, goods.packUnit, newBuyer.orderedUnits),
    },
  ].filter((limit) => !!limit);
  return limits.reduce<{ allowance: number; note: string } | null>(
    (tightest, limit) => (tightest === null || limit.allowance < tightest.allowance ? limit : tightest),
    null,
  );
}

/**
 * The prices promotions offer a goods line now: its flash sale (a flash line), its 换购 offer (a 换购
 * line, whose window the line's problem answers for), the goods' special price while it runs, and its
 * 新人价 while it runs for an approved buyer (the line carries one only for a buyer with no paid
 * order). linePrice decides among them.
 */
function candidatesOf(line: LoadedLine, access: BuyerAccess, now: Date): PriceCandidate[] {
  const candidates: PriceCandidate[] = [];
  if (line.type === CART_LINE_TYPE.flashSale && line.flashSale) {
    candidates.push({ source: 'flash', unitPriceFen: line.flashSale.priceFen, refId: line.flashSale.id });
  }
  if (line.type === CART_LINE_TYPE.tradeUp && line.tradeUp) {
    candidates.push({ source: 'trade_up', unitPriceFen: line.tradeUp.priceFen, refId: line.tradeUp.id });
  }
  const special = line.specialPrice;
  if (special && running(special, now)) {
    candidates.push({ source: 'special', unitPriceFen: special.priceFen, refId: special.id });
  }
  const newBuyer = line.newBuyerPrice;
  if (
    newBuyer &&
    access.kind === 'approved' &&
    line.type === CART_LINE_TYPE.ordinary &&
    running(newBuyer, now)
  ) {
    candidates.push({ source: 'new_buyer', unitPriceFen: newBuyer.priceFen, refId: newBuyer.id });
  }
  return candidates;
}

const running = (window: { startsAt: Date; endsAt: Date }, now: Date) =>
  window.startsAt <= now && now < window.endsAt;

/**
 * The first line whose goods' 新人价 the lines together take beyond the buyer's limit (one goods may
 * be on a line per warehouse), with the refusal; null when within. Each line alone was checked already.
 */
export function newBuyerOverLimit(lines: readonly RuledLine[]): { ruled: RuledLine; problem: string } | null {
  const taken = new Map<number, number>();
  for (const ruled of lines) {
    const price = ruled.line.newBuyerPrice;
    if (ruled.priceSource !== 'new_buyer' || !price || price.perBuyerLimit === null) continue;
    const total = (taken.get(price.id) ?? 0) + ruled.line.number;
    taken.set(price.id, total);
    if (price.orderedUnits + total > price.perBuyerLimit) {
      const unit = ruled.line.goods!.packUnit;
      return { ruled, problem: newBuyerLimitWords(price.perBuyerLimit, unit, price.orderedUnits) };
    }
  }
  return null;
}

/** When the promotion window a line is weighed by next opens or closes (ms; Infinity if never). */
export function rulingChangesAt(line: LoadedLine, now: Date): number {
  const window =
    line.type === CART_LINE_TYPE.flashSale
      ? line.flashSale
      : line.type === CART_LINE_TYPE.tradeUp
        ? line.tradeUp
        : line.combination;
  const special = line.specialPrice;
  const newBuyer = line.newBuyerPrice;
  const moments = [
    window?.startsAt,
    window?.endsAt,
    special?.startsAt,
    special?.endsAt,
    newBuyer?.startsAt,
    newBuyer?.endsAt,
  ].flatMap((at) => (at && at.getTime() > now.getTime() ? [at.getTime()] : []));
  return Math.min(Infinity, ...moments);
}

const PACK_SOLD_OUT = '套餐已售罄';

function rulePack(
  line: LoadedLine,
  items: LoadedCombinationItem[],
  access: BuyerAccess,
  now: Date,
): RuledLine {
  const pack = line.combination!;
  const packs = Math.min(
    items.length
      ? Math.min(...items.map((item) => Math.floor((item.stocks.get(line.warehouseId) ?? 0) / item.number)))
      : 0,
    pack.unitsLeft ?? Infinity,
  );
  const rules: QuantityRules = { step: 1, stock: packs, unit: '套' };
  const outOfWindow =
    (pack.startsAt !== null && now < pack.startsAt) || (pack.endsAt !== null && now >= pack.endsAt);
  const itemProblem = items.map((item) => goodsProblem(item.goods, access)).find((p) => p !== null);
  const problem =
    !pack.onSale || outOfWindow || items.length === 0
      ? PACK_OFF_SALE
      : itemProblem
        ? `套餐内${itemProblem === OFF_SALE ? '有商品已下架' : `商品${itemProblem}`}`
        : pack.unitsLeft !== null && pack.unitsLeft <= 0
          ? PACK_SOLD_OUT
          : quantityProblem(line.number, rules);
  return {
    line,
    type: CART_LINE_TYPE.combination,
    items,
    rules,
    ladder: null,
    unitPriceFen: pack.priceFen,
    priceSource: 'pack',
    couponable: false,
    countsForTiers: false,
    problem,
    gift: null,
    shipsFree: false,
  };
}

function giftOf(line: LoadedLine): RuledLine['gift'] {
  const rule = line.gift;
  const goods = line.goods;
  if (!rule || !goods) return null;
  const sameGoods = rule.giftGoodsId === null;
  const name = sameGoods ? goods.name : (rule.giftName ?? '');
  const packUnit = sameGoods ? goods.packUnit : (rule.giftPackUnit ?? goods.packUnit);
  return {
    total: giftsEarned(line.number, { every: rule.every, giftNumber: rule.giftNumber }),
    type: sameGoods ? 1 : 2,
    name,
    bzdw: packUnit,
    rule: `每满${rule.every}${goods.packUnit}赠${sameGoods ? '' : name}${rule.giftNumber}${packUnit}`,
  };
}

/** The greatest quantity buyable now on a line (0 when it cannot be bought). */
export const maxNumber = (ruled: RuledLine): number => largestAllowed(ruled.rules);
