import type { FastifyInstance } from 'fastify';
import { Gauge } from 'prom-client';
import { cancelExpiredOrders } from './cancel-order.ts';
import { countExpiredOrders } from '../modules/orders/order-state.service.ts';

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
