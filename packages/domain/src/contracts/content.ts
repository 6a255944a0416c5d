import { z } from 'zod';
import { id } from '../validation/numbers.ts';
import { cleanText, text } from '../validation/text.ts';

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

export const bannerQuery = z.object({ banner_id: id('广告位') });

export const articleCategoryQuery = z.object({ category_id: id('分类') });

export const articleIdParams = z.object({ id: id('文章') });

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
  path: text('页面地址', 500),
  route_name: cleanText('路由名称', 50).optional(),
  referrer: cleanText('来源', 500).optional(),
});
export type PageViewBody = z.infer<typeof pageViewBody>;
