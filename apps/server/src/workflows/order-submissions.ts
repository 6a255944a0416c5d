import pLimit, { type LimitFunction } from 'p-limit';
import type { SubmitOrderBody } from '@yaocai/domain/contracts/checkout';
import type { Caches } from '../cache/caches.ts';
import type { Executor } from '../db/client.ts';
import type { BuyerAccess } from '../modules/accounts/buyer-access.ts';
import { flashLinesOf } from '../modules/cart/cart-read.service.ts';
import { FlashSaleDoor } from '../modules/promotions/flash-sale-door.ts';
import { submitOrder, type SubmitOptions } from './submit-order.ts';

/**
 * The order submissions of one instance (docs/orders.md). At most as many run at once as it has
 * database connections, the others waiting their turn in arrival order: run all at once, they would
 * take the connections a statement at a time and every one of them would end as late as the last,
 * so a flash sale's first buyers would keep its later ones waiting for a sale already sold out.
 * And they pass a flash sale's door: once this instance has found a sale sold out, a submission
 * with a line on it is refused after one read of its lines, before it waits its turn and again
 * when its turn comes.
 */
export class OrderSubmissions {
  readonly #turns: LimitFunction;
  readonly #door: FlashSaleDoor;
  /** Buyers with submissions under way on this instance, and how many. */
  readonly #underWay = new Map<number, number>();

  constructor(
    private readonly db: Executor,
    caches: Caches,
    connections: number,
  ) {
    this.#turns = pLimit(connections);
    this.#door = new FlashSaleDoor(caches);
  }

  async submit(userId: number, access: BuyerAccess, body: SubmitOrderBody, options: SubmitOptions) {
    this.#underWay.set(userId, (this.#underWay.get(userId) ?? 0) + 1);
    try {
      await this.#atTheDoor(userId, body.ids);
      return await this.#turns(async () => {
        await this.#atTheDoor(userId, body.ids);
        try {
          return await submitOrder(this.db, userId, access, body, options);
        } catch (error) {
          this.#door.remember(error);
          throw error;
        }
      });
    } finally {
      const left = this.#underWay.get(userId)! - 1;
      if (left === 0) this.#underWay.delete(userId);
      else this.#underWay.set(userId, left);
    }
  }

  /**
   * Refuses, as the sale's own update would, a line on a sale found sold out. A key that already made
   * an order passes without a look: that order took these lines out of the cart, so lines still there
   * are in no order of it. So does a submission made while another of the buyer's is under way on
   * this instance (it may be a retry of that one, which must wait for it and get its order).
   */
  async #atTheDoor(userId: number, ids: readonly number[]) {
    if (this.#door.open || this.#underWay.get(userId)! > 1) return;
    const refusal = this.#door.refusal(await flashLinesOf(this.db, userId, ids));
    if (refusal) throw refusal;
  }
}
