import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Caches, type CacheLifetimes } from '../cache/caches.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's named in-process caches (docs/decisions/008-caching.md). */
    caches: Caches;
  }
}

export const cachesPlugin = fp(async (app: FastifyInstance, lifetimes: CacheLifetimes) => {
  app.decorate('caches', new Caches(lifetimes));
});
