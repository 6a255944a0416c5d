import { setTimeout } from 'node:timers/promises';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import { defineJob } from './job.ts';
import { JobRunner } from './job-runner.ts';

const quiet = { maintenanceSeconds: 1, log: Fastify().log };

async function until(condition: () => Promise<boolean> | boolean, what: string): Promise<void> {
  for (let waited = 0; !(await condition()); waited += 50) {
    if (waited > 30_000) throw new Error(`${what} did not happen`);
    await setTimeout(50);
  }
}

describe('the job runner on one database', () => {
  let database: DatabaseHandle;
  const runners: JobRunner[] = [];
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    for (const runner of runners) await runner.stop(1000);
    await database?.close();
  });

  it('adds a job only when the transaction commits, and two instances run each job once', async () => {
    const job = defineJob<{ n: number }>('test.count', {
      retryLimit: 0,
      retryDelay: 1,
      retryDelayMax: 1,
      expireInSeconds: 30,
    });
    const handled: { n: number; by: number }[] = [];
    for (const by of [0, 1]) {
      const runner = await JobRunner.start(database.db, quiet);
      runners.push(runner);
      await runner.handle(job, async ({ n }) => {
        handled.push({ n, by });
        await setTimeout(10);
      });
    }
    const [first] = runners;
    await database.db
      .transaction(async (tx) => {
        await first!.enqueue(tx, job, { n: -1 });
        tx.rollback();
      })
      .catch(() => undefined);
    const count = 40;
    for (let n = 0; n < count; n++) {
      await database.db.transaction((tx) => first!.enqueue(tx, job, { n }));
    }
    await until(() => handled.length >= count, 'the jobs');
    await setTimeout(500);
    expect(handled.map((h) => h.n).sort((a, b) => a - b)).toEqual(Array.from({ length: count }, (_, n) => n));
    expect(new Set(handled.map((h) => h.by))).toEqual(new Set([0, 1]));
    expect(await first!.find(job, { n: -1 })).toEqual([]);
  });

  it('refuses to enqueue a job it was not told of, instead of waiting on its own transaction', async () => {
    const unknown = defineJob<object>('test.unknown', {
      retryLimit: 0,
      retryDelay: 1,
      retryDelayMax: 1,
      expireInSeconds: 30,
    });
    await expect(database.db.transaction((tx) => runners[0]!.enqueue(tx, unknown, {}))).rejects.toThrow(
      'job test.unknown was not defined on this runner',
    );
  });
});

describe('a job that keeps failing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ JOB_MAINTENANCE_SECONDS: '1' });
  });
  afterAll(() => t.close());

  it('is retried with back-off, then kept failed with its error, and counted on /metrics', async () => {
    const job = defineJob<{ order: string }>('test.always-fails', {
      retryLimit: 2,
      retryDelay: 1,
      retryDelayMax: 2,
      expireInSeconds: 30,
    });
    const tries: number[] = [];
    await t.app.jobs.handle(job, async (_data, { retry }) => {
      tries.push(Date.now());
      throw new Error(`网关拒绝了第 ${retry + 1} 次请求`);
    });
    await t.app.jobs.enqueue(t.db, job, { order: 'A1' });
    await until(async () => (await t.app.jobs.find(job))[0]?.state === 'failed', 'the final failure');

    expect(tries).toHaveLength(3);
    // Each retry waits at least retryDelay seconds (doubled, with jitter, up to retryDelayMax).
    expect(tries[1]! - tries[0]!).toBeGreaterThanOrEqual(900);
    expect(tries[2]! - tries[1]!).toBeGreaterThanOrEqual(900);
    expect(await t.app.jobs.find(job)).toEqual([
      expect.objectContaining({
        state: 'failed',
        data: { order: 'A1' },
        retries: 2,
        error: '网关拒绝了第 3 次请求',
      }),
    ]);
    const scrape = async () => (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(await scrape()).toMatch(/^job_tries_total\{job="test.always-fails",outcome="retrying"\} 2$/m);
    expect(await scrape()).toMatch(/^job_tries_total\{job="test.always-fails",outcome="failed"\} 1$/m);
    await until(
      async () => /^jobs\{job="test.always-fails",state="failed"\} 1$/m.test(await scrape()),
      'the failed count on /metrics',
    );
  });
});
