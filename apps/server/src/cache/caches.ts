import { NamedCache } from './named-cache.ts';

/**
 * Every in-process cache of the server, with the most entries it keeps. Lifetimes come from the
 * config (`*_CACHE_MS`); what each may show stale, and for how long, is in
 * docs/decisions/008-caching.md. Each cache belongs to one module, which opens it with its types.
 */
export const CACHE_SIZES = {
  /** Session token → buyer and access (accounts). Keyed by the buyer's own token. */
  sessions: 20_000,
  /** Rows of a goods list page, before prices are shown for a buyer (catalog). */
  listPages: 2_000,
  /** Totals of the goods list per filter combination, and the catalogue's size (catalog). */
  listTotals: 5_000,
  /** A goods detail without its prices shown for a buyer (catalog). */
  goodsDetails: 10_000,
  /** Search-box suggestions per kind and keyword (catalog). */
  suggestions: 5_000,
  /** Goods facts carts show (cart). */
  cartGoods: 50_000,
  /** Running full reductions and shipping terms carts are priced under (cart). */
  cartTerms: 1,
  /** A buyer's loaded cart, valid while its version stands (cart). Keyed by the buyer. */
  cartViews: 5_000,
  /** A buyer's cart badge, valid while its version stands (cart). Keyed by the buyer. */
  cartBadges: 20_000,
  /** The shop's settings as pages show them (content). */
  shopSettings: 1,
} as const;

export type CacheName = keyof typeof CACHE_SIZES;
/** Lifetime of each cache in ms; 0 turns it off. */
export type CacheLifetimes = Record<CacheName, number>;

/** The caches of one app. */
export class Caches {
  readonly #open = new Map<CacheName, NamedCache<never, never>>();

  constructor(private readonly lifetimes: CacheLifetimes) {}

  /** The named cache, the same one however often it is asked for. */
  open<K extends NonNullable<unknown>, V extends NonNullable<unknown>>(name: CacheName): NamedCache<K, V> {
    let cache = this.#open.get(name) as NamedCache<K, V> | undefined;
    if (!cache) {
      cache = new NamedCache<K, V>(name, { ttlMs: this.lifetimes[name], max: CACHE_SIZES[name] });
      this.#open.set(name, cache as unknown as NamedCache<never, never>);
    }
    return cache;
  }

  /** Empties the named caches, e.g. after a change they hold. */
  clear(...names: CacheName[]): void {
    for (const name of names) this.#open.get(name)?.clear();
  }
}
