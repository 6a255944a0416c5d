import { LRUCache } from 'lru-cache';
import type { Executor } from '../../db/client.ts';
import { getShopSettings } from '../content/settings.service.ts';
import { activeManjians, type ActiveManjian } from '../promotions/promotions.service.ts';
import { freshGoods, type GoodsFact, type GoodsLookup } from './cart-lines.query.ts';

const MAX_GOODS = 50_000;

/** Shop-wide terms a cart is priced under. */
export interface CartTerms {
  manjians: ActiveManjian[];
  freeFromFen: number;
  freightFen: number;
}

/** Where a cart's goods facts and terms come from. */
export interface CartSource {
  goods: GoodsLookup;
  terms(db: Executor): Promise<CartTerms>;
}

async function freshTerms(db: Executor): Promise<CartTerms> {
  const [manjians, settings] = await Promise.all([activeManjians(db), getShopSettings(db)]);
  return {
    manjians,
    freeFromFen: settings.shipping.free_from_fen,
    freightFen: settings.shipping.freight_fen,
  };
}

/** Everything read now from the database: for adding, copying and checking out. */
export const freshSource: CartSource = { goods: freshGoods, terms: freshTerms };

/**
 * Goods facts (name, prices, ladder, stock per warehouse, gift rule) and the shop's terms (running
 * full reductions, shipping) kept for a few seconds, so that showing a cart of hundreds of lines does
 * not read hundreds of goods each time. Only what a cart shows comes from here; adding, checking out
 * and copying use `freshSource`, and an edit's write tests the stock itself, so a quantity is never
 * accepted against stale stock (docs/decisions/003-cart-goods-cache.md).
 */
export class CachedCartSource implements CartSource {
  readonly #goods: LRUCache<number, GoodsFact>;
  readonly #terms: LRUCache<'terms', CartTerms>;

  constructor(ttlMs: number) {
    this.#goods = new LRUCache({ max: MAX_GOODS, ttl: ttlMs });
    this.#terms = new LRUCache({ max: 1, ttl: ttlMs });
  }

  static create(ttlMs: number): CartSource {
    return ttlMs > 0 ? new CachedCartSource(ttlMs) : freshSource;
  }

  readonly goods: GoodsLookup = async (db, ids) => {
    const facts = new Map<number, GoodsFact>();
    const missing: number[] = [];
    for (const id of ids) {
      const known = this.#goods.get(id);
      if (known) facts.set(id, known);
      else missing.push(id);
    }
    for (const [id, fact] of await freshGoods(db, missing)) {
      this.#goods.set(id, fact);
      facts.set(id, fact);
    }
    return facts;
  };

  async terms(db: Executor): Promise<CartTerms> {
    const known = this.#terms.get('terms');
    if (known) return known;
    const terms = await freshTerms(db);
    this.#terms.set('terms', terms);
    return terms;
  }
}
