import { z } from 'zod';
import { CART_DEFAULT_FILTER } from '../constants.ts';
import { flag, id, integer, oneOf } from '../validation/numbers.ts';
import type { GoodsCard } from './catalog.ts';

/** Cart line types (spec §3): 0 ordinary, 1 flash sale (秒杀), 3 combination pack (套餐). */
export const CART_LINE_TYPE = { ordinary: 0, flashSale: 1, combination: 3 } as const;
export type CartLineType = (typeof CART_LINE_TYPE)[keyof typeof CART_LINE_TYPE];

/** More lines than this in one cart would be a mistake rather than an order. */
export const CART_MAX_LINES = 500;
/** Lines in one batch call (add, delete, select, copy, checkout). */
export const CART_BATCH_MAX = 500;
/** Pieces on one line: far above any stock, it only keeps numbers sane. */
export const CART_MAX_QUANTITY = 999_999;

/**
 * A quantity as typed: a whole positive number. Whether it fits the middle pack, the stock and any
 * limit is decided by the pricing rules against the goods (pricing/quantity.ts).
 */
export const quantity = () =>
  integer({
    min: 1,
    max: CART_MAX_QUANTITY,
    message: '购买数量须为正整数',
    tooLarge: `购买数量不能超过${CART_MAX_QUANTITY}`,
  });

const idList = (label: string) =>
  z
    .array(id(label), { error: `请选择${label}` })
    .min(1, `请选择${label}`)
    .max(CART_BATCH_MAX, `一次最多处理${CART_BATCH_MAX}条`);

/**
 * One line of a batch add (spec §3 Batch-add line): the goods id directly or nested in `goods`, the
 * quantity from `number`, else `cartNum`, else `zbz`, the warehouse `ck_id` (the one holding most stock
 * when absent). `price` is what the page showed; the server prices on its own.
 */
export const batchAddLine = z
  .object({
    goods_id: id('商品').optional(),
    goods: z.object({ id: id('商品'), ck_id: id('仓库').optional() }).optional(),
    price: z.unknown().optional(),
    number: quantity().optional(),
    cartNum: quantity().optional(),
    zbz: quantity().optional(),
    ck_id: id('仓库').optional(),
    /** 0 ordinary, 1 flash sale, 3 combination pack (then combination_id names the pack). */
    type: oneOf([0, 1, 3], '商品类型不正确').optional(),
    combination_id: id('套餐').optional(),
  })
  .transform((line, context): AddLine => {
    const number = line.number ?? line.cartNum ?? line.zbz ?? null;
    const warehouseId = line.ck_id ?? line.goods?.ck_id ?? null;
    if (line.type === CART_LINE_TYPE.combination) {
      if (line.combination_id === undefined) {
        context.addIssue({ code: 'custom', message: '请选择套餐', path: ['combination_id'] });
        return z.NEVER;
      }
      return { type: 3, combinationId: line.combination_id, warehouseId, number };
    }
    const goodsId = line.goods_id ?? line.goods?.id;
    if (goodsId === undefined) {
      context.addIssue({ code: 'custom', message: '请选择商品', path: ['goods_id'] });
      return z.NEVER;
    }
    return { type: line.type === 1 ? 1 : 0, goodsId, warehouseId, number };
  });

/** A batch-add line after normalising; number null means one middle pack (or one pack). */
export type AddLine =
  | { type: 0 | 1; goodsId: number; warehouseId: number | null; number: number | null }
  | { type: 3; combinationId: number; warehouseId: number | null; number: number | null };

export const addToCartBody = z.object({
  data: z
    .array(batchAddLine, { error: '请选择商品' })
    .min(1, '请选择商品')
    .max(CART_BATCH_MAX, `一次最多加入${CART_BATCH_MAX}种商品`),
});

export const cartLineParams = z.object({ id: id('购物车商品') });
export const editCartLineBody = z.object({ number: quantity() });
export const cartIdsBody = z.object({ ids: idList('商品') });
export const selectCartLinesBody = z.object({
  ids: idList('商品'),
  is_selected: flag('is_selected'),
});
export const copyCartBody = z.object({ ids: idList('商品'), other_user_ids: idList('账号') });
export const cartListQuery = z.object({
  /** 99999 = every warehouse; otherwise a warehouse id. */
  filter: id('筛选条件').default(CART_DEFAULT_FILTER),
});
export const nextHintsBody = z.object({ ids: idList('商品').optional() });

/** A cart line's goods: the list card's fields, with the price always shown and stock per warehouse. */
export type CartGoods = Pick<
  GoodsCard,
  | 'id'
  | 'name'
  | 'sccj'
  | 'ypgg'
  | 'bzdw'
  | 'zbz'
  | 'is_buy'
  | 'ladder_price'
  | 'ladder_price_type'
  | 'is_free_shipping'
  | 'free_shipping_number'
  | 'is_youx'
  | 'type'
  | 'tags'
  | 'goods_image'
> & {
  base_price: string;
  /** Stock in this line's warehouse. */
  number: number;
};

export interface CombinationItem {
  goods_id: number;
  name: string;
  sccj: string;
  ypgg: string;
  bzdw: string;
  /** Pieces of this goods in one pack. */
  number: number;
  goods_image: string[];
}

export interface CartCombination {
  id: number;
  name: string;
  /** Price of one pack. */
  price: string;
  /** What the items would cost one by one, for the saving shown beside the pack price. */
  original_price: string;
  items: CombinationItem[];
}

export interface FlashSaleTerms {
  id: number;
  /** Pieces one buyer may buy in this flash sale. */
  limit: number;
  starts_at: string;
  ends_at: string;
}

export interface GiftData {
  /** Gift pieces this line earns now. */
  total: number;
  /** 1: more of the same goods, 2: another goods. */
  type: 1 | 2;
  name: string;
  bzdw: string;
  /** The rule as the page shows it, e.g. 每满10盒赠1盒. */
  rule: string;
}

/** Spec §3 Cart line. Amounts in yuan with 2 decimals. */
export interface CartLine {
  id: number;
  ck_id: number;
  /** The warehouse's name: lines are grouped by it. */
  area: string;
  number: number;
  /** Unit price at this quantity (ladder, flash-sale or pack price). */
  price: string;
  type: CartLineType;
  goods: CartGoods | null;
  combination: CartCombination | null;
  flash_sale: FlashSaleTerms | null;
  /** 0 when the buyer unticked it, or when it cannot be bought now (see `problem`). */
  is_selected: 0 | 1;
  /** Whether coupons apply to this line (not to flash-sale lines). */
  with_coupon: 0 | 1;
  /** This line's share of the full reduction. */
  goods_manjian_amount: string;
  /** number × price − goods_manjian_amount. */
  amount: string;
  gift_data: GiftData | null;
  /** Why the line cannot be bought now (已下架, 库存不足, 活动已结束 …); null when it can. */
  problem: string | null;
  /** Greatest quantity buyable now on this line (stock, and the flash-sale limit). */
  max_number: number;
  /** Quantities are multiples of this (the goods' zbz; 1 for packs). */
  step: number;
}

export interface ManjianTerms {
  id: number;
  name: string;
  /** Tiers, lowest first: spend `amount`, get `reduction` off. */
  tiers: { amount: string; reduction: string }[];
}

export interface CartTotals {
  line_count: number;
  selected_count: number;
  /** Pieces on the selected lines. */
  selected_pieces: number;
  /** Selected lines at their unit prices, before reductions. */
  goods_amount: string;
  manjian_amount: string;
  /** Still to spend for free shipping; "0.00" when it is free. */
  free_shipping_gap: string;
  freight: string;
  /** goods_amount − manjian_amount + freight. */
  payable: string;
}

/** Spec §3 Cart state. */
export interface CartState {
  /** The filter applied (99999 = every warehouse). */
  action: number;
  data: CartLine[];
  shipping_data: {
    /** Orders of at least this amount ship free. */
    shipping_amount: string;
    /** Paid orders not yet shipped: they ship together, so they count towards free shipping. */
    no_trans_order_amount: string;
    /** Charged when an order does not ship free. */
    freight: string;
  };
  activity_data: { manjians: ManjianTerms[] };
  filter_data: { id: number; name: string; count: number }[];
  total: CartTotals;
}

/** A line's amounts after a change elsewhere in the cart (full-reduction shares move between lines). */
export interface CartLineAmounts {
  id: number;
  price: string;
  goods_manjian_amount: string;
  amount: string;
  is_selected: 0 | 1;
}

/**
 * The answer to an edit: the edited line whole, the amounts of every line and the totals, so a page
 * can update a cart of hundreds of lines without receiving it again.
 */
export interface CartChange {
  line: CartLine;
  lines: CartLineAmounts[];
  total: CartTotals;
}

export interface CartHint {
  type: 'ladder' | 'manjian' | 'free_shipping';
  /** The line a ladder hint is about. */
  line_id: number | null;
  text: string;
}

export interface CheckoutSummary {
  lines: CartLine[];
  total: CartTotals;
  shipping_data: CartState['shipping_data'];
}

export interface CopyTarget {
  id: number;
  company: string;
  name: string;
  /** Masked, e.g. 138****0003. */
  phone: string;
}
