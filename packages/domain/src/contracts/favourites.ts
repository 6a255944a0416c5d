import { z } from 'zod';
import { id, page, pageSize } from '../validation/numbers.ts';
import { LIST_PAGE_SIZE_MAX } from './list-query.ts';

/** Most goods a buyer keeps in favourites. */
export const FAVOURITES_MAX = 500;
/** Most goods one call adds or cancels. */
export const FAVOURITES_BATCH_MAX = 100;

/** POST /api/favorite and /api/favorite/cancel (spec §3 Favourite). */
export const favouriteBody = z.object({
  goods_ids: z
    .array(id('商品'), { error: '请选择商品' })
    .min(1, '请选择商品')
    .max(FAVOURITES_BATCH_MAX, `一次最多处理${FAVOURITES_BATCH_MAX}件商品`),
});

/** GET /api/favorite: the buyer's favourites, latest first. */
export const favouriteListQuery = z.object({
  page: page(),
  page_size: pageSize(LIST_PAGE_SIZE_MAX, 20),
});

export const FAVOURITE_MESSAGES = {
  added: '收藏成功',
  cancelled: '取消收藏成功',
  full: `收藏已达上限${FAVOURITES_MAX}件，请先取消部分收藏`,
  missing: '商品不存在或已下架',
} as const;
