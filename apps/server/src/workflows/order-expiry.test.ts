import { eq, inArray } from 'drizzle-orm';
import { setTimeout } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '@yaocai/domain/contracts/order';
import { buildApp } from '../app.ts';
import { configFrom } from '../config.ts';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { insertBuyer } from '../testing/factories.ts';
import { deliveryAddressBody } from '../testing/order-fixtures.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import { createDevSmsProvider } from '../modules/accounts/sms/dev-sms-provider.ts';
import { EXPIRED_REASON } from './cancel-order.ts';
import { countExpiredOrders } from '../modules/orders/order-state.service.ts';
import { orders } from '../modules/orders/orders.tables.ts';

const SWEEP_MS = 50;
const MINUTE = 60_000;

let database: DatabaseHandle;
let userId: number;
let sequence = 0;

beforeAll(async () => {
  database = await openTestDatabase();
  userId = (await insertBuyer(database.db)).id;
});

afterAll(async () => {
  await database.close();
});

/** An order row with no lines: enough for the sweep, which only looks at state and deadline. */
async function insertOrder(db: Database, status: number, deadlineFromNow: number): Promise<number> {
  sequence += 1;
  const [row] = await db
    .insert(orders)
    .values({
      orderNo: `EXPIRY${sequence}`,
      userId,
      status,
      idempotencyKey: `expiry-test-${sequence}`,
      address: { ...deliveryAddressBody },
      invoice: { type: 0, title: '', taxNo: '' },
      goodsFen: 1000,
      manjianFen: 0,
      couponFen: 0,
      freightFen: 0,
      payableFen: 1000,
      payDeadline: new Date(Date.now() + deadlineFromNow),
    })
    .returning({ id: orders.id });
  return row!.id;
}

const statusesOf = async (ids: number[]) =>
  (
    await database.db
      .select({ status: orders.status })
      .from(orders)
      .where(inArray(orders.id, ids))
      .orderBy(orders.id)
  ).map((row) => row.status);

const appWithSweep = (everyMs: number) =>
  buildApp(configFrom({ LOG_LEVEL: 'silent', ORDER_SWEEP_MS: String(everyMs) }), {
    db: database.db,
    sms: createDevSmsProvider(() => undefined),
  });

async function until(condition: () => Promise<boolean>): Promise<void> {
  for (let waited = 0; !(await condition()); waited += SWEEP_MS) {
    if (waited > 100 * SWEEP_MS) throw new Error('the sweep did not get there');
    await setTimeout(SWEEP_MS);
  }
}

describe('the unpaid-order sweep', () => {
  it('counts its queue at each scrape, cancels it, and stops with the app', async () => {
    const expired = [
      await insertOrder(database.db, ORDER_STATUS.unpaid, -MINUTE),
      await insertOrder(database.db, ORDER_STATUS.unpaid, -2 * MINUTE),
    ];
    const waiting = await insertOrder(database.db, ORDER_STATUS.unpaid, 30 * MINUTE);
    await insertOrder(database.db, ORDER_STATUS.cancelled, -MINUTE);

    const idle = await appWithSweep(0);
    try {
      expect(await countExpiredOrders(database.db)).toBe(2);
      const scrape = await idle.inject({ method: 'GET', url: '/metrics' });
      expect(scrape.body).toMatch(/^order_expiry_queue_depth 2$/m);
    } finally {
      await idle.close();
    }

    const sweeping = await appWithSweep(SWEEP_MS);
    await until(async () => (await countExpiredOrders(database.db)) === 0);
    expect(await statusesOf([...expired, waiting])).toEqual([
      ORDER_STATUS.cancelled,
      ORDER_STATUS.cancelled,
      ORDER_STATUS.unpaid,
    ]);
    const [first] = await database.db.select().from(orders).where(eq(orders.id, expired[0]!));
    expect(first!.cancelReason).toBe(EXPIRED_REASON);

    await sweeping.close();
    const late = await insertOrder(database.db, ORDER_STATUS.unpaid, -MINUTE);
    await setTimeout(5 * SWEEP_MS);
    expect(await statusesOf([late])).toEqual([ORDER_STATUS.unpaid]);
  });
});
