import { CART_LINE_TYPE, type AddLine } from '@yaocai/domain/contracts/cart';
import { DomainError } from '@yaocai/domain/errors';
import type { Executor } from '../db/client.ts';
import type { BuyerAccess } from '../modules/accounts/buyer-access.ts';
import { countCartLines } from '../modules/cart/cart-read.service.ts';
import { addLines } from '../modules/cart/cart-write.service.ts';
import { linesOf, ownOrder } from '../modules/orders/order-read.service.ts';

/**
 * Puts an order's goods back in the cart at the quantities bought, each line on its own: what can
 * no longer be bought (off sale, out of stock, sale over) is skipped, not the whole order.
 * Flash-sale lines come back as ordinary lines.
 */
export async function rebuyOrder(
  db: Executor,
  userId: number,
  access: BuyerAccess,
  orderId: number,
): Promise<{ added: number; skipped: number; cart: number }> {
  const order = await ownOrder(db, userId, orderId);
  let added = 0;
  let skipped = 0;
  for (const line of await linesOf(db, order.id)) {
    const add: AddLine | null =
      line.combinationId !== null
        ? {
            type: CART_LINE_TYPE.combination,
            combinationId: line.combinationId,
            warehouseId: line.warehouseId,
            number: line.number,
          }
        : line.goodsId !== null
          ? {
              type: CART_LINE_TYPE.ordinary,
              goodsId: line.goodsId,
              warehouseId: line.warehouseId,
              number: line.number,
            }
          : null;
    if (!add) {
      skipped += 1;
      continue;
    }
    try {
      await addLines(db, userId, access, [add]);
      added += 1;
    } catch (error) {
      if (!(error instanceof DomainError) || error.status >= 500) throw error;
      skipped += 1;
    }
  }
  return { added, skipped, cart: await countCartLines(db, userId) };
}
