import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { UserState } from '@yaocai/domain/contracts/user';
import { notLoggedIn } from '@yaocai/domain/errors';
import type { Caches } from '../cache/caches.ts';
import type { Executor } from '../db/client.ts';
import { prepared } from '../db/prepared.ts';
import { accountManagerOf, buyerProfileQuery } from '../modules/accounts/accounts.service.ts';
import { cartBadge, cartVersionOf } from '../modules/cart/cart-badge.ts';
import { shownShopSettings } from '../modules/content/settings.service.ts';
import { unreadMessageCountOf } from '../modules/messages/messages.service.ts';

/** The buyer, their cart's version and their unread count: one statement, each module giving its part. */
const buyerStateStatement = (db: Executor, name: string) =>
  buyerProfileQuery(db, (userId) => ({
    cartVersion: cartVersionOf(userId),
    messageCount: unreadMessageCountOf(userId),
  })).prepare(name);

const userStates = (caches: Caches) => caches.open<number, UserState>('userStates');

/**
 * The User state of spec §3, asked for by every page, kept per buyer until the change feed announces
 * a change to the buyer, their cart or messages, the account managers or the settings
 * (docs/decisions/010-change-feed.md): the same object while it stands, so its answer is encoded once.
 */
export function getUserState(db: Executor, caches: Caches, userId: number): Promise<UserState> {
  return userStates(caches).remember(userId, () => readUserState(db, caches, userId));
}

/**
 * A buyer's own change through this instance (any request but a read) shows in their next user state
 * at once, without waiting for the change feed to announce it.
 */
export const userStatePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.userId !== null && request.method !== 'GET' && request.method !== 'HEAD') {
      userStates(app.caches).delete(request.userId);
    }
    done(null, payload);
  });
});

/**
 * The buyer's row, account manager, cart version and unread count in one prepared query; the cart
 * badge as counted at that version; the shop's settings as pages show them.
 */
async function readUserState(db: Executor, caches: Caches, userId: number): Promise<UserState> {
  const [[found], shop] = await Promise.all([
    prepared(db, 'buyer_state', buyerStateStatement).execute({ userId }),
    shownShopSettings(db, caches),
  ]);
  if (!found) throw notLoggedIn();
  const cart = await cartBadge(db, caches, userId, found.cartVersion);
  return {
    show: true,
    username: found.username,
    name: found.name,
    phone: found.phone,
    company: found.company,
    face: found.face,
    rank: found.rank,
    admin: accountManagerOf(found),
    address: found.address,
    is_passed: found.status === 'approved' ? 1 : 0,
    points: found.points,
    cart,
    message_count: found.messageCount,
    wechat: found.wechat,
    common_config: shop.common_config,
    quality_inspection: shop.quality_inspection,
    login_url: '/login',
    is_show_youx: shop.features.is_show_youx ? 1 : 0,
    is_special: found.isSpecial ? 1 : 0,
    is_can_chat: shop.features.is_can_chat ? 1 : 0,
    token: null,
    is_AfterSale: shop.features.is_after_sale ? 1 : 0,
  };
}
