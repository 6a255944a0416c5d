import pLimit, { type LimitFunction } from 'p-limit';
import type { SubmitOrderBody } from '@yaocai/domain/contracts/checkout';
import type { Caches } from '../cache/caches.ts';
import type { Executor } from '../db/client.ts';
import type { BuyerAccess } from '../modules/accounts/buyer-access.ts';
import { flashLinesAmong } from '../modules/cart/cart-read.service.ts';
import { FlashSaleDoor } from '../modules/promotions/flash-sale-door.ts';
import type { FlashSaleSoldOut } from '../modules/promotions/flash-sale-units.service.ts';
import { submitOrder, type SubmitOptions } from './submit-order.ts';

/** A submission waiting for its turn, which the door may refuse before it comes. */
interface Waiting {
  userId: number;
  ids: readonly number[];
  refusal?: FlashSaleSoldOut;
  refuse(refusal: FlashSaleSoldOut): void;
}

const byId = <T extends { id: number }>(rows: readonly T[]) => new Map(rows.map((row) => [row.id, row]));

/**
 * The order submissions of one instance (docs/orders.md). At most as many run at once as it has
 * database connections, the others waiting their turn in arrival order: run all at once, they would
 * take the connections a statement at a time and every one of them would end as late as the last,
 * so a flash sale's first buyers would keep its later ones waiting for a sale already sold out.
 * And they pass a flash sale's door: once this instance has found a sale sold out, a submission
 * with a line on it is refused after one read of its lines, before it waits its turn and again
 * when its turn comes; and the moment the instance finds a sale sold out, everyone waiting is looked
 * at in one read, and those with a line on it are refused without waiting for their turns.
 */
export class OrderSubmissions {
  readonly #turns: LimitFunction;
  readonly #door: FlashSaleDoor;
  /** Buyers with submissions under way on this instance, and how many. */
  readonly #underWay = new Map<number, number>();
  readonly #waiting = new Set<Waiting>();
  #sweeping = false;
  #sweepAgain = false;

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
    const entry: Waiting = { userId, ids: body.ids, refuse: () => undefined };
    try {
      await this.#atTheDoor(userId, body.ids);
      const refused = new Promise<never>((_, reject) => {
        entry.refuse = (refusal) => {
          entry.refusal = refusal;
          this.#waiting.delete(entry);
          reject(refusal);
        };
      });
      this.#waiting.add(entry);
      const turn = this.#turns(async () => {
        this.#waiting.delete(entry);
        // Refused while it waited (that answer has gone): the turn is given back at once.
        if (entry.refusal) throw entry.refusal;
        await this.#atTheDoor(userId, body.ids);
        try {
          return await submitOrder(this.db, userId, access, body, options);
        } catch (error) {
          if (this.#door.remember(error)) this.#sweep();
          throw error;
        }
      });
      return await Promise.race([turn, refused]);
    } finally {
      this.#waiting.delete(entry);
      const left = this.#underWay.get(userId)! - 1;
      if (left === 0) this.#underWay.delete(userId);
      else this.#underWay.set(userId, left);
    }
  }

  /**
   * A buyer's line may be refused at the door unless another of their submissions is under way on
   * this instance (it may be a retry of that one, which must wait for it and get its order). A key
   * that already made an order needs no look: that order took its lines out of the cart, so lines
   * still there are in no order of it.
   */
  #mayRefuse(userId: number): boolean {
    return !this.#door.open && this.#underWay.get(userId) === 1;
  }

  /** Refuses, as the sale's own update would, a line on a sale found sold out. */
  async #atTheDoor(userId: number, ids: readonly number[]) {
    if (!this.#mayRefuse(userId)) return;
    const refusal = this.#door.refusal(userId, ids, byId(await flashLinesAmong(this.db, ids)));
    if (refusal) throw refusal;
  }

  /** Looks at everyone waiting, once at a time (a sweep asked for meanwhile runs after). */
  #sweep(): void {
    if (this.#sweeping) {
      this.#sweepAgain = true;
      return;
    }
    this.#sweeping = true;
    // A sweep that fails refuses nobody: each is still looked at when its turn comes.
    void this.#refuseWaiting()
      .catch(() => undefined)
      .finally(() => {
        this.#sweeping = false;
        if (this.#sweepAgain) {
          this.#sweepAgain = false;
          this.#sweep();
        }
      });
  }

  async #refuseWaiting() {
    const looked = [...this.#waiting].filter((entry) => this.#mayRefuse(entry.userId));
    if (looked.length === 0) return;
    const lines = byId(
      await flashLinesAmong(
        this.db,
        looked.flatMap((entry) => entry.ids),
      ),
    );
    for (const entry of looked) {
      if (!this.#waiting.has(entry) || !this.#mayRefuse(entry.userId)) continue;
      const refusal = this.#door.refusal(entry.userId, entry.ids, lines);
      if (refusal) entry.refuse(refusal);
    }
  }
}
