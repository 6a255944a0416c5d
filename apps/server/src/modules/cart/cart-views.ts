import type { Caches } from '../../cache/caches.ts';
import type { NamedCache } from '../../cache/named-cache.ts';
import { concurrently, type Executor } from '../../db/client.ts';
import { accessKey, type BuyerAccess } from '../accounts/buyer-access.ts';
import { unshippedOrdersFenOf } from '../orders/order-totals.query.ts';
import { loadCartLines, type LoadedLine } from './cart-lines.query.ts';
import type { CartSource } from './cart-source.ts';
import { rulingChangesAt } from './line-rules.ts';

/** A buyer's cart as loaded: its lines, and the paid orders awaiting shipment that count towards free shipping. */
export interface HeldCart {
  lines: LoadedLine[];
  unshippedOrdersFen: number;
}

/**
 * Loads a cart. The unshipped amount moves only with orders, which change the cart version, so it is
 * as current as the lines for as long as they are.
 */
export async function loadHeldCart(
  db: Executor,
  userId: number,
  loadLines: () => Promise<LoadedLine[]>,
): Promise<HeldCart> {
  const [lines, unshippedOrdersFen] = await concurrently(db, loadLines, () =>
    unshippedOrdersFenOf(db, userId),
  );
  return { lines, unshippedOrdersFen };
}

/** Edits a view may wait for before it is dropped and loaded again. */
const MAX_MISSING = 32;

interface View {
  /** The cart version the lines were loaded at (they are at least that new). */
  loadedAt: number;
  /** The newest version this view knows of. */
  version: number;
  /** Versions between loadedAt and version whose edit has not been applied here (made elsewhere, or not yet). */
  missing: Set<number>;
  cart: HeldCart;
  /** The version of the edit each patched line comes from. */
  patchedAt: Map<number, number>;
  /** The list answer built from these lines, for the buyer access it was built for. */
  /** `until`: when a promotion window of a line opens or closes, and the answer no longer holds. */
  listAnswer: { version: number; access: string; until: number; body: Buffer } | null;
}

/**
 * The carts this process last loaded, by buyer, with the cart version they stand at (the `cartViews`
 * cache). A cart is reused only while the database still has that version and every edit up to it
 * has been applied here, so a change made on any instance shows at once; and for at most the cache's
 * lifetime, after which goods, stock and terms are read again. Edits made through this process patch the loaded cart, in whatever order they
 * finish, instead of loading every line again.
 */
export class CartViews {
  readonly #views: NamedCache<number, View>;
  /** Writes in progress in this process, by buyer. */
  readonly #inFlight = new Map<number, number>();
  readonly #waiting = new Map<number, (() => void)[]>();

  constructor(
    caches: Caches,
    private readonly source: CartSource,
  ) {
    this.#views = caches.open('cartViews');
  }

  /**
   * Marks a write of the buyer's cart in progress in this process until `write` settles. A reader
   * whose view misses an edit waits for the writes in progress here (they finish in any order) rather
   * than loading the whole cart again.
   */
  async writing<T>(userId: number, write: () => Promise<T>): Promise<T> {
    this.#inFlight.set(userId, (this.#inFlight.get(userId) ?? 0) + 1);
    try {
      return await write();
    } finally {
      const left = (this.#inFlight.get(userId) ?? 1) - 1;
      if (left === 0) this.#inFlight.delete(userId);
      else this.#inFlight.set(userId, left);
      this.#notify(userId);
    }
  }

  #notify(userId: number): void {
    const waiting = this.#waiting.get(userId);
    this.#waiting.delete(userId);
    for (const wake of waiting ?? []) wake();
  }

  #nextChange(userId: number): Promise<void> {
    return new Promise((resolve) => {
      const waiting = this.#waiting.get(userId) ?? [];
      waiting.push(resolve);
      this.#waiting.set(userId, waiting);
    });
  }

  /** The view if it holds the cart at `version` or newer, with every edit up to its own version. */
  #current(userId: number, version: number): View | undefined {
    const view = this.#views.get(userId);
    return view && view.version >= version && view.missing.size === 0 ? view : undefined;
  }

  /** A line of the buyer's cart as this process last held it, if it does. */
  latestLine(userId: number, lineId: number): LoadedLine | undefined {
    return this.#views.get(userId)?.cart.lines.find((line) => line.id === lineId);
  }

  async cart(db: Executor, userId: number, version: number): Promise<HeldCart> {
    for (;;) {
      const view = this.#current(userId, version);
      if (view) return view.cart;
      if (!this.#views.has(userId) || !this.#inFlight.has(userId)) break;
      await this.#nextChange(userId);
    }
    const cart = await loadHeldCart(db, userId, () => loadCartLines(db, userId, this.source.goods));
    this.#views.set(userId, {
      loadedAt: version,
      version,
      missing: new Set(),
      cart,
      patchedAt: new Map(),
      listAnswer: null,
    });
    return cart;
  }

  /** After this process changed one line, in the change that gave the cart `version`. */
  edited(userId: number, version: number, line: LoadedLine): void {
    const view = this.#views.get(userId);
    if (!view || version <= view.loadedAt) return;
    if (version > view.version) {
      for (let skipped = view.version + 1; skipped < version; skipped++) view.missing.add(skipped);
      view.version = version;
    } else if (!view.missing.delete(version)) {
      return;
    }
    if (view.missing.size > MAX_MISSING) {
      this.#views.delete(userId);
      return;
    }
    if ((view.patchedAt.get(line.id) ?? view.loadedAt) < version) {
      const lines = view.cart.lines.map((known) => (known.id === line.id ? line : known));
      view.cart = { ...view.cart, lines };
      view.patchedAt.set(line.id, version);
    }
    view.listAnswer = null;
    this.#notify(userId);
  }

  listAnswer(userId: number, version: number, access: BuyerAccess): Buffer | undefined {
    const answer = this.#current(userId, version)?.listAnswer;
    return answer &&
      answer.version === version &&
      answer.access === accessKey(access) &&
      Date.now() < answer.until
      ? answer.body
      : undefined;
  }

  keepListAnswer(userId: number, version: number, access: BuyerAccess, body: Buffer): void {
    const view = this.#current(userId, version);
    if (!view || view.version !== version) return;
    const now = new Date();
    const until = Math.min(...view.cart.lines.map((line) => rulingChangesAt(line, now)));
    view.listAnswer = { version, access: accessKey(access), until, body };
  }
}
