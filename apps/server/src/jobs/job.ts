import type { QueueOptions } from 'pg-boss';
import type { Executor } from '../db/client.ts';

/**
 * How a kind of job is retried and bounded. A failed try is retried after `retryDelay` seconds,
 * doubling (with jitter) up to `retryDelayMax`; after `retryLimit` retries the job stays failed,
 * with its error, for operators to see. Tries run in batches (job-runner.ts): a batch still running
 * after `expireInSeconds`, or whose instance stops beating for `heartbeatSeconds` (it died), fails
 * its tries, which are retried, elsewhere if need be.
 */
export type JobPolicy = Required<
  Pick<QueueOptions, 'retryLimit' | 'retryDelay' | 'retryDelayMax' | 'expireInSeconds'>
> &
  Pick<QueueOptions, 'heartbeatSeconds'>;

/** A kind of job: its queue's name, the data each job carries, and its policy. */
export interface JobDefinition<Data extends object> {
  readonly name: string;
  readonly policy: JobPolicy;
  /** Never set: carries the data's type for the type checker. */
  readonly data?: Data;
}

export function defineJob<Data extends object>(name: string, policy: JobPolicy): JobDefinition<Data> {
  return { name, policy };
}

export interface EnqueueOptions {
  /** Not before this time (a deadline); at once by default. */
  startAfter?: Date;
}

/** What services need: to add jobs as part of their own transaction. */
export interface JobQueue {
  /**
   * Adds a job through `db`: inside a transaction it exists only if that transaction commits, so
   * work that must follow a commit is never lost between the commit and the work.
   */
  enqueue<Data extends object>(
    db: Executor,
    job: JobDefinition<Data>,
    data: Data,
    options?: EnqueueOptions,
  ): Promise<void>;
}

/** One try of a job, as its handler sees it. */
export interface JobAttempt {
  id: string;
  /** 0 on the first try. */
  retry: number;
  /** Aborted when the runner gives up on this try (it ran past its time, or the app is stopping). */
  signal: AbortSignal;
}

/** Does the job's work; throwing fails this try. Must be safe to run again for the same job. */
export type JobHandler<Data extends object> = (data: Data, attempt: JobAttempt) => Promise<void>;
