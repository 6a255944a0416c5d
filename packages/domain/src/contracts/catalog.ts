import { z } from 'zod';
import { id, page, pageSize } from '../validation/numbers.ts';
import { cleanText, text } from '../validation/text.ts';

/** 商品列表/搜索 query (GET /api/goods/list). Every value arrives as a string. */
export const KEYWORD_MAX = 50;
export const PAGE_SIZE_MAX = 60;
export const goodsSorts = ['default', 'sales', 'price', 'newest'] as const;
export type GoodsSort = (typeof goodsSorts)[number];

const keyword = cleanText('搜索关键词', KEYWORD_MAX);

const searchType = z.enum(['0', '1'], { error: '搜索类型只能是0（药品）或1（厂家）' });

export const goodsListQuery = z.object({
  select: id('分类').optional(),
  yx: z.enum(['1'], { error: 'yx只能是1' }).optional(),
  qx: z.enum(['2'], { error: 'qx只能是2' }).optional(),
  zy: z.enum(['2'], { error: 'zy只能是2' }).optional(),
  keyword: keyword.optional(),
  /** With keyword: 0 matches goods names, 1 manufacturers; absent matches both. */
  type: searchType.optional(),
  brand: id('品牌').optional(),
  manufacturer: id('厂家').optional(),
  in_stock: z.enum(['0', '1'], { error: 'in_stock只能是0或1' }).optional(),
  sort: z.enum(goodsSorts, { error: '排序方式不正确' }).default('default'),
  order: z.enum(['asc', 'desc'], { error: '排序方向不正确' }).optional(),
  page: page(),
  page_size: pageSize(PAGE_SIZE_MAX, 20),
});
export type GoodsListQuery = z.infer<typeof goodsListQuery>;

export const goodsSearchQuery = z.object({
  keywords: keyword.default(''),
  type: searchType.default('0'),
});
export type GoodsSearchQuery = z.infer<typeof goodsSearchQuery>;

export const goodsIdParams = z.object({ id: id('商品') });

/** A code read from a pack: an EAN-13 barcode or a 20-digit 药品追溯码 (validation/barcodes.ts). */
export const scannedCodeParams = z.object({ code: text('条码', 40) });

/** Why a buyer cannot see the price or buy: shown instead of the price. */
export const PRICE_TIPS = {
  visitor: '登录可见',
  pending: '资质审核后可见',
  outOfScope: '超出经营范围',
  offSale: '已下架',
} as const;

export type {
  GoodsCard,
  GoodsDetail,
  GoodsPage,
  LadderPrice,
  BrandFacet,
  CategoryFacet,
  GoodsFacets,
  ManufacturerFacet,
  WarehouseStock,
} from './catalog-responses.ts';

/** Goods classes (经营范围) a buyer's licence may cover; goods carry one. */
export const goodsKinds = ['western', 'patent', 'herbal', 'device'] as const;
export type GoodsKind = (typeof goodsKinds)[number];
