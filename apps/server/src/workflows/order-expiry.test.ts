import { eq, inArray, sql } from 'drizzle-orm';
import { setTimeout } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
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
import { expireOrderJob, expirySweepJob } from './order-expiry.job.ts';
import { orders } from '../modules/orders/orders.tables.ts';

const STEP_MS = 50;
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

/** An order row with no lines: enough for the expiry, which only looks at state and deadline. */
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
      fullReductionFen: 0,
      couponFen: 0,
      freightFen: 0,
      payableFen: 1000,
      payMethod: status === ORDER_STATUS.unpaid ? null : 'balance',
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

const appWithSweep = (minutes: number) =>
  buildApp(configFrom({ LOG_LEVEL: 'silent', ORDER_SWEEP_MINUTES: String(minutes) }), {
    db: database.db,
    sms: createDevSmsProvider(() => undefined),
  });

async function until(condition: () => Promise<boolean>, what: string): Promise<void> {
  for (let waited = 0; !(await condition()); waited += STEP_MS) {
    if (waited > 20_000) throw new Error(`${what} did not happen`);
    await setTimeout(STEP_MS);
  }
}

/** Enqueues an order's expiry job as submitting it does, due at its deadline. */
async function enqueueExpiry(app: FastifyInstance, orderId: number) {
  const [order] = await database.db.select().from(orders).where(eq(orders.id, orderId));
  await database.db.transaction((tx) =>
    app.jobs.enqueue(tx, expireOrderJob, { orderId }, { startAfter: order!.payDeadline }),
  );
}

describe('the unpaid-order cancel on the job runner', () => {
  it('counts its queue at each scrape, and cancels each order by its own job at its deadline', async () => {
    const overdue = await insertOrder(database.db, ORDER_STATUS.unpaid, -MINUTE);
    const app = await appWithSweep(0);
    try {
      expect(await countExpiredOrders(database.db)).toBe(1);
      const scrape = await app.inject({ method: 'GET', url: '/metrics' });
      expect(scrape.body).toMatch(/^order_expiry_queue_depth 1$/m);

      const soon = await insertOrder(database.db, ORDER_STATUS.unpaid, 1500);
      const paid = await insertOrder(database.db, ORDER_STATUS.toShip, 1500);
      for (const id of [overdue, soon, paid]) await enqueueExpiry(app, id);
      await until(
        async () => (await statusesOf([overdue]))[0] === ORDER_STATUS.cancelled,
        'the overdue cancel',
      );
      expect(await statusesOf([soon, paid])).toEqual([ORDER_STATUS.unpaid, ORDER_STATUS.toShip]);
      await until(
        async () => (await statusesOf([soon]))[0] === ORDER_STATUS.cancelled,
        'the cancel at the deadline',
      );
      const [cancelled] = await database.db.select().from(orders).where(eq(orders.id, soon));
      expect(cancelled!.cancelReason).toBe(EXPIRED_REASON);
      expect(cancelled!.cancelledAt!.getTime()).toBeGreaterThanOrEqual(cancelled!.payDeadline.getTime());
      await until(
        async () => (await app.jobs.find(expireOrderJob, { orderId: paid }))[0]?.state === 'completed',
        'the paid order’s job',
      );
      expect(await statusesOf([paid])).toEqual([ORDER_STATUS.toShip]);
    } finally {
      await app.close();
    }
  });

  it('sweeps on a schedule for the orders whose job is missing, and stops with the app', async () => {
    const missed = [
      await insertOrder(database.db, ORDER_STATUS.unpaid, -MINUTE),
      await insertOrder(database.db, ORDER_STATUS.unpaid, -2 * MINUTE),
    ];
    const waiting = await insertOrder(database.db, ORDER_STATUS.unpaid, 30 * MINUTE);
    const app = await appWithSweep(5);
    try {
      const schedules = await database.db.execute(
        sql`select name, cron from jobs.schedule where name = ${expirySweepJob.name}`,
      );
      expect((schedules as unknown as { rows: unknown[] }).rows).toEqual([
        { name: expirySweepJob.name, cron: '*/5 * * * *' },
      ]);
      // What the schedule sends at its time.
      await app.jobs.enqueue(database.db, expirySweepJob, {});
      await until(async () => (await countExpiredOrders(database.db)) === 0, 'the sweep');
      expect(await statusesOf([...missed, waiting])).toEqual([
        ORDER_STATUS.cancelled,
        ORDER_STATUS.cancelled,
        ORDER_STATUS.unpaid,
      ]);
    } finally {
      await app.close();
    }

    const stopped = await appWithSweep(0);
    // Due in 5 s: a loaded machine may take a second or two to get to the close. Then a second past due.
    const due = Date.now() + 5000;
    const late = await insertOrder(database.db, ORDER_STATUS.unpaid, 5000);
    await enqueueExpiry(stopped, late);
    await stopped.close();
    await setTimeout(Math.max(0, due - Date.now()) + 1000);
    expect(await statusesOf([late])).toEqual([ORDER_STATUS.unpaid]);
    const unscheduled = await database.db.execute(
      sql`select name from jobs.schedule where name = ${expirySweepJob.name}`,
    );
    expect((unscheduled as unknown as { rows: unknown[] }).rows).toEqual([]);
  });
});
