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

/**
 * The User state of spec §3, asked for by every page: the buyer's row, account manager, cart version
 * and unread count in one prepared query; the cart badge as counted at that version; the shop's
 * settings as pages show them.
 */
export async function getUserState(db: Executor, caches: Caches, userId: number): Promise<UserState> {
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
