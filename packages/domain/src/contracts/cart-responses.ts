import { z } from 'zod';
import { goodsCard } from './catalog-responses.ts';
import { instant, wholeNumber, yuan, zeroOrOne } from './wire.ts';

/** Cart line types (spec §3): 0 ordinary, 1 flash sale (秒杀), 3 combination pack (套餐). */
export const cartLineType = z.literal([0, 1, 2, 3]);

/** A cart line's goods: the list card's fields, with the price always shown and stock per warehouse. */
export const cartGoods = goodsCard
  .pick({
    id: true,
    name: true,
    sccj: true,
    ypgg: true,
    bzdw: true,
    zbz: true,
    is_buy: true,
    ladder_price: true,
    ladder_price_type: true,
    is_free_shipping: true,
    free_shipping_number: true,
    is_youx: true,
    type: true,
    tags: true,
    goods_image: true,
    contains_ephedrine: true,
    monthly_limit: true,
  })
  .extend({
    base_price: yuan,
    number: z.number().int().meta({ description: "Stock in this line's warehouse" }),
  });
export type CartGoods = z.infer<typeof cartGoods>;

export const combinationItem = z.object({
  goods_id: z.number().int(),
  name: z.string(),
  sccj: z.string(),
  ypgg: z.string(),
  bzdw: z.string(),
  number: wholeNumber.meta({ description: 'Pieces of this goods in one pack' }),
  goods_image: z.array(z.string()),
});
export type CombinationItem = z.infer<typeof combinationItem>;

export const cartCombination = z.object({
  id: z.number().int(),
  name: z.string(),
  price: yuan.meta({ description: 'Price of one pack' }),
  original_price: yuan.meta({ description: 'What the items would cost one by one' }),
  items: z.array(combinationItem),
});
export type CartCombination = z.infer<typeof cartCombination>;

export const flashSaleTerms = z.object({
  id: z.number().int(),
  limit: wholeNumber.meta({ description: 'Pieces one buyer may buy in this flash sale' }),
  starts_at: instant,
  ends_at: instant,
});
export type FlashSaleTerms = z.infer<typeof flashSaleTerms>;

/** A 换购 line's terms (type 2): its threshold over the order's other goods and its per-order limit. */
export const tradeUpTerms = z.object({
  id: z.number().int(),
  threshold: yuan,
  limit: wholeNumber,
  ends_at: instant,
});
export type TradeUpTerms = z.infer<typeof tradeUpTerms>;

export const giftData = z.object({
  total: wholeNumber.meta({ description: 'Gift pieces this line earns now' }),
  type: z.literal([1, 2]).meta({ description: '1: more of the same goods, 2: another goods' }),
  name: z.string(),
  bzdw: z.string(),
  rule: z.string().meta({ description: 'The rule as the page shows it, e.g. 每满10盒赠1盒' }),
});
export type GiftData = z.infer<typeof giftData>;

/** Spec §3 Cart line. Amounts in yuan with 2 decimals. */
export const cartLine = z
  .object({
    id: z.number().int(),
    ck_id: z.number().int(),
    /** The warehouse's name: lines are grouped by it. */
    area: z.string(),
    number: wholeNumber,
    price: yuan.meta({ description: 'Unit price at this quantity (ladder, flash-sale or pack price)' }),
    type: cartLineType,
    goods: cartGoods.nullable(),
    combination: cartCombination.nullable(),
    flash_sale: flashSaleTerms.nullable(),
    trade_up: tradeUpTerms.nullable().meta({ description: 'A 换购 line (type 2): its terms' }),
    is_selected: zeroOrOne.meta({
      description: '0 when the buyer unticked it, or when it cannot be bought now (see problem)',
    }),
    with_coupon: zeroOrOne.meta({ description: 'Whether coupons apply to this line' }),
    goods_manjian_amount: yuan.meta({ description: "This line's share of the full reduction" }),
    amount: yuan.meta({ description: 'number × price − goods_manjian_amount' }),
    gift_data: giftData.nullable(),
    problem: z
      .string()
      .nullable()
      .meta({ description: 'Why the line cannot be bought now (已下架, 库存不足 …); null when it can' }),
    max_number: wholeNumber.meta({ description: 'Greatest quantity buyable now on this line' }),
    step: wholeNumber.meta({ description: 'Quantities are multiples of this' }),
    month_bought: wholeNumber.nullable().meta({
      description:
        'Goods with a monthly limit: pieces this buyer has ordered this month (China time); else null',
    }),
  })
  .meta({ id: 'CartLine' });
export type CartLine = z.infer<typeof cartLine>;

export const manjianTerms = z.object({
  id: z.number().int(),
  name: z.string(),
  /**
   * Tiers, lowest first: spend `amount`, get `reduction` off (满减) or pay `discount` per cent of it
   * (满折, 95 = 9.5折); `label` writes the tier as the shop does (满500减20, 满1500享9.2折).
   */
  tiers: z.array(
    z.object({
      amount: yuan,
      reduction: yuan.nullable(),
      discount: z.number().int().nullable(),
      label: z.string(),
    }),
  ),
});
export type ManjianTerms = z.infer<typeof manjianTerms>;

export const cartTotals = z.object({
  line_count: wholeNumber,
  selected_count: wholeNumber,
  selected_pieces: wholeNumber.meta({ description: 'Pieces on the selected lines' }),
  goods_amount: yuan.meta({ description: 'Selected lines at their unit prices, before reductions' }),
  manjian_amount: yuan,
  free_shipping_gap: yuan.meta({ description: 'Still to spend for free shipping; "0.00" when it is free' }),
  freight: yuan,
  payable: yuan.meta({ description: 'goods_amount − manjian_amount + freight' }),
});
export type CartTotals = z.infer<typeof cartTotals>;

export const shippingData = z.object({
  shipping_amount: yuan.meta({ description: 'Orders of at least this amount ship free' }),
  no_trans_order_amount: yuan.meta({
    description: 'Paid orders not yet shipped: they ship together, so they count towards free shipping',
  }),
  freight: yuan.meta({ description: 'Charged when an order does not ship free' }),
});

/** Spec §3 Cart state. */
export const cartState = z
  .object({
    action: z.number().int().meta({ description: 'The filter applied (99999 = every warehouse)' }),
    data: z.array(cartLine),
    shipping_data: shippingData,
    activity_data: z.object({ manjians: z.array(manjianTerms) }),
    filter_data: z.array(z.object({ id: z.number().int(), name: z.string(), count: wholeNumber })),
    total: cartTotals,
  })
  .meta({ id: 'CartState' });
export type CartState = z.infer<typeof cartState>;

/** A line's amounts after a change elsewhere in the cart (full-reduction shares move between lines). */
export const cartLineAmounts = z.object({
  id: z.number().int(),
  price: yuan,
  goods_manjian_amount: yuan,
  amount: yuan,
  is_selected: zeroOrOne,
});
export type CartLineAmounts = z.infer<typeof cartLineAmounts>;

/**
 * The answer to an edit: the edited line whole, the amounts of every line and the totals, so a page
 * can update a cart of hundreds of lines without receiving it again.
 */
export const cartChange = z.object({
  line: cartLine,
  lines: z.array(cartLineAmounts),
  total: cartTotals,
});
export type CartChange = z.infer<typeof cartChange>;

export const cartHint = z.object({
  type: z.enum(['ladder', 'manjian', 'gift', 'free_shipping']),
  line_id: z.number().int().nullable().meta({ description: 'The line a ladder or 满赠 hint is about' }),
  text: z.string(),
});
export type CartHint = z.infer<typeof cartHint>;

export const checkoutSummary = z.object({
  lines: z.array(cartLine),
  total: cartTotals,
  shipping_data: shippingData,
});
export type CheckoutSummary = z.infer<typeof checkoutSummary>;

export const copyTarget = z.object({
  id: z.number().int(),
  company: z.string(),
  name: z.string(),
  phone: z.string().meta({ description: 'Masked, e.g. 138****0003' }),
});
export type CopyTarget = z.infer<typeof copyTarget>;

/** The cart's line count after adding. */
export const cartCount = z.object({ cart: wholeNumber });

export const cartTotal = z.object({ total: wholeNumber.meta({ description: 'Lines in the cart' }) });

export const cartCopied = z.object({ copied: wholeNumber.meta({ description: 'Lines copied' }) });
