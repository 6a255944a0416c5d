import { LRUCache } from 'lru-cache';

export interface CacheSettings {
  /** How long an entry is served before it is read again; 0 turns the cache off. */
  ttlMs: number;
  /** Entries kept at most; the least recently used go first. */
  max: number;
  /** Where lifetimes are timed: `performance` unless a test moves time by hand. */
  clock?: { now(): number };
}

/**
 * One named in-process cache (docs/decisions/008-caching.md). Off (every read loads) when its
 * lifetime is 0. Concurrent misses of one key share one load, so a popular entry that expires under
 * load is read once, not once per waiting request; and an entry asked for in the last quarter of its
 * lifetime is loaded again in the background while it is still served, so that a popular entry is
 * never waited for, and never older than its lifetime; refreshing earlier would read an entry that
 * is asked for often about twice per lifetime.
 */
export class NamedCache<K extends NonNullable<unknown>, V extends NonNullable<unknown>> {
  readonly #entries: LRUCache<K, V> | null;
  readonly #loading = new Map<K, Promise<V>>();

  readonly #refreshWithinMs: number;
  /** While true, nothing is kept or served: what it would keep may already be out of date. */
  #suspended = false;

  constructor(
    readonly name: string,
    settings: CacheSettings,
  ) {
    this.#entries =
      settings.ttlMs > 0
        ? new LRUCache({
            max: settings.max,
            ttl: settings.ttlMs,
            perf: settings.clock,
            ttlResolution: settings.clock ? 0 : 1,
          })
        : null;
    this.#refreshWithinMs = settings.ttlMs / 4;
  }

  get enabled(): boolean {
    return this.#entries !== null;
  }

  get #serving(): LRUCache<K, V> | null {
    return this.#suspended ? null : this.#entries;
  }

  get(key: K): V | undefined {
    return this.#serving?.get(key);
  }

  has(key: K): boolean {
    return this.#serving?.has(key) ?? false;
  }

  set(key: K, value: V): void {
    this.#serving?.set(key, value);
  }

  /** Forgets the key, including a load under way: what it read may predate the change. */
  delete(key: K): void {
    this.#entries?.delete(key);
    this.#loading.delete(key);
  }

  clear(): void {
    this.#entries?.clear();
    this.#loading.clear();
  }

  /** Forgets everything and keeps nothing until `resume()`: every read loads. */
  suspend(): void {
    this.#suspended = true;
    this.clear();
  }

  resume(): void {
    this.clear();
    this.#suspended = false;
  }

  /** The entries still within their lifetime. */
  *entries(): Generator<[K, V]> {
    if (this.#serving) yield* this.#serving.entries();
  }

  /** The kept value, or `load()`'s, kept from then on. */
  remember(key: K, load: () => Promise<V>): Promise<V> {
    const entries = this.#serving;
    if (!entries) return load();
    const known = entries.get(key);
    if (known !== undefined) {
      if (entries.getRemainingTTL(key) < this.#refreshWithinMs && !this.#loading.has(key)) {
        // Its next reader would wait for nothing; a failure here shows when a reader has to wait.
        this.#load(key, load).catch(() => {});
      }
      return Promise.resolve(known);
    }
    return this.#loading.get(key) ?? this.#load(key, load);
  }

  #load(key: K, load: () => Promise<V>): Promise<V> {
    const loading = load().then(
      (value) => {
        // Kept only if nothing forgot the key while it loaded.
        if (this.#loading.get(key) === loading) {
          this.#loading.delete(key);
          this.#serving?.set(key, value);
        }
        return value;
      },
      (error: unknown) => {
        if (this.#loading.get(key) === loading) this.#loading.delete(key);
        throw error;
      },
    );
    this.#loading.set(key, loading);
    return loading;
  }
}

/** A key for a flat object of query values, the same whatever the order of its properties. */
export const objectKey = (values: object): string => JSON.stringify(values, Object.keys(values).sort());
