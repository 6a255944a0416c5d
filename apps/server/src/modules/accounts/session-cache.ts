import type { Caches } from '../../cache/caches.ts';
import type { NamedCache } from '../../cache/named-cache.ts';
import type { Executor } from '../../db/client.ts';
import { findSessionBuyer, type SessionBuyer } from './sessions.service.ts';

/**
 * Session lookups of this process, kept for a few seconds (the `sessions` cache): every signed-in
 * request needs one, and a buyer's pages and their calls come in bursts. Sign-outs, password changes
 * and changes of a buyer's approval take effect as soon as the change feed announces them, made
 * through any instance; while the feed is down, within the cache's lifetime
 * (docs/decisions/008-caching.md, 010-change-feed.md).
 */
export class SessionCache {
  readonly #cache: NamedCache<string, SessionBuyer>;

  constructor(
    private readonly db: Executor,
    caches: Caches,
  ) {
    this.#cache = caches.open('sessions');
    // A buyer's standing changed, or a session ended, through any instance (the change feed).
    caches.onChange(['user', 'session'], (userId) => {
      if (userId === null) this.#cache.clear();
      else this.forgetUser(userId);
    });
  }

  async find(token: string): Promise<SessionBuyer | null> {
    const known = this.#cache.get(token);
    if (known) return known;
    const buyer = await findSessionBuyer(this.db, token);
    // Unknown tokens are not remembered, so guessing cannot fill the cache.
    if (buyer) this.#cache.set(token, buyer);
    return buyer;
  }

  forgetToken(token: string): void {
    this.#cache.delete(token);
  }

  /** After a change to the user's sessions or standing (password, approval, business scope). */
  forgetUser(userId: number): void {
    for (const [token, buyer] of this.#cache.entries()) {
      if (buyer.userId === userId) this.#cache.delete(token);
    }
  }
}
