import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';

export interface RouteEntry {
  method: string;
  /** The route's pattern, e.g. `/api/order/:id/pay`. */
  url: string;
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app serves, as registered: what a contract test or a fuzzer walks. */
    routeTable: readonly RouteEntry[];
  }
}

/** Records each route as it is added; register it before any route. */
export const routeTablePlugin = fp(async (app: FastifyInstance) => {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) table.push({ method, url: route.url, schema: route.schema });
  });
});
