import { LRUCache } from 'lru-cache';

const MAX_PAGES = 2_000;

/**
 * Goods list pages (the rows, before prices are shown for a buyer) kept for a few seconds: the first
 * pages of the categories are what every buyer opens, again and again. A page may show stock or a
 * change to the catalogue up to `ttlMs` late; prices and buyability are still worked out per buyer,
 * and carts, checkout and orders never read from here (docs/decisions/005-list-page-cache.md).
 */
export class ListPageCache<Row> {
  readonly #pages: LRUCache<string, Row[]> | null;

  constructor(ttlMs: number) {
    this.#pages = ttlMs > 0 ? new LRUCache({ max: MAX_PAGES, ttl: ttlMs }) : null;
  }

  async rows(key: object, read: () => Promise<Row[]>): Promise<Row[]> {
    if (!this.#pages) return read();
    const name = JSON.stringify(key, Object.keys(key).sort());
    const known = this.#pages.get(name);
    if (known) return known;
    const rows = await read();
    this.#pages.set(name, rows);
    return rows;
  }
}
