import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ORDER_STATUS } from '@yaocai/domain/contracts/order';
import type { DatabaseHandle } from '../../db/client.ts';
import { migrateDatabase } from '../../db/migrate.ts';
import { insertWarehouse } from '../../testing/catalog-factories.ts';
import { insertBuyer } from '../../testing/factories.ts';
import { databaseBefore } from '../../testing/test-database.ts';
import { deliveryAddressBody } from '../../testing/order-fixtures.ts';
import { ordersByState } from './orders-by-state.ts';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await databaseBefore('0040_orders_by_line_name');
});
afterAll(() => database.close());

/** An order written as the code before 0040 wrote it: its goods names on the order. */
async function oldOrder(userId: number, warehouseId: number, key: string, status: number, names: string[]) {
  const { rows } = (await database.db.execute(sql`
    insert into orders (order_no, user_id, status, idempotency_key, address, invoice, goods_fen, manjian_fen,
                        coupon_fen, freight_fen, payable_fen, pay_method, pay_deadline, goods_names)
    values (${key}, ${userId}, ${status}, ${key}, ${JSON.stringify(deliveryAddressBody)}::jsonb,
            '{"type":0,"title":"","taxNo":""}'::jsonb, 1000, 0, 0, 0, 1000,
            ${status === ORDER_STATUS.unpaid ? null : 'balance'}, now(), ${names.join('\n').toLowerCase()})
    returning id`)) as unknown as { rows: { id: number }[] };
  const orderId = rows[0]!.id;
  for (const name of names)
    await database.db.execute(sql`
      insert into order_lines (order_id, type, warehouse_id, warehouse_name, name, sccj, ypgg, bzdw, number,
                               unit_price_fen, manjian_share_fen, coupon_share_fen, amount_fen)
      values (${orderId}, 0, ${warehouseId}, '主仓', ${name}, '华康制药', '10袋', '盒', 1, 1000, 0, 0, 1000)`);
  return orderId;
}

it('finds the orders written before migration 0040 by their goods names, in their states', async () => {
  const userId = (await insertBuyer(database.db)).id;
  const warehouseId = await insertWarehouse(database.db, '主仓');
  const paid = await oldOrder(userId, warehouseId, 'OLD1', ORDER_STATUS.toShip, ['板蓝根颗粒', '板蓝根片']);
  const unpaid = await oldOrder(userId, warehouseId, 'OLD2', ORDER_STATUS.unpaid, ['VC银翘片']);

  await migrateDatabase(database);

  const found = await ordersByState(
    database.db,
    { lineNamed: '板蓝根' },
    { state: 0, page: 1, page_size: 20 },
  );
  expect(found.rows.map((row) => row.id)).toEqual([paid]);
  expect(found.counts).toMatchObject({ '0': 1, '2': 1 });
  const vc = await ordersByState(database.db, { lineNamed: 'vc' }, { state: 1, page: 1, page_size: 20 });
  expect(vc.rows.map((row) => row.id)).toEqual([unpaid]);
  const { rows } = (await database.db.execute(
    sql`select count(*)::integer as n from order_line_names`,
  )) as unknown as { rows: { n: number }[] };
  expect(rows[0]!.n).toBe(3);
});
