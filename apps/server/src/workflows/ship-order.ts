import { ORDER_STATUS } from '@yaocai/domain/contracts/order';
import { chinaDayOf } from '@yaocai/domain/validation/dates';
import type { Executor } from '../db/client.ts';
import { changeCarts } from '../modules/cart/cart-write.service.ts';
import { getShopSettings } from '../modules/content/settings.service.ts';
import { sendMessage } from '../modules/messages/messages.service.ts';
import { issueShipmentInvoice } from '../modules/invoices/invoice-issue.service.ts';
import { recordAudit, type AuditActor } from '../modules/operators/audit.service.ts';
import { buyerOfOrder, recordShipment, type ShipmentInput } from '../modules/orders/order-state.service.ts';

/**
 * An operator ships (part of) a paid order: the shipment with its lots (none expired nor short of the
 * shop's minimum shelf life), the order 已发货 once nothing is owed, the invoice of what it carried, a
 * message to the buyer, and the audit row, in one transaction.
 */
export async function shipOrder(
  db: Executor,
  actor: AuditActor,
  orderId: number,
  shipment: ShipmentInput,
  now = new Date(),
): Promise<void> {
  const buyer = await buyerOfOrder(db, orderId);
  await db.transaction(async (tx) => {
    // The buyer's unshipped amount changes: their cart answers must change version (and lock order).
    if (buyer !== undefined) await changeCarts(tx, [buyer]);
    const { seller, shelf_life: shelfLife } = await getShopSettings(tx);
    const { order, shipmentId, shipped } = await recordShipment(tx, orderId, shipment, {
      minMonths: shelfLife.min_months,
      today: chinaDayOf(now),
    });
    await issueShipmentInvoice(tx, order, shipmentId, shipped, seller);
    const whole = order.status === ORDER_STATUS.shipped;
    await sendMessage(tx, order.userId, {
      title: whole ? '订单已发货' : '订单已部分发货',
      content: `您的订单${order.orderNo}${whole ? '' : '的部分商品'}已由${shipment.carrier}发出，运单号${shipment.trackingNo}。${whole ? '' : '其余商品将尽快发出。'}`,
    });
    await recordAudit(tx, actor, {
      action: 'order.ship',
      targetType: 'order',
      targetId: orderId,
      after: shipment,
    });
  });
}
