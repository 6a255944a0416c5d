import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { prepared } from '../../db/prepared.ts';
import type { CartChange, CartHint, CartState, CheckoutSummary } from '@yaocai/domain/contracts/cart';
import { CART_DEFAULT_FILTER } from '@yaocai/domain/constants';
import { fenToYuan } from '@yaocai/domain/money';
import { invalid, notFound } from '@yaocai/domain/errors';
import { concurrently, type Executor } from '../../db/client.ts';
import { accessKey, type BuyerAccess } from '../accounts/buyer-access.ts';
import type { ActiveFullReduction } from '../promotions/promotions.service.ts';
import { freshSource, type CartSource } from './cart-source.ts';
import {
  loadCartLines,
  loadCartLinesByIds,
  loadCombinationItems,
  type LoadedLine,
} from './cart-lines.query.ts';
import {
  cartHints,
  cartState,
  priceLines,
  shippingData,
  totals,
  wireLines,
  type ShippingTerms,
} from './cart-view.ts';
import type { PricedCart } from '@yaocai/domain/pricing/cart-pricing';
import { loadHeldCart, type HeldCart } from './cart-views.ts';
import { newBuyerOverLimit, ruleLine, rulingChangesAt, type RuledLine } from './line-rules.ts';
import { cartLines, carts } from './cart.tables.ts';
import type { FlashLine } from '../promotions/flash-sale-door.ts';
import { FlashSaleSoldOut } from '../promotions/flash-sale-units.service.ts';
import { FLASH_SALE_SOLD_OUT } from '@yaocai/domain/pricing/flash-sale';
import { withTradeUpTerms } from './trade-up-terms.ts';

export const LINE_NOT_FOUND = '购物车中没有这件商品，请刷新后再试';

interface RuledCart {
  lines: RuledLine[];
  fullReductions: ActiveFullReduction[];
  shipping: ShippingTerms;
}

/** A line weighed once, for one access, holding until `until` (ms); dropped with the line. */
const weighed = new WeakMap<LoadedLine, { access: string; until: number; ruled: RuledLine }>();

/**
 * Weighs loaded lines for this buyer now: stock, limits, promotion windows, prices. A line object
 * is weighed again only for another access or once a promotion window it is in opens or closes: a
 * cart view's lines are the same objects until an edit replaces one, so an edit weighs one line.
 */
export async function ruleLines(
  db: Executor,
  lines: LoadedLine[],
  access: BuyerAccess,
): Promise<RuledLine[]> {
  const now = new Date();
  const key = accessKey(access);
  const kept = lines.map((line) => {
    const known = weighed.get(line);
    return known && known.access === key && now.getTime() < known.until ? known.ruled : undefined;
  });
  const packIds = new Set<number>();
  lines.forEach((line, i) => {
    if (!kept[i] && line.combinationId !== null) packIds.add(line.combinationId);
  });
  const items = await loadCombinationItems(db, [...packIds]);
  return lines.map((line, i) => {
    const known = kept[i];
    if (known) return known;
    const ruled = ruleLine(line, items.get(line.combinationId ?? 0) ?? [], access, now);
    weighed.set(line, { access: key, until: rulingChangesAt(line, now), ruled });
    return ruled;
  });
}

const isSelected = (ruled: RuledLine) => ruled.line.isSelected;
const everyLine = () => true;

/**
 * The loaded cart weighed for this buyer, with the shop's terms from `source`; the 换购 lines weighed
 * against the `chosen` lines (the buyer's selection, or the lines named for an order).
 */
async function ruledCartOf(
  db: Executor,
  source: CartSource,
  cart: HeldCart,
  access: BuyerAccess,
  chosen: (ruled: RuledLine) => boolean = isSelected,
): Promise<RuledCart> {
  const [ruled, { fullReductions, freeFromFen, freightFen }] = await concurrently(
    db,
    () => ruleLines(db, cart.lines, access),
    () => source.terms(db),
  );
  return {
    lines: withTradeUpTerms(ruled, chosen),
    fullReductions,
    shipping: { freeFromFen, freightFen, unshippedOrdersFen: cart.unshippedOrdersFen },
  };
}

/** The whole cart from `source`, or the named lines read fresh. */
async function ruledCart(
  db: Executor,
  userId: number,
  access: BuyerAccess,
  source: CartSource,
  ids?: number[],
): Promise<RuledCart> {
  if (!ids) {
    const cart = await loadHeldCart(db, userId, () => loadCartLines(db, userId, source.goods));
    return ruledCartOf(db, source, cart, access);
  }
  const cart = await loadHeldCart(db, userId, () => loadCartLinesByIds(db, userId, ids));
  if (cart.lines.length !== new Set(ids).size) throw notFound(LINE_NOT_FOUND);
  return ruledCartOf(db, freshSource, cart, access, everyLine);
}

export async function readCart(
  db: Executor,
  source: CartSource,
  userId: number,
  access: BuyerAccess,
  filter: number,
): Promise<CartState> {
  const cart = await ruledCart(db, userId, access, source);
  return cartState(cart.lines, cart.fullReductions, cart.shipping, filter);
}

/** The buyer's whole cart weighed, the 换购 lines against the selected lines. */
export async function ruledCartLines(
  db: Executor,
  source: CartSource,
  userId: number,
  access: BuyerAccess,
): Promise<RuledLine[]> {
  return (await ruledCart(db, userId, access, source)).lines;
}

/** The whole cart as it stands, from lines already loaded. */
export async function cartStateOf(
  db: Executor,
  source: CartSource,
  held: HeldCart,
  access: BuyerAccess,
): Promise<CartState> {
  const cart = await ruledCartOf(db, source, held, access);
  return cartState(cart.lines, cart.fullReductions, cart.shipping, CART_DEFAULT_FILTER);
}

/** What an edit changed: the edited line whole, every line's amounts, the totals. */
export async function cartChangeOf(
  db: Executor,
  source: CartSource,
  held: HeldCart,
  access: BuyerAccess,
  editedId: number,
): Promise<CartChange> {
  const cart = await ruledCartOf(db, source, held, access);
  const priced = priceLines(cart.lines, cart.fullReductions, cart.shipping);
  const index = cart.lines.findIndex((ruled) => ruled.line.id === editedId);
  const [line] = wireLines([cart.lines[index]!], { ...priced, lines: [priced.lines[index]!] });
  return {
    line: line!,
    lines: cart.lines.map((ruled, i) => ({
      id: ruled.line.id,
      price: fenToYuan(ruled.unitPriceFen),
      goods_manjian_amount: fenToYuan(priced.lines[i]!.fullReductionShareFen),
      amount: fenToYuan(priced.lines[i]!.amountFen),
      is_selected: ruled.line.isSelected && ruled.problem === null ? 1 : 0,
    })),
    total: totals(cart.lines.length, priced),
  };
}

/**
 * Why a 换购 line just added cannot hold against the buyer's selected lines (its goods named), or
 * null: the other goods short of its threshold, or its offer's per-order limit passed.
 */
export async function tradeUpProblem(
  db: Executor,
  userId: number,
  access: BuyerAccess,
  lineId: number,
): Promise<string | null> {
  const cart = await ruledCart(db, userId, access, freshSource);
  const ruled = cart.lines.find((candidate) => candidate.line.id === lineId);
  return ruled?.problem ? `${lineName(ruled)}：${ruled.problem}` : null;
}

/** 凑单提示 for the named lines, or for the buyer's selection. */
export async function readHints(
  db: Executor,
  source: CartSource,
  userId: number,
  access: BuyerAccess,
  ids: number[] | undefined,
): Promise<CartHint[]> {
  const cart = await ruledCart(db, userId, access, source, ids);
  const chosen = ids ? everyLine : isSelected;
  const priced = priceLines(cart.lines, cart.fullReductions, cart.shipping, chosen);
  return cartHints(cart.lines, priced, cart.fullReductions, chosen);
}

/** The named lines priced as one order: all must be the buyer's and buyable now. */
export interface CheckoutCart {
  lines: RuledLine[];
  priced: PricedCart;
  shipping: ShippingTerms;
}

/**
 * Step 1 → 2 and the order itself: the named lines must all be the buyer's and buyable now (the
 * first that is not refuses with its reason); priced as one order with the cart's own rules.
 */
export async function checkoutCart(
  db: Executor,
  userId: number,
  access: BuyerAccess,
  ids: number[],
): Promise<CheckoutCart> {
  const cart = await ruledCart(db, userId, access, freshSource, ids);
  const blocked = cart.lines.find((ruled) => ruled.problem !== null);
  if (blocked?.problem === FLASH_SALE_SOLD_OUT && blocked.line.flashSale) {
    throw new FlashSaleSoldOut(blocked.line.flashSale.id, lineName(blocked));
  }
  if (blocked) throw invalid('ids', `${lineName(blocked)}：${blocked.problem}`);
  const overLimit = newBuyerOverLimit(cart.lines);
  if (overLimit) throw invalid('ids', `${lineName(overLimit.ruled)}：${overLimit.problem}`);
  const priced = priceLines(cart.lines, cart.fullReductions, cart.shipping, everyLine);
  return { lines: cart.lines, priced, shipping: cart.shipping };
}

export async function checkoutLines(
  db: Executor,
  userId: number,
  access: BuyerAccess,
  ids: number[],
): Promise<CheckoutSummary> {
  const { lines, priced, shipping } = await checkoutCart(db, userId, access, ids);
  return {
    lines: wireLines(lines, priced),
    total: totals(lines.length, priced),
    shipping_data: shippingData(shipping),
  };
}

export const lineName = (ruled: RuledLine): string =>
  ruled.line.goods?.name ?? ruled.line.combination?.name ?? '商品';

/** The lines among `ids` that are on a flash sale, with their buyers (a sale's door), in one prepared read. */
export async function flashLinesAmong(db: Executor, ids: readonly number[]): Promise<FlashLine[]> {
  const statement = prepared(db, 'flash_lines_among', (db, name) =>
    db
      .select({
        id: cartLines.id,
        userId: cartLines.userId,
        flashSaleId: sql<number>`${cartLines.flashSaleId}`,
      })
      .from(cartLines)
      .where(
        and(
          sql`${cartLines.id} = any(${sql.placeholder('ids')}::integer[])`,
          sql`${cartLines.flashSaleId} is not null`,
        ),
      )
      .prepare(name),
  );
  return statement.execute({ ids: [...ids] });
}

/** The cart badge counts lines, not pieces (spec §4). */
export async function countCartLines(db: Executor, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cartLines).where(eq(cartLines.userId, userId));
  return row?.n ?? 0;
}

/** The goods lines most recently put in the buyer's cart, and how many lines it has in all. */
export async function recentCartLines(db: Executor, userId: number, limit: number) {
  const [lines, total] = await Promise.all([
    db
      .select({ goodsId: cartLines.goodsId, number: cartLines.number })
      .from(cartLines)
      .where(and(eq(cartLines.userId, userId), sql`${cartLines.goodsId} is not null`))
      .orderBy(desc(cartLines.updatedAt), desc(cartLines.id))
      .limit(limit),
    countCartLines(db, userId),
  ]);
  return { lines: lines.map((line) => ({ goodsId: line.goodsId!, number: line.number })), total };
}

/** Refuses (404, nothing changed) unless every id is a line of this buyer's cart. */
export async function assertOwnLines(db: Executor, userId: number, ids: number[]): Promise<void> {
  const [row] = await db
    .select({ n: count() })
    .from(cartLines)
    .where(and(eq(cartLines.userId, userId), inArray(cartLines.id, ids)));
  if ((row?.n ?? 0) !== new Set(ids).size) throw notFound(LINE_NOT_FOUND);
}

/** The cart's version: it changes with every change to the buyer's lines (0 before the first). */
export async function cartVersion(db: Executor, userId: number): Promise<number> {
  const statement = prepared(db, 'cart_version', (db, name) =>
    db
      .select({ version: carts.version })
      .from(carts)
      .where(eq(carts.userId, sql.placeholder('userId')))
      .prepare(name),
  );
  const [row] = await statement.execute({ userId });
  return row?.version ?? 0;
}
