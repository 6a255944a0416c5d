import { z } from 'zod';

export interface CategoryNode {
  id: number;
  name: string;
  logo1: string | null;
  children: CategoryNode[];
}

export interface NavItem {
  id: number;
  name: string;
  url: string;
  is_open: boolean;
  image: string | null;
  children: { id: number; name: string; url: string; ids: string | null; idss: string | null }[];
}

/** GET /api/focus/common (spec §3 Common config response), plus the active notice. */
export interface CommonConfig {
  rnss: { name: string; url: string }[];
  nav: NavItem[];
  category: CategoryNode[];
  category_yx: CategoryNode[];
  category_zy: CategoryNode[];
  category_qx: CategoryNode[];
  brand: { id: number; name: string; logo: string | null }[];
  /** Server time in seconds (10 digits, spec §5). */
  timestamp: number;
  /** Sanitised HTML for the scrolling notice bar, or null. */
  notice: string | null;
}

export interface Banner {
  id: number;
  title: string;
  image: string;
  url: string;
}

export const bannerQuery = z.object({
  banner_id: z.coerce
    .number({ error: '广告位格式不正确' })
    .int('广告位格式不正确')
    .positive('广告位格式不正确'),
});

export const articleCategoryQuery = z.object({
  category_id: z.coerce.number({ error: '分类格式不正确' }).int('分类格式不正确').positive('分类格式不正确'),
});

export const articleIdParams = z.object({
  id: z.coerce
    .number({ error: '文章格式不正确' })
    .int('文章格式不正确')
    .positive('文章格式不正确')
    .max(2_147_483_647, '文章格式不正确'),
});

/** Help category with its articles (spec §3: id, name, children {id, name}). */
export interface HelpCategory {
  id: number;
  name: string;
  children: { id: number; name: string }[];
}

export interface Article {
  id: number;
  title: string;
  /** Sanitised HTML. */
  content: string;
  category_id: number;
  category_name: string;
  created_at: string;
}

export interface Link {
  id: number;
  name: string;
  url: string;
}

export const pageViewBody = z.object({
  path: z
    .string({ error: '页面地址格式不正确' })
    .trim()
    .min(1, '页面地址格式不正确')
    .max(500, '页面地址过长'),
  route_name: z.string({ error: '路由名称格式不正确' }).trim().max(50, '路由名称过长').optional(),
  referrer: z.string({ error: '来源格式不正确' }).trim().max(500, '来源地址过长').optional(),
});
export type PageViewBody = z.infer<typeof pageViewBody>;
