import type { UserState } from '@yaocai/domain/contracts/user';
import { notLoggedIn } from '@yaocai/domain/errors';
import type { Executor } from '../db/client.ts';
import { findUserWithManager } from '../modules/accounts/accounts.service.ts';
import { countCartLines } from '../modules/cart/cart-read.service.ts';
import { getShopSettings } from '../modules/content/settings.service.ts';
import { countUnreadMessages } from '../modules/messages/messages.service.ts';

/** The User state of spec §3, from the buyer's row and what other modules know of them. */
export async function getUserState(db: Executor, userId: number): Promise<UserState> {
  const [found, cart, messageCount, shop] = await Promise.all([
    findUserWithManager(db, userId),
    countCartLines(db, userId),
    countUnreadMessages(db, userId),
    getShopSettings(db),
  ]);
  if (!found) throw notLoggedIn();
  const { user, manager } = found;
  return {
    show: true,
    username: user.username,
    name: user.name,
    phone: user.phone,
    company: user.company,
    face: user.face,
    rank: user.rank,
    admin: manager && { name: manager.name, phone: manager.phone, is_default: manager.isDefault ? 1 : 0 },
    address: user.address,
    is_passed: user.status === 'approved' ? 1 : 0,
    points: user.points,
    cart,
    message_count: messageCount,
    wechat: user.wechat,
    common_config: shop.common_config,
    quality_inspection: shop.quality_inspection,
    login_url: '/login',
    is_show_youx: shop.features.is_show_youx ? 1 : 0,
    is_special: user.isSpecial ? 1 : 0,
    is_can_chat: shop.features.is_can_chat ? 1 : 0,
    token: null,
    is_AfterSale: shop.features.is_after_sale ? 1 : 0,
  };
}
