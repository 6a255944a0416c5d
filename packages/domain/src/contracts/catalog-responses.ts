import { z } from 'zod';
import { day, pagedOf, wholeNumber, yuan } from './wire.ts';

export const ladderPrice = z.object({ number: wholeNumber, price: yuan });
export type LadderPrice = z.infer<typeof ladderPrice>;

/** A goods item as lists show it (spec §3 goods). Prices are null unless the buyer may see them. */
export const goodsCard = z
  .object({
    id: z.number().int(),
    name: z.string(),
    sccj: z.string().meta({ description: 'Manufacturer (生产厂家)' }),
    manufacturer_id: z.number().int(),
    ypgg: z.string().meta({ description: 'Specification (药品规格)' }),
    bzdw: z.string().meta({ description: 'Unit (包装单位)' }),
    zbz: wholeNumber.meta({ description: 'Middle pack (中包装): quantities are multiples of it' }),
    base_price: yuan.nullable(),
    /** Suggested retail price, shown beside the wholesale price. */
    retail_price: yuan.nullable(),
    /** What the page shows instead of a price, or beside a disabled buy button; null when buyable. */
    price_tip: z.string().nullable(),
    is_buy: z.boolean(),
    /** Stock over all warehouses. */
    number: z.number().int(),
    ladder_price: z.array(ladderPrice),
    ladder_price_type: z.number().int(),
    is_free_shipping: z.boolean(),
    free_shipping_number: wholeNumber,
    is_youx: z.boolean(),
    type: z.number().int(),
    tags: z.array(z.string()),
    goods_image: z.array(z.string()),
    approval_number: z.string(),
    /** 效期 or null. */
    expires_on: day.nullable(),
    kind: z.enum(['western', 'patent', 'herbal', 'device']),
    contains_ephedrine: z
      .boolean()
      .meta({ description: '含麻黄碱类复方制剂: limited per month, not paid from the balance' }),
    monthly_limit: wholeNumber
      .nullable()
      .meta({ description: 'Pieces one buyer may order in a calendar month; null: no limit' }),
  })
  .meta({ id: 'GoodsCard' });
export type GoodsCard = z.infer<typeof goodsCard>;

export const warehouseStock = z.object({
  ck_id: z.number().int(),
  name: z.string(),
  number: z.number().int(),
});
export type WarehouseStock = z.infer<typeof warehouseStock>;

export const goodsDetail = goodsCard
  .extend({
    business_scope: z.string(),
    brand: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    batch_number: z.string().nullable(),
    produced_on: day.nullable(),
    stocks: z.array(warehouseStock),
    categories: z.array(
      z.object({ id: z.number().int(), name: z.string(), menu: z.enum(['general', 'yx', 'zy', 'qx']) }),
    ),
  })
  .meta({ id: 'GoodsDetail' });
export type GoodsDetail = z.infer<typeof goodsDetail>;

export const goodsPage = pagedOf(goodsCard);
export type GoodsPage = z.infer<typeof goodsPage>;

export const manufacturerFacet = z.object({ id: z.number().int(), name: z.string(), count: wholeNumber });
export type ManufacturerFacet = z.infer<typeof manufacturerFacet>;

/** GET /api/goods/search: names (type 0) or manufacturers (type 1) for the search box. */
export const searchSuggestions = z.array(z.string());

export const brandFacet = manufacturerFacet;
export type BrandFacet = z.infer<typeof brandFacet>;

export const categoryFacet = z.object({ id: z.number().int(), count: wholeNumber });
export type CategoryFacet = z.infer<typeof categoryFacet>;

/** GET /api/goods/filters: what the filter bar may offer within the current search, with counts. */
export const goodsFacets = z.object({
  manufacturers: z.array(manufacturerFacet),
  brands: z.array(brandFacet),
  categories: z.array(categoryFacet),
});
export type GoodsFacets = z.infer<typeof goodsFacets>;

/** The goods a scanned code names. */
export const scannedGoods = z.object({ goods_id: z.number().int() });
