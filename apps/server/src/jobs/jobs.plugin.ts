import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge } from 'prom-client';
import { JobRunner } from './job-runner.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable job runner: modules define their jobs on it, services enqueue in their transactions. */
    jobs: JobRunner;
  }
}

export interface JobsPluginOptions {
  maintenanceSeconds: number;
  /** How long closing the app waits for the jobs under way. */
  stopTimeoutMs: number;
}

/**
 * Starts the job runner with the app and stops it when the app closes, before the database is.
 * /metrics shows each job's tries that ended here by outcome, and the jobs waiting, running and
 * failed in the database, so a failing job is seen, not only logged.
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance, options: JobsPluginOptions) => {
    const tries = new Counter({
      name: 'job_tries_total',
      help: 'Tries of jobs that ended in this instance, by job and outcome: completed, retrying (failed, to be tried again) or failed (for good).',
      labelNames: ['job', 'outcome'],
      registers: [app.metrics],
    });
    const runner = await JobRunner.start(app.db, {
      maintenanceSeconds: options.maintenanceSeconds,
      log: app.log,
      onSettled: (job, outcome) => tries.inc({ job, outcome }),
    });
    app.decorate('jobs', runner);
    app.addHook('onClose', () => runner.stop(options.stopTimeoutMs));

    new Gauge({
      name: 'jobs',
      help: 'Jobs in the database by job and state: queued (waiting, due later or to be retried), active, failed (for good, kept 14 days). As of the last maintenance pass.',
      labelNames: ['job', 'state'],
      registers: [app.metrics],
      // A failed count must not fail the whole scrape.
      async collect() {
        try {
          for (const { job, ...states } of await runner.counts()) {
            for (const [state, n] of Object.entries(states)) this.set({ job, state }, n);
          }
        } catch (error) {
          app.log.warn({ err: error }, 'counting jobs failed');
        }
      },
    });
  },
  { name: 'jobs' },
);
