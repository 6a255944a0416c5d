import type { Caches } from '../../cache/caches.ts';
import type { NamedCache } from '../../cache/named-cache.ts';
import type { Executor } from '../../db/client.ts';
import { findSessionBuyer, type SessionBuyer } from './sessions.service.ts';

/**
 * Session lookups of this process, kept for a few seconds (the `sessions` cache): every signed-in
 * request needs one, and a buyer's pages and their calls come in bursts. Sign-outs and password
 * changes made through this process take effect at once; made through another instance, or a
 * buyer's approval changed in the database, they reach this process within the cache's lifetime
 * (docs/decisions/008-caching.md).
 */
export class SessionCache {
  readonly #cache: NamedCache<string, SessionBuyer>;

  constructor(
    private readonly db: Executor,
    caches: Caches,
  ) {
    this.#cache = caches.open('sessions');
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
