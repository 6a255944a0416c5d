import type { FastifyInstance } from 'fastify';
import { Gauge } from 'prom-client';
import { defineJob } from '../jobs/job.ts';
import { countExpiredOrders } from '../modules/orders/order-state.service.ts';
import { cancelExpiredOrders, cancelIfExpired } from './cancel-order.ts';

/** Cancels one order if it is still unpaid; enqueued when the order is submitted, due at its deadline. */
export const expireOrderJob = defineJob<{ orderId: number }>('orders.expire', {
  retryLimit: 10,
  retryDelay: 5,
  retryDelayMax: 600,
  expireInSeconds: 120,
});

/** The net under the jobs above: cancels any unpaid order past its deadline that they missed. */
export const expirySweepJob = defineJob<Record<string, never>>('orders.expire-sweep', {
  retryLimit: 2,
  retryDelay: 30,
  retryDelayMax: 120,
  expireInSeconds: 600,
});

/**
 * Runs the unpaid-order cancel on the job runner: each order's own job at its deadline, and a sweep
 * every `sweepMinutes` (0: none), each run once across the instances. The queue depth is counted at
 * each scrape of /metrics, since a queue that only grows is what an operator needs to see.
 */
export async function startOrderExpiry(app: FastifyInstance, sweepMinutes: number): Promise<void> {
  new Gauge({
    name: 'order_expiry_queue_depth',
    help: 'Unpaid orders past their payment deadline, waiting for their expiry job or the sweep to cancel them.',
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
  await app.jobs.handle(expireOrderJob, async ({ orderId }) => {
    await cancelIfExpired(app.db, app.jobs, orderId);
  });
  // Closing the app stops the sweep between two batches.
  await app.jobs.handle(expirySweepJob, async (_data, { signal }) => {
    while (!signal.aborted && (await cancelExpiredOrders(app.db, app.jobs)) > 0);
  });
  await app.jobs.schedule(expirySweepJob, sweepMinutes > 0 ? `*/${sweepMinutes} * * * *` : null);
}
