import { Message } from '@yaocai/domain/codes';
import type { CartChange } from '@yaocai/domain/contracts/cart';
import type { Caches } from '../../cache/caches.ts';
import type { Executor } from '../../db/client.ts';
import { ok } from '../../plugins/wire.ts';
import type { BuyerAccess } from '../accounts/buyer-access.ts';
import { CachedCartSource, type CartSource } from './cart-source.ts';
import { cartChangeOf, cartStateOf, cartVersion } from './cart-read.service.ts';
import { CartViews } from './cart-views.ts';
import { editLine } from './cart-write.service.ts';

/**
 * The cart's hot answers through this app's cart caches: the whole cart, kept as bytes while the
 * cart stands at its version, and an edit, which patches the loaded cart instead of loading it again.
 */
export class CartAnswers {
  readonly source: CartSource;
  readonly #views: CartViews;

  constructor(caches: Caches) {
    this.source = CachedCartSource.create(caches);
    this.#views = new CartViews(caches, this.source);
  }

  /** The list answer (`{code, msg, data}` as JSON bytes), with `msg`. */
  async list(db: Executor, userId: number, access: BuyerAccess, msg: string = Message.ok): Promise<Buffer> {
    const version = await cartVersion(db, userId);
    const kept = msg === Message.ok ? this.#views.listAnswer(userId, version, access) : undefined;
    if (kept) return kept;
    const cart = await this.#views.cart(db, userId, version);
    const state = await cartStateOf(db, this.source, cart, access);
    const body = Buffer.from(JSON.stringify(ok(state, msg)));
    if (msg === Message.ok) this.#views.keepListAnswer(userId, version, access, body);
    return body;
  }

  /** Sets a line's quantity and answers what changed. */
  async edit(
    db: Executor,
    userId: number,
    access: BuyerAccess,
    lineId: number,
    number: number,
  ): Promise<CartChange> {
    const known = this.#views.latestLine(userId, lineId);
    const version = await this.#views.writing(userId, async () => {
      const edited = await editLine(db, userId, access, lineId, number, known);
      this.#views.edited(userId, edited.version, edited.line);
      return edited.version;
    });
    const cart = await this.#views.cart(db, userId, version);
    return cartChangeOf(db, this.source, cart, access, lineId);
  }
}
