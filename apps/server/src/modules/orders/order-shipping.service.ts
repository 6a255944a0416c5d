import { and, eq, inArray, sql } from 'drizzle-orm';
import { INVOICE_TYPE, ORDER_STATUS } from '@yaocai/domain/contracts/order';
import { DomainError } from '@yaocai/domain/errors';
import { Code } from '@yaocai/domain/codes';
import type { Executor } from '../../db/client.ts';
import { changeCarts } from '../cart/cart-write.service.ts';
import { invoices, orders, shipments } from './orders.tables.ts';

/**
 * Records a shipment of a paid order (the operator console calls this): the order becomes 已发货 and,
 * with its first shipment, its electronic invoice is issued when the buyer asked for one.
 */
export async function shipOrder(
  db: Executor,
  orderId: number,
  shipment: { carrier: string; trackingNo: string },
): Promise<void> {
  const [known] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId));
  await db.transaction(async (tx) => {
    // The buyer's unshipped amount changes: their cart answers must change version (and lock order).
    if (known) await changeCarts(tx, [known.userId]);
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order || !([ORDER_STATUS.toShip, ORDER_STATUS.shipped] as number[]).includes(order.status)) {
      throw new DomainError(Code.badRequest, '只有已付款的订单可以发货', 400);
    }
    await tx
      .insert(shipments)
      .values({ orderId, carrier: shipment.carrier, trackingNo: shipment.trackingNo });
    if (order.status === ORDER_STATUS.shipped) return;
    await tx
      .update(orders)
      .set({ status: ORDER_STATUS.shipped, shippedAt: sql`now()` })
      .where(and(eq(orders.id, orderId), inArray(orders.status, [ORDER_STATUS.toShip])));
    if (order.invoice.type === INVOICE_TYPE.none) return;
    await tx.insert(invoices).values({
      orderId,
      userId: order.userId,
      invoiceNo: `FP${order.orderNo}`,
      type: order.invoice.type,
      title: order.invoice.title,
      taxNo: order.invoice.taxNo,
      amountFen: order.payableFen,
    });
  });
}
