import { z } from 'zod';
import { id } from '../validation/numbers.ts';
import { cleanText, text } from '../validation/text.ts';
import { ACTIVITY_GOODS_MAX, uniqueGoods } from './activity-fields.ts';

/**
 * 专题页 (holiday pages): which storefront route a page serves. /12 is the alias of /s12; /jz takes an
 * optional word (/jz/{word}) that picks among Christmas pages.
 */
export const HOLIDAY_PAGE_SLUGS = {
  jz: '圣诞狂欢（/jz）',
  s12: '双十二（/s12、/12）',
  lyjm: '活动专区（/lyjm）',
} as const;
export type HolidayPageSlug = keyof typeof HOLIDAY_PAGE_SLUGS;
export const holidayPageSlugs = Object.keys(HOLIDAY_PAGE_SLUGS) as [HolidayPageSlug, ...HolidayPageSlug[]];

export const HOLIDAY_BLOCKS_MAX = 20;
export const HOLIDAY_COUPONS_MAX = 20;

export const HOLIDAY_BLOCK_LABEL = {
  banner: '横幅',
  goods: '商品',
  coupons: '优惠券',
  rules: '活动规则',
} as const;
export type HolidayBlockType = keyof typeof HOLIDAY_BLOCK_LABEL;

/** An image the shop serves (/uploads/…), an http(s) address or an image data URL. */
const imageUrl = text('横幅图片', 20_000).refine(
  (value) => /^(https?:\/\/\S+|\/\S+|data:image\/[\w.+-]+[;,][\s\S]+)$/i.test(value),
  '横幅图片须为以http(s)://、/或data:image/开头的地址',
);

/**
 * A link as operators write them everywhere (spec §4): `*` in front shows 活动未开始, a `#` at the end
 * shows the text before it as an alert, anything else navigates. Empty: the banner is no link.
 */
const activityLink = cleanText('横幅链接', 200).default('');

const block = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('banner'), image: imageUrl, link: activityLink }),
    z.object({
      type: z.literal('goods'),
      title: text('商品区标题', 30),
      goods_ids: z
        .array(id('商品'), { error: '商品格式不正确' })
        .min(1, '商品区至少选择1个商品')
        .max(ACTIVITY_GOODS_MAX, `商品区最多${ACTIVITY_GOODS_MAX}个商品`)
        .refine(uniqueGoods, '同一商品只能选择一次'),
    }),
    z.object({
      type: z.literal('coupons'),
      title: text('优惠券区标题', 30),
      /** 优惠券 campaigns (activities of kind coupon_campaign) the buyer claims here as on /lq. */
      campaign_ids: z
        .array(id('优惠券活动'), { error: '优惠券活动格式不正确' })
        .min(1, '优惠券区至少选择1个优惠券活动')
        .max(HOLIDAY_COUPONS_MAX, `优惠券区最多${HOLIDAY_COUPONS_MAX}个优惠券活动`)
        .refine(uniqueGoods, '同一优惠券活动只能选择一次'),
    }),
    z.object({
      type: z.literal('rules'),
      title: text('规则标题', 30),
      /** Plain text or simple HTML; answered through the content module's sanitiser. */
      content: text('活动规则', 5000, { multiline: true }),
    }),
  ],
  { error: '区块类型不正确' },
);

/** A page: the route it serves and its blocks in order. */
export const holidayPageDefinition = z.object({
  slug: z.enum(holidayPageSlugs, { error: '页面不正确' }),
  /** Only for /jz: the word of /jz/{word} that shows this page; empty: /jz itself. */
  word: cleanText('页面关键词', 20)
    .default('')
    .refine((word) => /^[\w-]*$/.test(word), '页面关键词只能包含字母、数字、下划线和短横线'),
  blocks: z
    .array(block, { error: '页面区块格式不正确' })
    .min(1, '至少添加1个区块')
    .max(HOLIDAY_BLOCKS_MAX, `最多${HOLIDAY_BLOCKS_MAX}个区块`),
});
export type HolidayPageDefinition = z.infer<typeof holidayPageDefinition>;
export type HolidayPageBlock = HolidayPageDefinition['blocks'][number];

export const holidayPageDetail = z.object({
  slug: z.enum(holidayPageSlugs),
  word: z.string(),
  blocks: z.array(
    z.discriminatedUnion('type', [
      z.object({ type: z.literal('banner'), image: z.string(), link: z.string() }),
      z.object({ type: z.literal('goods'), title: z.string(), goods_ids: z.array(z.number().int()) }),
      z.object({ type: z.literal('coupons'), title: z.string(), campaign_ids: z.array(z.number().int()) }),
      z.object({ type: z.literal('rules'), title: z.string(), content: z.string() }),
    ]),
  ),
});

/** GET /api/activity/page/{slug}: ?word= for /jz/{word}. */
export const holidayPageParams = z.object({ slug: z.enum(holidayPageSlugs, { error: '页面不正确' }) });
export const holidayPageQuery = z.object({
  word: cleanText('页面关键词', 20).default(''),
});

export type {
  HolidayCoupon,
  HolidayPage,
  HolidayPageBlockAnswer,
} from './activity-holiday-page-responses.ts';
