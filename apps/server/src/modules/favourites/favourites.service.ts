import { and, asc, count, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { FAVOURITE_MESSAGES, FAVOURITES_MAX } from '@yaocai/domain/contracts/favourites';
import type { GoodsCard } from '@yaocai/domain/contracts/catalog';
import type { Paged } from '@yaocai/domain/contracts/wire';
import { invalid } from '@yaocai/domain/errors';
import type { Executor } from '../../db/client.ts';
import type { BuyerAccess } from '../accounts/buyer-access.ts';
import { watchStates, type WatchState } from '../catalog/goods-facts.service.ts';
import { goodsCardsByIds, publishedGoodsIds } from '../catalog/goods.service.ts';
import { favourites } from './favourites.tables.ts';

/**
 * Adds goods to the buyer's favourites; one already there stays as it was. All of them are published
 * goods, and the buyer keeps at most FAVOURITES_MAX: otherwise nothing is added.
 */
export async function addFavourites(db: Executor, userId: number, goodsIds: number[]): Promise<void> {
  const wanted = [...new Set(goodsIds)];
  if ((await publishedGoodsIds(db, wanted)).length !== wanted.length) {
    throw invalid('goods_ids', FAVOURITE_MESSAGES.missing);
  }
  const states = await watchStates(db, wanted);
  await db.transaction(async (tx) => {
    // One buyer's adds are taken one at a time, so two at once cannot both pass the limit.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('favourites'), ${userId})`);
    await tx
      .insert(favourites)
      .values(
        wanted.map((goodsId) => ({
          userId,
          goodsId,
          seenPriceFen: states.get(goodsId)?.priceFen ?? null,
          seenInStock: states.get(goodsId)?.inStock ?? null,
        })),
      )
      .onConflictDoNothing();
    const [kept] = await tx.select({ n: count() }).from(favourites).where(eq(favourites.userId, userId));
    if ((kept?.n ?? 0) > FAVOURITES_MAX) throw invalid('goods_ids', FAVOURITE_MESSAGES.full);
  });
}

export async function cancelFavourites(db: Executor, userId: number, goodsIds: number[]): Promise<void> {
  await db
    .delete(favourites)
    .where(and(eq(favourites.userId, userId), inArray(favourites.goodsId, goodsIds)));
}

/** Every goods id the buyer keeps, for the hearts on lists and goods pages. */
export async function favouriteIds(db: Executor, userId: number): Promise<number[]> {
  const rows = await db
    .select({ goodsId: favourites.goodsId })
    .from(favourites)
    .where(eq(favourites.userId, userId))
    .orderBy(desc(favourites.createdAt), desc(favourites.goodsId));
  return rows.map((row) => row.goodsId);
}

/** A page of the buyer's favourites as goods cards, latest first. */
export async function favouritePage(
  db: Executor,
  userId: number,
  access: BuyerAccess,
  query: { page: number; page_size: number },
): Promise<Paged<GoodsCard>> {
  const [rows, [counted]] = [
    await db
      .select({ goodsId: favourites.goodsId })
      .from(favourites)
      .where(eq(favourites.userId, userId))
      .orderBy(desc(favourites.createdAt), desc(favourites.goodsId))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    await db.select({ total: count() }).from(favourites).where(eq(favourites.userId, userId)),
  ];
  const cards = new Map(
    (
      await goodsCardsByIds(
        db,
        rows.map((row) => row.goodsId),
        access,
      )
    ).map((card) => [card.id, card]),
  );
  return {
    list: rows.flatMap((row) => cards.get(row.goodsId) ?? []),
    total: counted?.total ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}

/** A favourite with what its buyer last heard of the goods' price and stock. */
export interface WatchedFavourite {
  userId: number;
  goodsId: number;
  seenPriceFen: number | null;
  seenInStock: boolean | null;
}

/** Up to `limit` favourites after `after`, in key order (buyer, goods): the watch walks them all in batches. */
export async function watchedFavourites(
  db: Executor,
  after: Pick<WatchedFavourite, 'userId' | 'goodsId'> | null,
  limit: number,
): Promise<WatchedFavourite[]> {
  return db
    .select({
      userId: favourites.userId,
      goodsId: favourites.goodsId,
      seenPriceFen: favourites.seenPriceFen,
      seenInStock: favourites.seenInStock,
    })
    .from(favourites)
    .where(
      after
        ? or(
            gt(favourites.userId, after.userId),
            and(eq(favourites.userId, after.userId), gt(favourites.goodsId, after.goodsId)),
          )
        : undefined,
    )
    .orderBy(asc(favourites.userId), asc(favourites.goodsId))
    .limit(limit);
}

/**
 * Records that the buyer now knows the goods' price and stock, if what they knew is still what `seen`
 * says: false when another run (or a re-add) moved it first, so a notice is sent once.
 */
export async function moveSeen(
  db: Executor,
  seen: WatchedFavourite,
  now: Pick<WatchState, 'priceFen' | 'inStock'>,
): Promise<boolean> {
  const moved = await db
    .update(favourites)
    .set({ seenPriceFen: now.priceFen, seenInStock: now.inStock })
    .where(
      and(
        eq(favourites.userId, seen.userId),
        eq(favourites.goodsId, seen.goodsId),
        sql`${favourites.seenPriceFen} is not distinct from ${seen.seenPriceFen}::integer`,
        sql`${favourites.seenInStock} is not distinct from ${seen.seenInStock}::boolean`,
      ),
    )
    .returning({ goodsId: favourites.goodsId });
  return moved.length > 0;
}
