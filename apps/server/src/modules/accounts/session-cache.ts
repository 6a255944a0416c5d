import { LRUCache } from 'lru-cache';
import type { Executor } from '../../db/client.ts';
import { findSessionBuyer, type SessionBuyer } from './sessions.service.ts';

const MAX_SESSIONS = 20_000;

/**
 * Session lookups of this process, kept for a few seconds: every signed-in request needs one, and a
 * buyer's pages and their calls come in bursts. Sign-outs and password changes made through this
 * process take effect at once; made through another instance, or a buyer's approval changed in the
 * database, they reach this process within `ttlMs` (docs/decisions/002-session-cache.md).
 */
export class SessionCache {
  readonly #cache: LRUCache<string, SessionBuyer> | null;

  constructor(
    private readonly db: Executor,
    ttlMs: number,
  ) {
    this.#cache = ttlMs > 0 ? new LRUCache({ max: MAX_SESSIONS, ttl: ttlMs }) : null;
  }

  async find(token: string): Promise<SessionBuyer | null> {
    const known = this.#cache?.get(token);
    if (known) return known;
    const buyer = await findSessionBuyer(this.db, token);
    // Unknown tokens are not remembered, so guessing cannot fill the cache.
    if (buyer) this.#cache?.set(token, buyer);
    return buyer;
  }

  forgetToken(token: string): void {
    this.#cache?.delete(token);
  }

  /** After a change to the user's sessions or standing (password, approval, business scope). */
  forgetUser(userId: number): void {
    if (!this.#cache) return;
    for (const [token, buyer] of this.#cache.entries()) {
      if (buyer.userId === userId) this.#cache.delete(token);
    }
  }
}
