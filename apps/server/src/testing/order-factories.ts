import { ORDER_STATUS } from '@yaocai/domain/contracts/order';
import type { PostalAddress } from '@yaocai/domain/contracts/address';
import type { Database } from '../db/client.ts';
import { insertOrder, type NewOrderLine } from '../modules/orders/order-state.service.ts';
import { deliveryAddressBody } from './order-fixtures.ts';

let sequence = 0;

/** A line of one piece at ¥10.00 named `name`, from `warehouseId`, with no goods behind it. */
export const orderLineNamed = (warehouseId: number, name: string, amountFen = 1_000): NewOrderLine => ({
  type: 0,
  goodsId: null,
  combinationId: null,
  flashSaleId: null,
  tradeUpOfferId: null,
  newBuyerPriceId: null,
  warehouseId,
  warehouseName: '主仓',
  name,
  manufacturer: '华康制药',
  spec: '10g*10袋',
  packUnit: '盒',
  image: null,
  number: 1,
  unitPriceFen: amountFen,
  fullReductionShareFen: 0,
  couponShareFen: 0,
  amountFen,
  gift: null,
});

/**
 * An unpaid order of `userId` written as submitting writes it, with its lines (no stock taken): for
 * lists and searches that read orders, not for what submitting checks.
 */
export async function insertTestOrder(
  db: Database,
  userId: number,
  lines: NewOrderLine[],
  address: Partial<PostalAddress> = {},
): Promise<number> {
  const amount = lines.reduce((sum, line) => sum + line.amountFen, 0);
  const { order } = await db.transaction((tx) =>
    insertOrder(
      tx,
      {
        userId,
        status: ORDER_STATUS.unpaid,
        idempotencyKey: `test-order-${process.pid}-${++sequence}`,
        address: { ...deliveryAddressBody, ...address },
        invoice: { type: 0, title: '', taxNo: '' },
        goodsFen: amount,
        fullReductionFen: 0,
        couponFen: 0,
        freightFen: 0,
        payableFen: amount,
        payDeadline: new Date(Date.now() + 3_600_000),
      },
      lines,
      [],
    ),
  );
  return order.id;
}
