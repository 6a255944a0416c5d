import type { Caches } from '../../cache/caches.ts';
import type { NamedCache } from '../../cache/named-cache.ts';

/** Past this many (goods, page) pairs remembered, the pages are all dropped and the index starts again. */
const MAX_INDEXED = 200_000;

/**
 * Goods list pages, list totals and the filter bar's facets as read, shared by every viewer (prices are shown per viewer
 * afterwards), kept until the change feed announces a change that may alter them
 * (docs/decisions/010-change-feed.md). A change to goods rows, their categories or what lists show
 * of them (makers, brands, categories) may move any goods into or out of any list, and forgets every
 * page (`FORGOTTEN_ON` in cache/caches.ts). A stock change, as every order makes, forgets only the
 * pages showing that goods, and the pages, totals and facets of lists filtered to goods in stock.
 */
export class ListPages<Row extends { id: number }, Facets extends object = object> {
  static #ofCaches = new WeakMap<Caches, ListPages<{ id: number }, object>>();

  readonly #pages: NamedCache<string, Row[]>;
  readonly #totals: NamedCache<string, number>;
  readonly #facets: NamedCache<string, Facets>;
  /** Goods id → the keys of the pages read with it. Keys may have gone since: forgetting them is harmless. */
  readonly #pagesShowing = new Map<number, Set<string>>();
  #indexed = 0;
  /** Moves with every stock change: a page read while it moved may show stock from before. */
  #stockChanges = 0;
  readonly #stockFilteredPages = new Set<string>();
  readonly #stockFilteredTotals = new Set<string>();
  readonly #stockFilteredFacets = new Set<string>();

  private constructor(caches: Caches) {
    this.#pages = caches.open('listPages');
    this.#totals = caches.open('listTotals');
    this.#facets = caches.open('listFacets');
    caches.onChange(['goods', 'catalog'], () => this.#forgetIndex());
    caches.onChange(['stock'], (goodsId) => {
      this.#stockChanges += 1;
      if (goodsId === null) {
        this.#pages.clear();
        this.#forgetIndex();
      } else this.#forgetShowing(goodsId);
      for (const key of this.#stockFilteredPages) this.#pages.delete(key);
      for (const key of this.#stockFilteredTotals) this.#totals.delete(key);
      for (const key of this.#stockFilteredFacets) this.#facets.delete(key);
      this.#stockFilteredPages.clear();
      this.#stockFilteredTotals.clear();
      this.#stockFilteredFacets.clear();
    });
  }

  static of<Row extends { id: number }, Facets extends object = object>(
    caches: Caches,
  ): ListPages<Row, Facets> {
    let pages = ListPages.#ofCaches.get(caches);
    if (!pages) ListPages.#ofCaches.set(caches, (pages = new ListPages(caches)));
    return pages as unknown as ListPages<Row, Facets>;
  }

  /** The kept total for these filters, or `count()`'s. */
  total(key: string, stockFiltered: boolean, count: () => Promise<number>): Promise<number> {
    if (stockFiltered) this.#stockFilteredTotals.add(key);
    return this.#totals.remember(key, count);
  }

  /** The kept facets for these filters, or `read()`'s. */
  facets(key: string, stockFiltered: boolean, read: () => Promise<Facets>): Promise<Facets> {
    if (stockFiltered) this.#stockFilteredFacets.add(key);
    return this.#facets.remember(key, read);
  }

  /** The kept page for this query, or `read()`'s. */
  page(key: string, stockFiltered: boolean, read: () => Promise<Row[]>): Promise<Row[]> {
    return this.#pages.remember(key, async () => {
      const stockChanges = this.#stockChanges;
      const rows = await read();
      // Which pages a change concerns is known only once they are read: one read meanwhile is not kept.
      if (stockChanges !== this.#stockChanges) this.#pages.delete(key);
      else {
        if (stockFiltered) this.#stockFilteredPages.add(key);
        this.#index(key, rows);
      }
      return rows;
    });
  }

  #index(key: string, rows: Row[]): void {
    if (this.#indexed + rows.length > MAX_INDEXED) {
      this.#pages.clear();
      this.#forgetIndex();
    }
    for (const row of rows) {
      let keys = this.#pagesShowing.get(row.id);
      if (!keys) this.#pagesShowing.set(row.id, (keys = new Set()));
      if (!keys.has(key)) {
        keys.add(key);
        this.#indexed += 1;
      }
    }
  }

  #forgetShowing(goodsId: number): void {
    const keys = this.#pagesShowing.get(goodsId);
    if (!keys) return;
    for (const key of keys) this.#pages.delete(key);
    this.#indexed -= keys.size;
    this.#pagesShowing.delete(goodsId);
  }

  #forgetIndex(): void {
    this.#pagesShowing.clear();
    this.#indexed = 0;
    this.#stockFilteredPages.clear();
    this.#stockFilteredTotals.clear();
    this.#stockFilteredFacets.clear();
  }
}
