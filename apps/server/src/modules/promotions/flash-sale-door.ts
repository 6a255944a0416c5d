import type { Caches } from '../../cache/caches.ts';
import type { NamedCache } from '../../cache/named-cache.ts';
import { FlashSaleSoldOut } from './flash-sale-units.service.ts';

/** A submitted line on a flash sale, as the door reads it. */
export interface FlashLine {
  id: number;
  userId: number;
  flashSaleId: number;
}

/**
 * The sales this instance found sold out (an order's conditional update found no unit left), each
 * remembered with its goods' name for FLASH_CACHE_MS, so that the rush of buyers after the last unit
 * is refused on one read of their lines instead of a whole submission (docs/orders.md). A unit given
 * back meanwhile (a cancelled order) can be bought on this instance once the sale is forgotten: the
 * same second a buyer may see the units left late on /ms.
 */
export class FlashSaleDoor {
  readonly #soldOut: NamedCache<number, string>;

  constructor(caches: Caches) {
    this.#soldOut = caches.open<number, string>('flashSoldOut');
  }

  /** Whether no sale is remembered sold out: then nobody needs to be looked at. */
  get open(): boolean {
    return this.#soldOut.entries().next().done === true;
  }

  /** Remembers the sale of a sold-out refusal: whether `error` was one. */
  remember(error: unknown): boolean {
    if (!(error instanceof FlashSaleSoldOut)) return false;
    this.#soldOut.set(error.saleId, error.goodsName);
    return true;
  }

  /**
   * The refusal of the first of the buyer's lines among `ids` on a sale remembered sold out, as the
   * sale's own update refuses; `lines` as read, of any buyer.
   */
  refusal(userId: number, ids: readonly number[], lines: ReadonlyMap<number, FlashLine>) {
    for (const id of ids) {
      const line = lines.get(id);
      if (line?.userId !== userId) continue;
      const name = this.#soldOut.get(line.flashSaleId);
      if (name !== undefined) return new FlashSaleSoldOut(line.flashSaleId, name);
    }
    return undefined;
  }
}
