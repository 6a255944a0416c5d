import { z } from 'zod';
import { id } from '../validation/numbers.ts';
import { cleanText, text } from '../validation/text.ts';

export const bannerQuery = z.object({ banner_id: id('广告位') });

export const articleCategoryQuery = z.object({ category_id: id('分类') });

export const articleIdParams = z.object({ id: id('文章') });

export const pageViewBody = z.object({
  path: text('页面地址', 500),
  route_name: cleanText('路由名称', 50).optional(),
  referrer: cleanText('来源', 500).optional(),
});
export type PageViewBody = z.infer<typeof pageViewBody>;

export type {
  Article,
  Banner,
  CategoryNode,
  CommonConfig,
  HelpCategory,
  Link,
  NavItem,
} from './content-responses.ts';
