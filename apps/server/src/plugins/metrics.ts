import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import { z } from 'zod';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { Code, Message } from '@yaocai/domain/codes';
import type { Config } from '../config.ts';
import { isPeerIn, peerNetworks } from '../operations/peer-networks.ts';
import { fileAnswers } from './wire.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's metrics, served at /metrics; modules add their own gauges to it. */
    metrics: Registry;
  }
}

/** Requests no route matched, counted under one label instead of their many paths. */
const UNMATCHED = 'unmatched';
/**
 * The built web app's files under /assets/ have a route each, named by their content hash, which
 * changes with every build: one label for all of them.
 */
const BUILT_ASSETS = '/assets/';

const routeLabel = (pattern: string | undefined): string => {
  if (pattern === undefined) return UNMATCHED;
  return pattern.startsWith(BUILT_ASSETS) ? `${BUILT_ASSETS}*` : pattern;
};
const metricsText = z.string().meta({ description: 'Prometheus text format' });
const NOT_FOUND = { code: Code.notFound, msg: Message.notFound, data: null };

let processRegistry: Registry | null = null;
/**
 * CPU, memory, event loop and garbage collection belong to the process, not to an app, and each
 * collection keeps watchers running: one for the process, however many apps (tests) it builds.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * Prometheus metrics of this instance at GET /metrics. Only operators may read them: a peer on the
 * local network that connects directly (a request relayed by the proxy carries X-Forwarded-For or
 * Forwarded, and the proxy's own address is local), or anyone with METRICS_TOKEN. Everyone else gets
 * the wire format's 404, as for an unknown API path.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, options: Config['metrics']) => {
  const registry = new Registry();
  const everything = [processMetrics(), registry];
  app.decorate('metrics', registry);
  countRequests(app, registry);
  watchPool(app, registry);

  const networks = peerNetworks(options.allowFrom);
  const tokenDigest = options.token === null ? null : digest(options.token);
  const mayRead = (request: FastifyRequest) => {
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (tokenDigest && bearer) return timingSafeEqual(digest(bearer), tokenDigest);
    const relayed =
      request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
    return !relayed && isPeerIn(networks, request.socket.remoteAddress);
  };

  app.get(
    '/metrics',
    { schema: { response: fileAnswers('text/plain', metricsText) } },
    async (request, reply) => {
      if (!mayRead(request)) return reply.status(404).send(NOT_FOUND);
      // Merged at each scrape: modules add their metrics to this app's registry after this plugin.
      const merged = Registry.merge(everything);
      return reply.type(merged.contentType).send(await merged.metrics());
    },
  );
});

/** Equal-length values to compare in constant time, whatever length a caller sends. */
const digest = (value: string) => createHash('sha256').update(value).digest();

function countRequests(app: FastifyInstance, registry: Registry): void {
  // The route's pattern, never the URL: ids in paths would make a series per id.
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to sending its response, by method, route pattern and status code.',
    labelNames,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: routeLabel(request.routeOptions.url),
      status_code: String(reply.statusCode),
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });
}

/** The PostgreSQL pool's state at each scrape (PGlite has no pool: one connection in the process). */
function watchPool(app: FastifyInstance, registry: Registry): void {
  const pool = (app.db as unknown as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) return;
  const gauge = (name: string, help: string, read: (pool: pg.Pool) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read(pool));
      },
    });
  gauge('db_pool_connections', 'Connections the pool holds open to PostgreSQL.', (p) => p.totalCount);
  gauge('db_pool_idle_connections', 'Open connections not running a query.', (p) => p.idleCount);
  gauge('db_pool_waiting_queries', 'Queries waiting for a free connection.', (p) => p.waitingCount);
}
