import { and, count, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Gauge } from 'prom-client';
import { ORDER_STATUS } from '@yaocai/domain/contracts/order';
import type { Executor } from '../../db/client.ts';
import { cancelExpiredOrders } from './order-cancel.service.ts';
import { orders } from './orders.tables.ts';

/** The sweep's queue: unpaid orders past their deadline, which the next sweep will cancel. */
export async function countExpiredOrders(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.status, ORDER_STATUS.unpaid), lt(orders.payDeadline, sql`now()`)));
  return row?.n ?? 0;
}

/**
 * Every instance sweeps for unpaid orders past their deadline; SKIP LOCKED lets several instances
 * sweep at once without waiting on, or cancelling twice, the same orders. Closing the app stops the
 * sweep between two batches and waits for the batch under way, before the database is closed.
 * The queue depth is counted at each scrape of /metrics, even with the sweep off, since a queue
 * that only grows is what an operator needs to see.
 */
export function startOrderExpiry(app: FastifyInstance, everyMs: number): void {
  new Gauge({
    name: 'order_expiry_queue_depth',
    help: 'Unpaid orders past their payment deadline, waiting for the sweep to cancel them.',
    registers: [app.metrics],
    // A failed count must not fail the whole scrape, whose other figures matter most then.
    async collect() {
      try {
        this.set(await countExpiredOrders(app.db));
      } catch (error) {
        app.log.warn({ err: error }, 'counting expired orders failed');
        this.set(Number.NaN);
      }
    },
  });
  if (everyMs <= 0) return;
  let stopping = false;
  let running: Promise<unknown> | null = null;
  const sweep = async () => {
    try {
      while (!stopping && (await cancelExpiredOrders(app.db)) > 0);
    } catch (error) {
      app.log.error({ err: error }, 'cancelling expired orders failed');
    }
  };
  const timer = setInterval(() => {
    running ??= sweep().finally(() => (running = null));
  }, everyMs);
  timer.unref();
  app.addHook('onClose', async () => {
    stopping = true;
    clearInterval(timer);
    await running;
  });
}
