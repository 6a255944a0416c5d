import { z } from 'zod';
import { instant } from './wire.ts';

export const categoryNode = z
  .object({
    id: z.number().int(),
    name: z.string(),
    logo1: z.string().nullable(),
    get children() {
      return z.array(categoryNode);
    },
  })
  .meta({ id: 'CategoryNode' });
export type CategoryNode = z.infer<typeof categoryNode>;

export const navItem = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  is_open: z.boolean(),
  image: z.string().nullable(),
  children: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      url: z.string(),
      ids: z.string().nullable(),
      idss: z.string().nullable(),
    }),
  ),
});
export type NavItem = z.infer<typeof navItem>;

/** GET /api/focus/common (spec §3 Common config response), plus the active notice. */
export const commonConfig = z.object({
  rnss: z.array(z.object({ name: z.string(), url: z.string() })),
  nav: z.array(navItem),
  category: z.array(categoryNode),
  category_yx: z.array(categoryNode),
  category_zy: z.array(categoryNode),
  category_qx: z.array(categoryNode),
  brand: z.array(z.object({ id: z.number().int(), name: z.string(), logo: z.string().nullable() })),
  timestamp: z.number().int().meta({ description: 'Server time in seconds (10 digits, spec §5)' }),
  notice: z.string().nullable().meta({ description: 'Sanitised HTML for the scrolling notice bar' }),
});
export type CommonConfig = z.infer<typeof commonConfig>;

export const banner = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string(),
  url: z.string(),
});
export type Banner = z.infer<typeof banner>;

/** The advertisement above the header, when there is one. */
export const topAd = z.object({ url: z.string(), image: z.string() }).nullable();

/** Help category with its articles (spec §3: id, name, children {id, name}). */
export const helpCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  children: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type HelpCategory = z.infer<typeof helpCategory>;

export const article = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string().meta({ description: 'Sanitised HTML' }),
  category_id: z.number().int(),
  category_name: z.string(),
  created_at: instant,
});
export type Article = z.infer<typeof article>;

export const link = z.object({ id: z.number().int(), name: z.string(), url: z.string() });
export type Link = z.infer<typeof link>;

export const siteInfo = z.object({ site_title: z.string() });
