import { z } from 'zod';
import { CART_DEFAULT_FILTER } from '../constants.ts';
import { flag, id, integer, oneOf } from '../validation/numbers.ts';

/**
 * Cart line types (spec §3): 0 ordinary, 1 flash sale (秒杀), 3 combination pack (套餐); and 2 换购, a goods
 * at a 换购 activity's price (the spec leaves 2 unnamed).
 */
export const CART_LINE_TYPE = { ordinary: 0, flashSale: 1, tradeUp: 2, combination: 3 } as const;
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
    /** 0 ordinary, 1 flash sale, 2 换购, 3 combination pack (then combination_id names the pack). */
    type: oneOf([0, 1, 2, 3], '商品类型不正确').optional(),
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
    return { type: line.type === 1 || line.type === 2 ? line.type : 0, goodsId, warehouseId, number };
  });

/** A batch-add line after normalising; number null means one middle pack (or one pack). */
export type AddLine =
  | { type: 0 | 1 | 2; goodsId: number; warehouseId: number | null; number: number | null }
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

export type {
  CartChange,
  CartCombination,
  CartGoods,
  CartHint,
  CartLine,
  CartLineAmounts,
  CartState,
  CartTotals,
  CheckoutSummary,
  CombinationItem,
  CopyTarget,
  FlashSaleTerms,
  GiftData,
  ManjianTerms,
} from './cart-responses.ts';
