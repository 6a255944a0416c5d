import type { FastifyInstance } from 'fastify';
import { defineJob } from '../../jobs/job.ts';
import { completeShippedBefore } from './order-state.service.ts';

/** Completes the orders shipped `days` ago that their buyer never confirmed as received. */
export const completionSweepJob = defineJob<Record<string, never>>('orders.complete-sweep', {
  retryLimit: 2,
  retryDelay: 60,
  retryDelayMax: 600,
  expireInSeconds: 600,
});

/**
 * A shipped order becomes 已完成 when its buyer confirms receipt, or `days` days after shipping (0: never
 * by itself), by a sweep that one instance runs every hour.
 */
export async function startOrderCompletion(app: FastifyInstance, days: number): Promise<void> {
  await app.jobs.handle(completionSweepJob, async (_data, { signal }) => {
    while (!signal.aborted && (await completeShippedBefore(app.db, days)) > 0);
  });
  await app.jobs.schedule(completionSweepJob, days > 0 ? '23 * * * *' : null);
}
