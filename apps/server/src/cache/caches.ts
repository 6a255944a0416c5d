import type { Change, ChangeFeedEvents, ChangeTopic } from './change-feed.ts';
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
  /** What the filter bar offers per filter combination (catalog). */
  listFacets: 2_000,
  /** A goods detail without its prices shown for a buyer (catalog). */
  goodsDetails: 20_000,
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
  /** Flash sales not ended with their goods, until the first starts or ends (promotions). */
  flashSessions: 1,
  /** Flash sales this instance found sold out, by sale (promotions). */
  flashSoldOut: 1_000,
  /** The shop's settings as pages show them (content). */
  shopSettings: 1,
  /** A buyer's user state, the answer every page asks for (workflows). Keyed by the buyer. */
  userStates: 20_000,
} as const;

export type CacheName = keyof typeof CACHE_SIZES;
/** Lifetime of each cache in ms; 0 turns it off. */
export type CacheLifetimes = Record<CacheName, number>;

/**
 * What each cache forgets when the change feed announces a change (docs/decisions/010-change-feed.md):
 * the entry keyed by the changed row's id, or everything. These caches are kept only while the feed
 * listens. Caches keyed otherwise follow changes themselves: sessions (SessionCache, by token) and
 * list pages (ListPages, by the goods they show).
 */
export const FORGOTTEN_ON: Partial<Record<CacheName, Partial<Record<ChangeTopic, 'key' | 'all'>>>> = {
  userStates: { user: 'key', cart: 'key', messages: 'key', managers: 'all', settings: 'all' },
  goodsDetails: { goods: 'key', stock: 'key', catalog: 'all' },
  cartGoods: { goods: 'key', stock: 'key', catalog: 'all' },
  // A stock change forgets only the pages showing the goods (catalog/list-pages.ts).
  listPages: { goods: 'all', catalog: 'all' },
  listTotals: { goods: 'all', catalog: 'all' },
  listFacets: { goods: 'all', catalog: 'all' },
  shopSettings: { settings: 'all' },
};

type ChangeListener = (key: number | null) => void;

/** The caches of one app, and what they forget as the change feed announces changes. */
export class Caches implements ChangeFeedEvents {
  readonly #open = new Map<CacheName, NamedCache<never, never>>();
  readonly #listeners = new Map<ChangeTopic, ChangeListener[]>();
  #feedUp = false;

  constructor(private readonly lifetimes: CacheLifetimes) {
    for (const [name, topics] of Object.entries(FORGOTTEN_ON) as [
      CacheName,
      Record<ChangeTopic, 'key' | 'all'>,
    ][]) {
      for (const [topic, what] of Object.entries(topics) as [ChangeTopic, 'key' | 'all'][]) {
        this.onChange([topic], (key) => {
          const cache = this.#open.get(name) as NamedCache<number, never> | undefined;
          if (what === 'key' && key !== null) cache?.delete(key);
          else cache?.clear();
        });
      }
    }
  }

  /** Calls `listener` with the changed row's id (null: any row) for each change of these topics. */
  onChange(topics: ChangeTopic[], listener: ChangeListener): void {
    for (const topic of topics) this.#listeners.set(topic, [...(this.#listeners.get(topic) ?? []), listener]);
  }

  change({ topic, key }: Change): void {
    for (const listener of this.#listeners.get(topic) ?? []) listener(key);
  }

  up(): void {
    this.#feedUp = true;
    for (const name of Object.keys(FORGOTTEN_ON) as CacheName[]) this.#open.get(name)?.resume();
    for (const listeners of this.#listeners.values()) for (const listener of listeners) listener(null);
  }

  down(): void {
    this.#feedUp = false;
    for (const name of Object.keys(FORGOTTEN_ON) as CacheName[]) this.#open.get(name)?.suspend();
    for (const listeners of this.#listeners.values()) for (const listener of listeners) listener(null);
  }

  /** The named cache, the same one however often it is asked for. */
  open<K extends NonNullable<unknown>, V extends NonNullable<unknown>>(name: CacheName): NamedCache<K, V> {
    let cache = this.#open.get(name) as NamedCache<K, V> | undefined;
    if (!cache) {
      cache = new NamedCache<K, V>(name, { ttlMs: this.lifetimes[name], max: CACHE_SIZES[name] });
      if (name in FORGOTTEN_ON && !this.#feedUp) cache.suspend();
      this.#open.set(name, cache as unknown as NamedCache<never, never>);
    }
    return cache;
  }

  /** Empties the named caches, e.g. after a change they hold. */
  clear(...names: CacheName[]): void {
    for (const name of names) this.#open.get(name)?.clear();
  }
}
