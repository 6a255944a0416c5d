import type { Executor } from '../db/client.ts';
import { changeCarts } from '../modules/cart/cart-write.service.ts';
import { buyerOfOrder, recordShipment } from '../modules/orders/order-state.service.ts';

/**
 * Records a shipment of a paid order (the operator console calls this): the order becomes 已发货 and,
 * with its first shipment, its electronic invoice is issued when the buyer asked for one.
 */
export async function shipOrder(
  db: Executor,
  orderId: number,
  shipment: { carrier: string; trackingNo: string },
): Promise<void> {
  const buyer = await buyerOfOrder(db, orderId);
  await db.transaction(async (tx) => {
    // The buyer's unshipped amount changes: their cart answers must change version (and lock order).
    if (buyer !== undefined) await changeCarts(tx, [buyer]);
    await recordShipment(tx, orderId, shipment);
  });
}
