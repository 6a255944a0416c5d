import type { Caches } from '../../cache/caches.ts';
import type { NamedCache } from '../../cache/named-cache.ts';
import type { Executor } from '../../db/client.ts';
import { getShopSettings } from '../content/settings.service.ts';
import { activeFullReductions, type ActiveFullReduction } from '../promotions/promotions.service.ts';
import { freshGoods, type GoodsFact, type GoodsLookup } from './cart-lines.query.ts';

/** Shop-wide terms a cart is priced under. */
export interface CartTerms {
  fullReductions: ActiveFullReduction[];
  freeFromFen: number;
  freightFen: number;
}

/** Where a cart's goods facts and terms come from. */
export interface CartSource {
  goods: GoodsLookup;
  terms(db: Executor): Promise<CartTerms>;
}

async function freshTerms(db: Executor): Promise<CartTerms> {
  const [fullReductions, settings] = await Promise.all([activeFullReductions(db), getShopSettings(db)]);
  return {
    fullReductions,
    freeFromFen: settings.shipping.free_from_fen,
    freightFen: settings.shipping.freight_fen,
  };
}

/** Everything read now from the database: for adding, copying and checking out. */
export const freshSource: CartSource = { goods: freshGoods, terms: freshTerms };

/**
 * Goods facts (name, prices, ladder, stock per warehouse, gift rule) and the shop's terms (running
 * full reductions, shipping) kept for a few seconds (the `cartGoods` and `cartTerms` caches), so
 * that showing a cart of hundreds of lines does not read hundreds of goods each time. Only what a
 * cart shows comes from here; adding, checking out and copying use `freshSource`, and an edit's write
 * tests the stock itself, so a quantity is never accepted against stale stock
 * (docs/decisions/008-caching.md).
 */
export class CachedCartSource implements CartSource {
  readonly #goods: NamedCache<number, GoodsFact>;
  readonly #terms: NamedCache<'terms', CartTerms>;

  private constructor(caches: Caches) {
    this.#goods = caches.open('cartGoods');
    this.#terms = caches.open('cartTerms');
  }

  static create(caches: Caches): CartSource {
    const source = new CachedCartSource(caches);
    return source.#goods.enabled ? source : freshSource;
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

  terms(db: Executor): Promise<CartTerms> {
    return this.#terms.remember('terms', () => freshTerms(db));
  }
}
