import type { FastifyInstance } from 'fastify';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { tooManyRequests } from '@yaocai/domain/errors';
import { DatabaseRateLimitStore, deleteEndedRateLimits } from './rate-limit-store.ts';

/** How often each instance deletes counters whose window has ended. */
const SWEEP_MS = 10 * 60_000;

/** Whole minutes to wait, at least one, for the messages of a refusal. */
export const waitMinutes = (ms: number): number => Math.max(1, Math.ceil(ms / 60_000));

/**
 * @fastify/rate-limit with its counters in the database (docs/decisions/006-csrf-and-throttling.md).
 * Nothing is limited unless a route asks, with `config.rateLimit`, or code takes a limiter from
 * `app.createRateLimit()`. A refusal is the wire format's 429 with Retry-After.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  const db = app.db;
  class Store extends DatabaseRateLimitStore {
    constructor() {
      super(db);
    }
  }
  await app.register(rateLimit, {
    global: false,
    store: Store as unknown as FastifyRateLimitStoreCtor,
    errorResponseBuilder: (_request, context) =>
      tooManyRequests(`操作过于频繁，请${waitMinutes(context.ttl)}分钟后再试`),
  });
  const sweep = setInterval(() => {
    deleteEndedRateLimits(db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'deleting ended rate limits failed'),
    );
  }, SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
});
