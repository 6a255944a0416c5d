import type { FastifyInstance } from 'fastify';
import { cancelExpiredOrders } from './order-cancel.service.ts';

/**
 * Every instance sweeps for unpaid orders past their deadline; SKIP LOCKED lets several instances
 * sweep at once without waiting on, or cancelling twice, the same orders. Closing the app stops the
 * sweep between two batches and waits for the batch under way, before the database is closed.
 */
export function startOrderExpiry(app: FastifyInstance, everyMs: number): void {
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
