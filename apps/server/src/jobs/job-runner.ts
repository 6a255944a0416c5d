import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import {
  fromDrizzle,
  fromPglite,
  PgBoss,
  type ConstructorOptions,
  type DrizzleTransactionLike,
  type JobResult,
} from 'pg-boss';
import type { Database, Executor } from '../db/client.ts';
import type { EnqueueOptions, JobAttempt, JobDefinition, JobHandler, JobQueue } from './job.ts';

/** The runner's tables live in this schema, apart from the shop's. */
const SCHEMA = 'jobs';
/** How often an idle worker looks for due jobs; a new job wakes it at once (LISTEN/NOTIFY). */
const POLL_SECONDS = 2;
/**
 * Jobs a worker claims at once, run one after another. A worker fetches again at once while its
 * batches come back full, and otherwise waits POLL_SECONDS: one job per fetch would cap a queue
 * at one job per POLL_SECONDS and instance.
 */
const BATCH_SIZE = 10;
/** Connections the runner opens to PostgreSQL, besides the app's pool. */
const POOL_MAX = 3;
/** Finished jobs, failed ones included (with their error), are kept this long. */
const KEEP_SECONDS = 14 * 24 * 3600;

export type JobOutcome = 'completed' | 'retrying' | 'failed';

export interface JobRunnerOptions {
  /** How often expired tries are failed (and retried) and the jobs counted. */
  maintenanceSeconds: number;
  log: FastifyBaseLogger;
  /** Told when a try run by this instance ends. */
  onSettled?: (job: string, outcome: JobOutcome) => void;
}

export interface JobCounts {
  job: string;
  /** Waiting, due later, or to be retried. */
  queued: number;
  active: number;
  /** Failed for good, within the time finished jobs are kept. */
  failed: number;
}

/** A job as the runner keeps it. */
export interface JobRecord<Data> {
  id: string;
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  data: Data;
  startAfter: Date;
  retries: number;
  /** Why its last try failed, for a job that failed for good. */
  error: string | null;
}

/** pg-boss keeps a failed try's error as its output. */
const errorMessageOf = (output: unknown): string =>
  typeof output === 'object' && output !== null && 'message' in output
    ? String(output.message)
    : JSON.stringify(output);

/** pg-boss on the app's own database: PGlite through its one connection, PostgreSQL through a small pool. */
function connectionOf(db: Database): Pick<ConstructorOptions, 'db' | 'backend' | 'connectionString' | 'max'> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) return { db: fromPglite(client), backend: 'pglite' };
  if (client instanceof pg.Pool) return { connectionString: client.options.connectionString, max: POOL_MAX };
  throw new Error('the job runner needs a PGlite or node-postgres database');
}

/**
 * Durable jobs in the app's database (pg-boss; docs/decisions/007-job-runner.md). Every instance
 * runs one; a job is claimed by one of them (SKIP LOCKED), retried with back-off when it fails, and
 * kept failed, with its error, once its retries are spent.
 */
export class JobRunner implements JobQueue {
  readonly #boss: PgBoss;
  readonly #options: JobRunnerOptions;
  readonly #defined = new Map<string, JobDefinition<object>>();
  /** Aborts the handlers under way when the app stops. */
  readonly #stopping = new AbortController();

  private constructor(boss: PgBoss, options: JobRunnerOptions) {
    this.#boss = boss;
    this.#options = options;
  }

  /** Creates or updates the runner's schema, then starts maintenance and scheduling. */
  static async start(db: Database, options: JobRunnerOptions): Promise<JobRunner> {
    const boss = new PgBoss({
      ...connectionOf(db),
      schema: SCHEMA,
      useListenNotify: true,
      monitorIntervalSeconds: options.maintenanceSeconds,
      superviseIntervalSeconds: options.maintenanceSeconds,
    });
    boss.on('error', (err) => options.log.error({ err }, 'job runner error'));
    boss.on('warning', (warning) =>
      options.log.warn({ data: warning.data }, `job runner: ${warning.message}`),
    );
    await boss.start();
    return new JobRunner(boss, options);
  }

  /** Creates the job's queue, or brings an existing one to the job's current policy. */
  async define(job: JobDefinition<object>): Promise<void> {
    if (this.#defined.has(job.name)) return;
    const { heartbeatSeconds, ...policy } = job.policy;
    const options = { ...policy, retryBackoff: true, deleteAfterSeconds: KEEP_SECONDS, notify: true };
    await this.#boss.createQueue(job.name, { ...options, ...(heartbeatSeconds && { heartbeatSeconds }) });
    await this.#boss.updateQueue(job.name, { ...options, heartbeatSeconds: heartbeatSeconds ?? null });
    this.#defined.set(job.name, job);
  }

  async enqueue<Data extends object>(
    db: Executor,
    job: JobDefinition<Data>,
    data: Data,
    options: EnqueueOptions = {},
  ): Promise<void> {
    // The queue must be in pg-boss's cache: a lookup would go through the runner's own connection,
    // which on PGlite waits for the very transaction this job is enqueued in.
    if (!this.#defined.has(job.name)) throw new Error(`job ${job.name} was not defined on this runner`);
    await this.#boss.send(job.name, data, {
      db: fromDrizzle(db as unknown as DrizzleTransactionLike, sql),
      ...(options.startAfter && { startAfter: options.startAfter }),
    });
  }

  /** Runs this instance's share of the job's queue, one job at a time. */
  async handle<Data extends object>(job: JobDefinition<Data>, handler: JobHandler<Data>): Promise<void> {
    await this.define(job);
    const options = {
      batchSize: BATCH_SIZE,
      burstWhenBatchFull: true,
      perJobResults: true,
      pollingIntervalSeconds: POLL_SECONDS,
      notifyPollingIntervalSeconds: POLL_SECONDS,
    } as const;
    await this.#boss.work<Data, unknown, typeof options>(job.name, options, async (batch) => {
      const results: JobResult[] = [];
      for (const attempt of batch) {
        const signal = AbortSignal.any([attempt.signal, this.#stopping.signal]);
        results.push(
          await this.#run(job, handler, attempt.data, { id: attempt.id, retry: attempt.retryCount, signal }),
        );
      }
      return results;
    });
  }

  async #run<Data extends object>(
    job: JobDefinition<Data>,
    handler: JobHandler<Data>,
    data: Data,
    attempt: JobAttempt,
  ): Promise<JobResult> {
    const { log, onSettled } = this.#options;
    try {
      await handler(data, attempt);
      onSettled?.(job.name, 'completed');
      return { id: attempt.id, status: 'completed' };
    } catch (err) {
      const final = attempt.retry >= job.policy.retryLimit;
      const fields = { err, job: job.name, jobId: attempt.id, retry: attempt.retry };
      log.error(fields, final ? 'job failed for good' : 'job failed, to be retried');
      onSettled?.(job.name, final ? 'failed' : 'retrying');
      const { message, stack } = err instanceof Error ? err : new Error(String(err));
      return { id: attempt.id, status: 'failed', output: { message, stack } };
    }
  }

  /**
   * Sends the job on a cron schedule (UTC), once per occurrence across all instances; null removes
   * the schedule. The schedule is the database's, so the instance that starts last sets it.
   */
  async schedule(job: JobDefinition<Record<string, never>>, cron: string | null): Promise<void> {
    await this.define(job);
    if (cron) await this.#boss.schedule(job.name, cron, {});
    else await this.#boss.unschedule(job.name);
  }

  /** Jobs of this kind still kept (finished ones for 14 days), oldest first; with data, those whose data has it. */
  async find<Data extends object>(
    job: JobDefinition<Data>,
    data?: Partial<Data>,
  ): Promise<JobRecord<Data>[]> {
    const found = await this.#boss.findJobs<Data>(job.name, data ? { data } : {});
    return found.map((row) => ({
      id: row.id,
      state: row.state,
      data: row.data,
      startAfter: row.startAfter,
      retries: row.retryCount,
      error: row.state === 'failed' ? errorMessageOf(row.output) : null,
    }));
  }

  /** The defined jobs' counts as of the last maintenance pass. */
  async counts(): Promise<JobCounts[]> {
    const queues = await this.#boss.getQueues([...this.#defined.keys()]);
    return queues.map((queue) => ({
      job: queue.name,
      queued: queue.queuedCount,
      active: queue.activeCount,
      failed: queue.failedCount,
    }));
  }

  /** Stops fetching, then waits up to timeoutMs for the jobs under way; those left are retried later. */
  async stop(timeoutMs: number): Promise<void> {
    this.#stopping.abort();
    await this.#boss.stop({ graceful: true, timeout: timeoutMs });
  }
}
