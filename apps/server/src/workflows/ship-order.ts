import type { Executor } from '../db/client.ts';
import { changeCarts } from '../modules/cart/cart-write.service.ts';
import { getShopSettings } from '../modules/content/settings.service.ts';
import { sendMessage } from '../modules/messages/messages.service.ts';
import { issueShipmentInvoice } from '../modules/invoices/invoice-issue.service.ts';
import { recordAudit, type AuditActor } from '../modules/operators/audit.service.ts';
import { buyerOfOrder, recordShipment, type ShipmentInput } from '../modules/orders/order-state.service.ts';

/**
 * An operator ships (part of) a paid order: the shipment with its batches, the order 已发货, the
 * invoice of what it carried, a message to the buyer, and the audit row, in one transaction.
 */
export async function shipOrder(
  db: Executor,
  actor: AuditActor,
  orderId: number,
  shipment: ShipmentInput,
): Promise<void> {
  const buyer = await buyerOfOrder(db, orderId);
  await db.transaction(async (tx) => {
    // The buyer's unshipped amount changes: their cart answers must change version (and lock order).
    if (buyer !== undefined) await changeCarts(tx, [buyer]);
    const { order, shipmentId, shipped } = await recordShipment(tx, orderId, shipment);
    const { seller } = await getShopSettings(tx);
    await issueShipmentInvoice(tx, order, shipmentId, shipped, seller);
    await sendMessage(tx, order.userId, {
      title: '订单已发货',
      content: `您的订单${order.orderNo}已由${shipment.carrier}发出，运单号${shipment.trackingNo}。`,
    });
    await recordAudit(tx, actor, {
      action: 'order.ship',
      targetType: 'order',
      targetId: orderId,
      after: shipment,
    });
  });
}
