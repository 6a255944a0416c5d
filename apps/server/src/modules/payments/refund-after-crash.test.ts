import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout } from 'node:timers/promises';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartState } from '@yaocai/domain/contracts/cart';
import type { PaymentAnswer } from '@yaocai/domain/contracts/checkout';
import type { OrderDetail } from '@yaocai/domain/contracts/order-responses';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { migrateDatabase } from '../../db/migrate.ts';
import { insertGoods, insertManufacturer, insertWarehouse } from '../../testing/catalog-factories.ts';
import { insertBuyer } from '../../testing/factories.ts';
import { HttpClient, type HttpResponse } from '../../testing/http-client.ts';
import { deliveryAddressBody } from '../../testing/order-fixtures.ts';
import { startServer, type ServerProcess } from '../../testing/server-process.ts';
import { openPostgresTestDatabase } from '../../testing/test-database.ts';
import { refundNumberOf } from './payment-refund.job.ts';
import { payments, sandboxRefunds } from './payments.tables.ts';

const WAIT_LIMIT_MS = 90_000;

/** The spawned server's database: a PGlite folder, or a new database on TEST_DATABASE_URL's server. */
async function prepareDatabase() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const handle = await openPostgresTestDatabase(serverUrl);
    return {
      target: { databaseUrl: handle.url },
      /** The test's own connection to the database; it stays open beside the servers'. */
      open: async (): Promise<DatabaseHandle> => ({ ...handle, close: async () => undefined }),
      dispose: () => handle.close(),
    };
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'refund-crash-'));
  return {
    target: { dataDir },
    // PGlite's folder belongs to one process at a time: the test's only while no server runs.
    open: () => openDatabase({ kind: 'pglite', dataDir }),
    dispose: () => rm(dataDir, { recursive: true, force: true }),
  };
}

async function withDatabase<T>(
  open: () => Promise<DatabaseHandle>,
  work: (handle: DatabaseHandle) => Promise<T>,
) {
  const handle = await open();
  try {
    return await work(handle);
  } finally {
    await handle.close();
  }
}

/** pino's JSON lines the server wrote with this message. */
const logged = (server: ServerProcess, msg: string) =>
  server
    .output()
    .split('\n')
    .flatMap((line) => {
      try {
        const entry = JSON.parse(line) as { msg?: string; paymentId?: number };
        return entry.msg === msg ? [entry] : [];
      } catch {
        return [];
      }
    });

async function until<T>(
  what: string,
  server: ServerProcess,
  check: () => Promise<T | undefined> | T | undefined,
) {
  const deadline = performance.now() + WAIT_LIMIT_MS;
  for (;;) {
    const found = await check();
    if (found !== undefined) return found;
    if (performance.now() > deadline) throw new Error(`${what} did not happen\n${server.output()}`);
    await setTimeout(100);
  }
}

async function ok<T>(pending: Promise<HttpResponse<T>>, what: string): Promise<T> {
  const { status, body } = await pending;
  if (body.code !== 10000) throw new Error(`${what}: ${status} ${body.msg}`);
  return body.data;
}

describe('a refund whose server dies between the cancel and the refund', () => {
  let database: Awaited<ReturnType<typeof prepareDatabase>>;
  let buyer: { id: number; phone: string; password: string };
  let goodsId: number;
  const servers: ServerProcess[] = [];

  const start = (env: Record<string, string>) =>
    startServer({
      ...database.target,
      env: {
        LOG_LEVEL: 'info',
        CART_CACHE_MS: '0',
        ORDER_SWEEP_MINUTES: '0',
        JOB_MAINTENANCE_SECONDS: '1',
        PAYMENT_SANDBOX_NOTIFY_MS: '0',
        ...env,
      },
    }).then((server) => {
      servers.push(server);
      return server;
    });

  beforeAll(async () => {
    database = await prepareDatabase();
    await withDatabase(database.open, async (handle) => {
      await migrateDatabase(handle);
      const warehouseId = await insertWarehouse(handle.db, '华东一号仓');
      const manufacturerId = await insertManufacturer(handle.db, '华康制药股份有限公司');
      goodsId = await insertGoods(handle.db, {
        name: '感冒灵颗粒',
        manufacturerId,
        basePriceFen: 1200,
        stock: { [warehouseId]: 1000 },
      });
      buyer = await insertBuyer(handle.db, { businessScopes: ['中成药'] });
    });
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) await server.kill('SIGKILL');
    await database?.dispose();
  }, 60_000);

  it('completes both refunds after a restart, each exactly once', async () => {
    // The gateway makes a refund at once but takes ten minutes to answer, so the refund job is
    // stuck between the gateway's refund and the shop's record of it when the server dies.
    const first = await start({ PAYMENT_SANDBOX_REFUND_MS: '600000' });
    const client = new HttpClient();
    const origin = first.origin;
    await ok(
      client.post(origin, '/api/user/login', { username: buyer.phone, password: buyer.password }),
      'login',
    );
    await ok(client.post(origin, '/api/contract/sign', { agree: 1 }), 'contract');
    await ok(client.post(origin, '/api/user/address', deliveryAddressBody), 'address');

    const cartLineIds = async () => {
      const cart = await ok(client.get<CartState>(origin, '/api/cart/list'), 'read cart');
      return cart.data.map((line) => line.id);
    };
    /** An order paid online at the sandbox's cashier; its payment's id. */
    const paidOrder = async (key: string) => {
      await ok(client.post(origin, '/api/cart', { data: [{ goods_id: goodsId, number: 10 }] }), 'cart');
      const lines = await cartLineIds();
      const order = await ok(
        client.post<OrderDetail>(
          origin,
          '/api/order',
          { ids: lines },
          { headers: { 'idempotency-key': key } },
        ),
        'submit',
      );
      const { pay_url } = await ok(
        client.post<PaymentAnswer>(origin, `/api/order/${order.id}/pay`, { method: 'online' }),
        'pay',
      );
      const cashier = await fetch(`${origin}${pay_url!.replace('?', '/confirm?')}`, {
        method: 'POST',
        redirect: 'manual',
      });
      expect(cashier.status).toBe(303);
      await until('the notify', first, async () => {
        const detail = await ok(client.get<OrderDetail>(origin, `/api/order/${order.id}`), 'order');
        return detail.status === 2 ? true : undefined;
      });
      return { orderId: order.id, paymentId: Number(/sandbox\/(\d+)/.exec(pay_url!)![1]) };
    };
    const orders = [await paidOrder('crash-order-a'), await paidOrder('crash-order-b')];
    const paymentIds = orders.map((order) => order.paymentId);

    for (const { orderId } of orders) {
      const cancelled = await ok(
        client.post<OrderDetail>(origin, `/api/order/${orderId}/cancel`, { reason: '买错了' }),
        'cancel',
      );
      expect(cancelled.status).toBe(5);
    }
    const made = await until('the gateway’s first refund', first, () => {
      const entries = logged(first, 'sandbox gateway made a refund');
      return entries.length > 0 ? entries : undefined;
    });
    const exit = await first.kill('SIGKILL');
    expect(exit.signal).toBe('SIGKILL');
    expect(made.map((entry) => entry.paymentId)).toHaveLength(1);
    expect(paymentIds).toContain(made[0]!.paymentId);

    // Both cancels committed, one refund made by the gateway, none recorded by the shop.
    const atCrash = await withDatabase(database.open, async ({ db }) => ({
      payments: await db
        .select({ id: payments.id, status: payments.status })
        .from(payments)
        .where(inArray(payments.id, paymentIds))
        .orderBy(payments.id),
      refunds: await db.select().from(sandboxRefunds),
    }));
    expect(atCrash.payments.map((p) => p.status)).toEqual(['refunding', 'refunding']);
    expect(atCrash.refunds.map((r) => r.paymentId)).toEqual([made[0]!.paymentId]);

    const second = await start({});
    await until('both refunds', second, () => {
      const done = logged(second, 'payment refunded').map((entry) => entry.paymentId);
      return paymentIds.every((id) => done.includes(id)) ? true : undefined;
    });
    await second.stop();

    await withDatabase(database.open, async ({ db }) => {
      const after = await db
        .select()
        .from(payments)
        .where(inArray(payments.id, paymentIds))
        .orderBy(payments.id);
      expect(after.map((p) => [p.id, p.status])).toEqual(paymentIds.map((id) => [id, 'refunded']));
      const refunds = await db
        .select()
        .from(sandboxRefunds)
        .where(inArray(sandboxRefunds.paymentId, paymentIds))
        .orderBy(sandboxRefunds.paymentId);
      expect(refunds.map((r) => [r.refundNo, r.paymentId, r.amountFen])).toEqual(
        after.map((p) => [refundNumberOf(p.id), p.id, p.amountFen]),
      );
    });
  }, 300_000);
});
