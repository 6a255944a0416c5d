import { z } from 'zod';
import { goodsBarcodes } from '../validation/barcodes.ts';
import { date } from '../validation/dates.ts';
import { shopImage } from '../validation/link-url.ts';
import { flag, id, integer } from '../validation/numbers.ts';
import { optionalText, text } from '../validation/text.ts';
import { GOODS_PRICE_MAX_FEN, warehouseStocks } from './admin.ts';
import { goodsKinds, type GoodsKind } from './catalog.ts';

/** A goods item as operators create and edit it: every field the shop shows (/api/admin/goods). */

export const GOODS_KIND_LABEL: Record<GoodsKind, string> = {
  western: '西药',
  patent: '中成药',
  herbal: '中药饮片',
  device: '医疗器械',
};

export const LADDER_STEPS_MAX = 5;
export const GOODS_IMAGES_MAX = 10;
export const GOODS_TAGS_MAX = 5;

const priceFen = (label: string) =>
  integer({ min: 1, max: GOODS_PRICE_MAX_FEN, message: `${label}须为1分至100万元之间的整数分` });

const ladderStep = z.object({
  /** The quantity from which the price applies. */
  number: integer({ min: 2, max: 1_000_000, message: '阶梯数量须为 2 到 1000000 的整数' }),
  price_fen: priceFen('阶梯价'),
});

export const goodsBody = z
  .object({
    name: text('商品名称', 100),
    kind: z.enum(goodsKinds, { error: '商品类型不正确' }),
    /** 经营范围: buyers whose licence covers it may buy the goods. */
    business_scope: text('经营范围', 30),
    /** Found by name, or added. */
    manufacturer: text('生产厂家', 100),
    brand_id: id('品牌').nullable().default(null),
    approval_no: optionalText('批准文号', 50),
    /** EAN-13 barcodes and 药品标识码: what a buyer's scan finds the goods by. */
    barcodes: goodsBarcodes.default([]),
    ypgg: text('规格', 50),
    bzdw: text('包装单位', 10),
    zbz: integer({ min: 1, max: 10_000, message: '中包装须为 1 到 10000 的整数' }),
    price_fen: priceFen('价格'),
    retail_price_fen: priceFen('建议零售价').nullable().default(null),
    ladder: z
      .array(ladderStep, { error: '阶梯价格式不正确' })
      .max(LADDER_STEPS_MAX, `阶梯价最多${LADDER_STEPS_MAX}档`)
      .refine(
        (steps) => steps.every((step, i) => i === 0 || step.number > steps[i - 1]!.number),
        '阶梯数量须从小到大排列且不重复',
      )
      .refine(
        (steps) => steps.every((step, i) => i === 0 || step.price_fen < steps[i - 1]!.price_fen),
        '买得越多单价越低：每一档的价格须低于上一档',
      )
      .default([]),
    is_free_shipping: flag('包邮').default(false),
    /** With is_free_shipping: the quantity from which the goods ships free (0: any). */
    free_shipping_number: integer({
      min: 0,
      max: 1_000_000,
      message: '包邮数量须为 0 到 1000000 的整数',
    }).default(0),
    is_preferred: flag('优选').default(false),
    tags: z
      .array(text('标签', 4), { error: '标签格式不正确' })
      .max(GOODS_TAGS_MAX, `标签最多${GOODS_TAGS_MAX}个`)
      .refine((tags) => new Set(tags).size === tags.length, '标签不能重复')
      .default([]),
    images: z
      .array(shopImage('商品图片', { required: true }), { error: '商品图片格式不正确' })
      .max(GOODS_IMAGES_MAX, `商品图片最多${GOODS_IMAGES_MAX}张`)
      .default([]),
    batch_no: optionalText('批号', 50),
    produced_on: date('生产日期').nullable().default(null),
    /** 效期: the day the current batch expires. */
    expires_on: date('有效期至').nullable().default(null),
    category_ids: z
      .array(id('分类'), { error: '分类格式不正确' })
      .max(20, '分类最多20个')
      .refine((ids) => new Set(ids).size === ids.length, '分类不能重复')
      .default([]),
    is_special_control: flag('特殊管理药品').default(false),
    contains_ephedrine: flag('含麻黄碱').default(false),
    monthly_limit: integer({
      min: 1,
      max: 1_000_000,
      message: '每月限购数量须为 1 到 1000000 的整数',
    })
      .nullable()
      .default(null),
    on_sale: flag('上架').default(false),
    stock: warehouseStocks.default([]),
  })
  .refine((body) => body.ladder.every((step) => step.price_fen < body.price_fen), {
    error: '阶梯价须低于商品价格',
    path: ['ladder'],
  })
  .refine((body) => !body.produced_on || !body.expires_on || body.expires_on > body.produced_on, {
    error: '有效期须晚于生产日期',
    path: ['expires_on'],
  })
  .refine((body) => !(body.is_special_control && body.on_sale), {
    error: '特殊管理药品只登记，不能上架销售',
    path: ['on_sale'],
  })
  .refine((body) => !body.contains_ephedrine || body.monthly_limit !== null, {
    error: '含麻黄碱类药品须设置每月限购数量',
    path: ['monthly_limit'],
  });
export type GoodsBody = z.infer<typeof goodsBody>;
export type GoodsBodyInput = z.input<typeof goodsBody>;

export const manufacturerQuery = z.object({ keywords: optionalText('搜索词', 50) });

// Responses

/** A goods item as the edit form shows it. */
export const adminGoodsDetail = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(goodsKinds),
  business_scope: z.string(),
  manufacturer: z.string(),
  brand_id: z.number().int().nullable(),
  approval_no: z.string(),
  barcodes: z.array(z.string()),
  ypgg: z.string(),
  bzdw: z.string(),
  zbz: z.number().int(),
  price_fen: z.number().int(),
  retail_price_fen: z.number().int().nullable(),
  ladder: z.array(z.object({ number: z.number().int(), price_fen: z.number().int() })),
  is_free_shipping: z.boolean(),
  free_shipping_number: z.number().int(),
  is_preferred: z.boolean(),
  tags: z.array(z.string()),
  images: z.array(z.string()),
  batch_no: z.string(),
  produced_on: z.string().nullable(),
  expires_on: z.string().nullable(),
  category_ids: z.array(z.number().int()),
  is_special_control: z.boolean(),
  contains_ephedrine: z.boolean(),
  monthly_limit: z.number().int().nullable(),
  on_sale: z.boolean(),
  sales: z.number().int(),
  stock: z.array(
    z.object({ warehouse_id: z.number().int(), warehouse: z.string(), stock: z.number().int() }),
  ),
  updated_at: z.string(),
});
export type AdminGoodsDetail = z.infer<typeof adminGoodsDetail>;

const option = z.object({ id: z.number().int(), name: z.string() });
const categoryOption = z.object({
  id: z.number().int(),
  name: z.string(),
  menu: z.string(),
  parent_id: z.number().int().nullable(),
});

/** What the edit form offers to choose from. */
export const goodsFormOptions = z.object({
  warehouses: z.array(option),
  brands: z.array(option),
  categories: z.array(categoryOption),
  business_scopes: z.array(z.string()),
});
export type GoodsFormOptions = z.infer<typeof goodsFormOptions>;
