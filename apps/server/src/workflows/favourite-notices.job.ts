import type { FastifyInstance } from 'fastify';
import { fenToYuan } from '@yaocai/domain/money';
import type { Executor } from '../db/client.ts';
import { defineJob } from '../jobs/job.ts';
import { visitorAccess, type BuyerAccess } from '../modules/accounts/buyer-access.ts';
import { buyerAccesses } from '../modules/accounts/buyer-profile.service.ts';
import { watchStates, type WatchState } from '../modules/catalog/goods-facts.service.ts';
import { seesPrices } from '../modules/catalog/price-visibility.ts';
import {
  moveSeen,
  watchedFavourites,
  type WatchedFavourite,
} from '../modules/favourites/favourites.service.ts';
import { sendMessage } from '../modules/messages/messages.service.ts';

export const favouriteNoticesJob = defineJob<Record<string, never>>('favourites.price-stock-notices', {
  retryLimit: 1,
  retryDelay: 60,
  retryDelayMax: 120,
  expireInSeconds: 600,
});

const BATCH = 500;

/**
 * What to tell the buyer of a favourite that is back in stock or cheaper than they last saw; else null.
 * A buyer who may not see prices hears only of a return to stock, with no price: a drop is no news to
 * them, and since it is still recorded as seen, approval later brings no stale one.
 */
export function favouriteNotice(
  seen: { priceFen: number; inStock: boolean },
  now: WatchState,
  access: BuyerAccess,
): { title: string; content: string } | null {
  const priced = seesPrices(access);
  const restocked = !seen.inStock && now.inStock;
  const cheaper = priced && now.priceFen < seen.priceFen;
  if (!restocked && !cheaper) return null;
  const goods = `${now.name}（${now.spec}，${now.manufacturer}）`;
  if (!priced) return { title: '收藏商品到货提醒', content: `您收藏的${goods}已到货。` };
  const price = `¥${fenToYuan(seen.priceFen)} → ¥${fenToYuan(now.priceFen)}`;
  if (restocked && cheaper)
    return { title: '收藏商品到货并降价', content: `您收藏的${goods}已到货，价格${price}。` };
  if (restocked)
    return {
      title: '收藏商品到货提醒',
      content: `您收藏的${goods}已到货，现价¥${fenToYuan(now.priceFen)}。`,
    };
  return { title: '收藏商品降价提醒', content: `您收藏的${goods}降价了：${price}。` };
}

/** Moves one favourite to what the goods is now, telling its buyer when that is news; answers whether it told. */
async function catchUp(
  db: Executor,
  favourite: WatchedFavourite,
  now: WatchState,
  access: BuyerAccess,
): Promise<boolean> {
  const { seenPriceFen, seenInStock } = favourite;
  const notice =
    seenPriceFen === null || seenInStock === null
      ? null
      : favouriteNotice({ priceFen: seenPriceFen, inStock: seenInStock }, now, access);
  return db.transaction(async (tx) => {
    if (!(await moveSeen(tx, favourite, now)) || !notice) return false;
    await sendMessage(tx, favourite.userId, notice);
    return true;
  });
}

/**
 * Walks every favourite of published goods and tells buyers of those back in stock or cheaper since
 * they last heard; a price rise or running out (and, for a buyer who may not see prices, a drop) is
 * recorded silently, so the next drop is measured from it. Answers how many messages were sent.
 */
export async function sendFavouriteNotices(db: Executor): Promise<number> {
  let sent = 0;
  for (let after: WatchedFavourite | null = null; ;) {
    const batch = await watchedFavourites(db, after, BATCH);
    if (batch.length === 0) return sent;
    const states = await watchStates(db, [...new Set(batch.map((favourite) => favourite.goodsId))]);
    const accesses = await buyerAccesses(db, [...new Set(batch.map((favourite) => favourite.userId))]);
    for (const favourite of batch) {
      const now = states.get(favourite.goodsId);
      if (!now?.published) continue;
      if (favourite.seenPriceFen === now.priceFen && favourite.seenInStock === now.inStock) continue;
      const access = accesses.get(favourite.userId) ?? visitorAccess;
      if (await catchUp(db, favourite, now, access)) sent += 1;
    }
    after = batch.at(-1)!;
  }
}

/** Every `minutes`, one instance tells buyers of their favourites' returns to stock and price drops. */
export async function startFavouriteNotices(app: FastifyInstance, minutes: number): Promise<void> {
  await app.jobs.handle(favouriteNoticesJob, async () => {
    const sent = await sendFavouriteNotices(app.db);
    if (sent > 0) app.log.info({ notices: sent }, 'favourite price and stock notices sent');
  });
  await app.jobs.schedule(favouriteNoticesJob, minutes > 0 ? `*/${minutes} * * * *` : null);
}
