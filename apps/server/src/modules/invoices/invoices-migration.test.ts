import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { NO_SELLER } from '@yaocai/domain/contracts/admin-content';
import type { DatabaseHandle } from '../../db/client.ts';
import { migrateDatabase } from '../../db/migrate.ts';
import { insertWarehouse } from '../../testing/catalog-factories.ts';
import { insertBuyer } from '../../testing/factories.ts';
import { deliveryAddressBody } from '../../testing/order-fixtures.ts';
import { databaseBefore } from '../../testing/test-database.ts';
import { ordersByIds } from '../orders/order-lookup.service.ts';
import { linesOf } from '../orders/order-read.service.ts';
import { buyerInvoicePage } from './invoice-list.service.ts';
import { issueShipmentInvoice } from './invoice-issue.service.ts';
import { invoicePdf } from './invoice-pdf.service.ts';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await databaseBefore('0044_invoices_per_shipment');
});
afterAll(() => database.close());

const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** An order of 感冒灵颗粒 ×3 and 补中益气丸 ×2 (¥80) with ¥15 freight, as a buyer asking for a 专票 placed it. */
async function insertOrder(orderNo: string) {
  const userId = (await insertBuyer(database.db)).id;
  const warehouseId = await insertWarehouse(database.db, '主仓');
  const invoice = JSON.stringify({
    type: 2,
    title: '杭州西湖大药房',
    taxNo: '91330100MA2B7K9X1Q',
    addressPhone: '杭州市文三路1号 0571-88881234',
    bankAccount: '招商银行 5719',
  });
  const [order] = await rowsOf<{ id: number }>(sql`
    insert into orders (order_no, user_id, status, idempotency_key, address, invoice, goods_fen, manjian_fen,
                        coupon_fen, freight_fen, payable_fen, pay_method, pay_deadline, paid_at, shipped_at)
    values (${orderNo}, ${userId}, 3, ${orderNo}, ${JSON.stringify(deliveryAddressBody)}::jsonb,
            ${invoice}::jsonb, 8000, 0, 0, 1500, 9500, 'balance', now(), now(), now())
    returning id`);
  for (const [name, number, price] of [
    ['感冒灵颗粒', 3, 1000],
    ['补中益气丸', 2, 2500],
  ] as const)
    await database.db.execute(sql`
      insert into order_lines (order_id, type, warehouse_id, warehouse_name, name, sccj, ypgg, bzdw, number,
                               unit_price_fen, manjian_share_fen, coupon_share_fen, amount_fen)
      values (${order!.id}, 0, ${warehouseId}, '主仓', ${name}, '华康制药', '10袋', '盒', ${number}, ${price}, 0, 0,
              ${number * price})`);
  return { userId, orderId: order!.id };
}

it('keeps the whole-order invoices of before, each billing every line of its order and the freight', async () => {
  const { userId, orderId } = await insertOrder('2026010100000001');
  await database.db.execute(sql`
    insert into invoices (order_id, user_id, invoice_no, type, title, tax_no, amount_fen)
    values (${orderId}, ${userId}, 'FP2026010100000001', 2, '杭州西湖大药房', '91330100MA2B7K9X1Q', 9500)`);

  await migrateDatabase(database);

  const page = await buyerInvoicePage(database.db, userId, { page: 1, page_size: 10, order_no: '' });
  expect(page.list).toEqual([
    expect.objectContaining({
      invoice_no: 'FP2026010100000001',
      order_no: '2026010100000001',
      amount: '95.00',
      kind: 'blue',
      status: 'issued',
    }),
  ]);
  const lines = await rowsOf<{ n: number; fen: string }>(
    sql`select sum(number)::integer as n, sum(amount_fen)::text as fen from invoice_lines`,
  );
  expect(lines).toEqual([{ n: 5, fen: '8000' }]);
  const [migrated] = await rowsOf<{ freight_fen: string; address_phone: string; bank_account: string }>(
    sql`select freight_fen::text, address_phone, bank_account from invoices`,
  );
  expect(migrated).toEqual({
    freight_fen: '1500',
    address_phone: '杭州市文三路1号 0571-88881234',
    bank_account: '招商银行 5719',
  });
  const file = await invoicePdf(database.db, page.list[0]!.id, { ...NO_SELLER, company_name: '药采网' });
  expect(file.pdf.subarray(0, 5).toString()).toBe('%PDF-');

  // A later shipment of pieces the whole-order invoice billed already bills nothing again.
  const [full] = await ordersByIds(database.db, [orderId]);
  const bought = await linesOf(database.db, orderId);
  const again = await database.db.transaction((tx) =>
    issueShipmentInvoice(
      tx,
      full!,
      0,
      bought.map((line) => ({ line, number: 1 })),
      NO_SELLER,
    ),
  );
  expect(again).toBeUndefined();
});

it('completes an invoice issued the way of before by an instance not yet updated, as the migration did', async () => {
  const { userId, orderId } = await insertOrder('2026010100000002');
  // What the release before 0044 wrote when it shipped an order, in the shipment's transaction.
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into invoices (order_id, user_id, invoice_no, type, title, tax_no, amount_fen)
      values (${orderId}, ${userId}, 'FP2026010100000002', 2, '杭州西湖大药房', '91330100MA2B7K9X1Q', 9500)`);
  });

  const page = await buyerInvoicePage(database.db, userId, { page: 1, page_size: 10, order_no: '' });
  expect(page.list).toEqual([
    expect.objectContaining({
      invoice_no: 'FP2026010100000002',
      order_no: '2026010100000002',
      amount: '95.00',
    }),
  ]);
  const [billed] = await rowsOf<{ n: number; fen: string; freight_fen: string; bank_account: string }>(sql`
    select sum(l.number)::integer as n, sum(l.amount_fen)::text as fen, i.freight_fen::text, i.bank_account
    from invoices i join invoice_lines l on l.invoice_id = i.id
    where i.order_id = ${orderId} group by i.id`);
  expect(billed).toEqual({ n: 5, fen: '8000', freight_fen: '1500', bank_account: '招商银行 5719' });
});

it('leaves the invoices of now as they were issued', async () => {
  const { orderId } = await insertOrder('2026010100000003');
  const [full] = await ordersByIds(database.db, [orderId]);
  const bought = await linesOf(database.db, orderId);
  const [shipment] = await rowsOf<{ id: number }>(
    sql`insert into shipments (order_id, carrier, tracking_no) values (${orderId}, '顺丰速运', 'SF1') returning id`,
  );
  const issued = await database.db.transaction((tx) =>
    issueShipmentInvoice(tx, full!, shipment!.id, [{ line: bought[0]!, number: 1 }], NO_SELLER),
  );
  const lines = await rowsOf<{ n: number }>(
    sql`select number as n from invoice_lines where invoice_id = ${issued!.id}`,
  );
  expect(lines).toEqual([{ n: 1 }]);
});
