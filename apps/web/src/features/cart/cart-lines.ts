import { CART_LINE_TYPE, type CartGoods, type CartLine } from '@yaocai/domain/contracts/cart';
import { fenToYuan, yuanToFen } from '@yaocai/domain/money';
import { LADDER_TYPE, unitPriceFen, type LadderedPrice } from '@yaocai/domain/pricing/ladder';
import type { QuantityRules } from '@yaocai/domain/pricing/quantity';
import { lineUnit } from '../../lib/cart-line-display';

export interface AreaGroup {
  area: string;
  lines: CartLine[];
}

/** The server orders lines by warehouse; each run of one `area` is a group. */
export function groupByArea(lines: CartLine[]): AreaGroup[] {
  const groups: AreaGroup[] = [];
  for (const line of lines) {
    const last = groups[groups.length - 1];
    if (last?.area === line.area) last.lines.push(line);
    else groups.push({ area: line.area, lines: [line] });
  }
  return groups;
}

/** A line the buyer may tick: one that can be bought now. */
export const isSelectable = (line: CartLine) => line.problem === null;

export const selectedIds = (lines: CartLine[]) =>
  lines.filter((line) => line.is_selected === 1 && isSelectable(line)).map((line) => line.id);

export const quantityRules = (line: CartLine): QuantityRules => ({
  step: line.step,
  stock: line.max_number,
  unit: lineUnit(line),
});

const fen = (yuan: string) => yuanToFen(yuan) ?? 0;

const ladderOf = (goods: CartGoods): LadderedPrice => ({
  basePriceFen: fen(goods.base_price),
  ladder: goods.ladder_price.map((step) => ({ number: step.number, priceFen: fen(step.price) })),
  ladderType: goods.ladder_price_type,
});

/**
 * Ordinary lines are priced by the goods' ladder unless a promotion (特价) prices them, which the
 * server tells by taking no coupons on them; flash-sale and pack lines have one price.
 */
export const hasLadder = (line: CartLine): line is CartLine & { goods: CartGoods } =>
  line.type === CART_LINE_TYPE.ordinary &&
  line.with_coupon === 1 &&
  line.goods !== null &&
  line.goods.ladder_price_type === LADDER_TYPE.byQuantity &&
  line.goods.ladder_price.length > 0;

/**
 * The unit price and amount a quantity will get, shown while the change is on its way. The amount
 * leaves out the full reduction, which the server shares out over the whole selection.
 */
export function estimate(line: CartLine, quantity: number): { price: string; amount: string } {
  const priceFen = hasLadder(line) ? unitPriceFen(ladderOf(line.goods), quantity) : fen(line.price);
  return { price: fenToYuan(priceFen), amount: fenToYuan(priceFen * quantity) };
}
