import { z } from 'zod';
import { goodsCard } from './catalog-responses.ts';
import { banner } from './content-responses.ts';
import { instant } from './wire.ts';

/** GET /api/focus/root|yx|zyzq|kxzq: a zone's banners and its goods picks, priced for the viewer. */
export const focusZoneAnswer = z
  .object({ banners: z.array(banner), goods: z.array(goodsCard) })
  .meta({ id: 'FocusZone' });
export type FocusZoneAnswer = z.infer<typeof focusZoneAnswer>;

/** GET /api/focus/login: the login page's banner, or none. */
export const loginBanner = banner.nullable();

/** GET /api/focus/postList: an article (资讯) as news lists show it. */
export const postSummary = z
  .object({
    id: z.number().int(),
    title: z.string(),
    category_id: z.number().int(),
    category_name: z.string(),
    created_at: instant,
  })
  .meta({ id: 'PostSummary' });
export type PostSummary = z.infer<typeof postSummary>;
