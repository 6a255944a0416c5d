import type { FastifyInstance } from 'fastify';
import { defineJob } from '../../jobs/job.ts';
import { foldGoodsSales } from './goods-sales.service.ts';

export const goodsSalesJob = defineJob<Record<string, never>>('catalog.fold-sales', {
  retryLimit: 1,
  retryDelay: 30,
  retryDelayMax: 60,
  expireInSeconds: 120,
});

/** Every `minutes`, one instance adds the goods sold (and takes off those cancelled) to their sales. */
export async function startGoodsSales(app: FastifyInstance, minutes: number): Promise<void> {
  await app.jobs.handle(goodsSalesJob, async () => {
    await foldGoodsSales(app.db);
  });
  await app.jobs.schedule(goodsSalesJob, minutes > 0 ? `*/${minutes} * * * *` : null);
}
