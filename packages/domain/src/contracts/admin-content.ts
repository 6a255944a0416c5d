import { z } from 'zod';
import { shopImage, shopLink } from '../validation/link-url.ts';
import { dateRangeInOrder } from '../validation/dates.ts';
import { flag, id, integer, page } from '../validation/numbers.ts';
import { cleanText, optionalText, text } from '../validation/text.ts';
import { requiredLicences, requiredLicencesBody } from './licence-requirements.ts';
import { FOCUS_BANNER_SLOTS, goodsPickSlots } from './content-focus.ts';
import { consolePageSize, dateRange, END_BEFORE_START, sortDirection } from './list-query.ts';

/**
 * What operators edit of the storefront's content and settings (/api/admin/content/…, /api/admin/settings).
 * Everything here was seed data before; the shop reads it on each request (settings within their
 * cache's lifetime).
 */

const sort = integer({ min: -9999, max: 9999, message: '排序须为 -9999 到 9999 的整数' }).default(0);
const HTML_MAX = 100_000;

/** Banner slots: 121 the home carousel (spec §9), 1 the ad above the header, the others the focus calls'. */
export const BANNER_SLOTS = {
  121: '首页轮播图',
  1: '顶部广告',
  ...Object.fromEntries(Object.values(FOCUS_BANNER_SLOTS).map((slot) => [slot.id, slot.label])),
} as Record<121 | 1 | (typeof FOCUS_BANNER_SLOTS)[keyof typeof FOCUS_BANNER_SLOTS]['id'], string>;
export type BannerSlot = keyof typeof BANNER_SLOTS;
const bannerSlot = integer({ min: 1, max: 121, message: '广告位不正确' }).refine(
  (value) => value in BANNER_SLOTS,
  '广告位不正确',
);

export const bannerBody = z.object({
  banner_id: bannerSlot,
  title: text('标题', 50),
  image: shopImage('图片', { required: true }),
  url: shopLink('链接'),
  sort,
  is_show: flag('是否显示').default(true),
});
export const bannerQuery = z.object({ banner_id: bannerSlot.optional() });

/** A goods picked for a slot (商品推荐): shown while it is on sale, in the order of sort. */
export const goodsPickBody = z.object({
  slot: z.enum(goodsPickSlots, { error: '推荐位不正确' }),
  goods_id: id('商品'),
  sort,
});
export const goodsPickQuery = z.object({
  slot: z.enum(goodsPickSlots, { error: '推荐位不正确' }).optional(),
});
export { GOODS_PICK_SLOTS, goodsPickSlots, type GoodsPickSlot } from './content-focus.ts';

export const hotSearchBody = z.object({
  name: text('搜索词', 20),
  url: shopLink('链接', { required: true }),
  sort,
});

export const linkBody = z.object({
  name: text('名称', 30),
  url: shopLink('链接', { required: true }),
  sort,
});

export const noticeBody = z.object({
  /** HTML, sanitised when saved and again when shown. */
  content: text('公告内容', 2000, { multiline: true }),
  is_active: flag('是否显示').default(true),
});

export const navItemBody = z.object({
  parent_id: id('上级导航').nullable().default(null),
  name: text('名称', 20),
  url: shopLink('链接', { required: true }),
  is_open: flag('新窗口打开').default(false),
  image: shopImage('图标'),
  sort,
});

export const articleCategoryBody = z.object({
  parent_id: id('上级分类').nullable().default(null),
  name: text('分类名称', 30),
  sort,
});

export const articleBody = z.object({
  category_id: id('文章分类'),
  title: text('标题', 100),
  /** Rich text (HTML), sanitised when saved and again when shown. */
  content: cleanText('正文', HTML_MAX, { multiline: true }).min(1, '请填写正文'),
  sort,
});

/** 发布时间, 标题 or 排序 (the number that orders a category's articles in the help centre). */
export const articleSorts = ['created_at', 'title', 'sort'] as const;
export type ArticleSort = (typeof articleSorts)[number];

/** 帮助文章 in the console: by category, title words and the days published, in a column's order. */
export const articleListQuery = z
  .object({
    category_id: id('文章分类').optional(),
    keywords: optionalText('搜索词', 50),
    ...dateRange,
    page: page(),
    page_size: consolePageSize(),
    /** Newest first by default. */
    sort: z.enum(articleSorts, { error: '排序字段不正确' }).default('created_at'),
    order: sortDirection(),
  })
  .refine(dateRangeInOrder, END_BEFORE_START);

const qq = (label: string) =>
  optionalText(label, 12).refine(
    (value) => value === '' || /^[1-9]\d{4,11}$/.test(value),
    `${label}格式不正确`,
  );
const fen = (label: string, max: number) =>
  integer({ min: 0, max, message: `${label}须为 0 到 ${max / 100} 元` });

/** The shop's settings as operators edit them; the same groups as they are stored. */
export const shopSettingsBody = z.object({
  site: z.object({ site_title: text('网站名称', 30) }),
  common_config: z.object({
    hot_line: optionalText('客服热线', 30),
    qq1: qq('客服QQ 1'),
    qq2: qq('客服QQ 2'),
  }),
  quality_inspection: z
    .object({
      quality_inspection_url: shopLink('质检报告链接', { required: true }),
      msg: optionalText('质检说明', 200),
    })
    .nullable(),
  shipping: z.object({
    free_from_fen: fen('包邮门槛', 100_000_000),
    freight_fen: fen('运费', 1_000_000),
  }),
  seller: z.object({
    company_name: optionalText('公司名称', 100),
    tax_no: optionalText('纳税人识别号', 20).refine(
      (value) => value === '' || /^[0-9A-Z]{15,20}$/.test(value),
      '纳税人识别号为15到20位数字或大写字母',
    ),
    address: optionalText('地址', 200),
    phone: optionalText('电话', 30),
    bank_name: optionalText('开户银行', 100),
    bank_account: optionalText('银行账号', 40).refine(
      (value) => value === '' || /^\d[\d ]{5,38}\d$/.test(value),
      '银行账号只能包含数字',
    ),
    licence_no: optionalText('药品经营许可证号', 50),
  }),
  /** Services the shop offers; left as they are when not sent. */
  features: z
    .object({ is_after_sale: flag('售后服务').optional(), is_can_chat: flag('在线客服').optional() })
    .optional(),
  /** Points a paid order earns per whole yuan; left as it is when not sent. */
  points: z
    .object({ per_yuan: integer({ min: 0, max: 100, message: '每元积分须为 0 到 100 的整数' }) })
    .optional(),
  /** GSP: the shelf life a shipped lot must have left, in months; left as it is when not sent. */
  shelf_life: z
    .object({
      min_months: integer({ min: 0, max: 36, message: '最短剩余效期须为 0 到 36 的整数（月）' }),
    })
    .optional(),
  /** The licences each kind of buyer needs to be approved; left as they are when not sent. */
  required_licences: requiredLicencesBody.optional(),
});
export type ShopSettingsBody = z.infer<typeof shopSettingsBody>;

// Responses

const rowId = z.number().int();
export const adminBanner = z.object({
  id: rowId,
  banner_id: z.number().int(),
  title: z.string(),
  image: z.string(),
  url: z.string(),
  sort: z.number().int(),
  is_show: z.boolean(),
});
export const adminGoodsPick = z.object({
  id: rowId,
  slot: z.enum(goodsPickSlots),
  goods_id: rowId,
  /** Read with the list; an add or an edit answers the row alone. */
  goods_name: z.string().optional(),
  goods_spec: z.string().optional(),
  on_sale: z.boolean().optional(),
  sort: z.number().int(),
});
export type AdminGoodsPick = z.infer<typeof adminGoodsPick>;
export const adminHotSearch = z.object({
  id: rowId,
  name: z.string(),
  url: z.string(),
  sort: z.number().int(),
});
export const adminLink = adminHotSearch;
export const adminNotice = z.object({
  id: rowId,
  content: z.string(),
  is_active: z.boolean(),
  created_at: z.string(),
});
export const adminNavItem = z.object({
  id: rowId,
  parent_id: rowId.nullable(),
  name: z.string(),
  url: z.string(),
  is_open: z.boolean(),
  image: z.string(),
  sort: z.number().int(),
});
export const adminArticleCategory = z.object({
  id: rowId,
  parent_id: rowId.nullable(),
  name: z.string(),
  sort: z.number().int(),
  articles: z.number().int(),
});
export const adminArticleSummary = z.object({
  id: rowId,
  category_id: rowId,
  category_name: z.string(),
  title: z.string(),
  sort: z.number().int(),
  created_at: z.string(),
});
export const adminArticle = adminArticleSummary.extend({ content: z.string() });
export const adminArticleList = z.object({
  list: z.array(adminArticleSummary),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export const adminShopSettings = z.object({
  site: z.object({ site_title: z.string() }),
  common_config: z.object({ hot_line: z.string(), qq1: z.string(), qq2: z.string() }),
  quality_inspection: z.object({ quality_inspection_url: z.string(), msg: z.string() }).nullable(),
  shipping: z.object({ free_from_fen: z.number().int(), freight_fen: z.number().int() }),
  seller: z.object({
    company_name: z.string(),
    tax_no: z.string(),
    address: z.string(),
    phone: z.string(),
    bank_name: z.string(),
    bank_account: z.string(),
    licence_no: z.string(),
  }),
  features: z.object({ is_after_sale: z.boolean(), is_can_chat: z.boolean() }),
  points: z.object({ per_yuan: z.number().int() }),
  shelf_life: z.object({ min_months: z.number().int() }),
  required_licences: requiredLicences,
});
export type AdminShopSettings = z.infer<typeof adminShopSettings>;
export type SellerDetails = AdminShopSettings['seller'];
export type AdminBanner = z.infer<typeof adminBanner>;
export type AdminHotSearch = z.infer<typeof adminHotSearch>;
export type AdminLink = z.infer<typeof adminLink>;
export type AdminNotice = z.infer<typeof adminNotice>;
export type AdminNavItem = z.infer<typeof adminNavItem>;
export type AdminArticleCategory = z.infer<typeof adminArticleCategory>;
export type AdminArticle = z.infer<typeof adminArticle>;
export type AdminArticleList = z.infer<typeof adminArticleList>;

/** A seller with nothing set: invoices and contracts then name the site. */
export const NO_SELLER: SellerDetails = {
  company_name: '',
  tax_no: '',
  address: '',
  phone: '',
  bank_name: '',
  bank_account: '',
  licence_no: '',
};
