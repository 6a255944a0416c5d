import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { Caches, type CacheLifetimes } from '../cache/caches.ts';
import { ChangeFeed } from '../cache/change-feed.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's named in-process caches (docs/decisions/008-caching.md). */
    caches: Caches;
    /** What tells the caches about changes (docs/decisions/010-change-feed.md); closed with the app. */
    changeFeed: ChangeFeed;
  }
}

/**
 * The app's caches, told by the database's change feed what to forget (docs/decisions/010). Needs
 * the db plugin first.
 */
export const cachesPlugin = fp(async (app: FastifyInstance, lifetimes: CacheLifetimes) => {
  const caches = new Caches(lifetimes);
  app.decorate('caches', caches);
  const client = (app.db as unknown as { $client: PGlite | pg.Pool }).$client;
  const feed = new ChangeFeed(client, {
    change: (change) => caches.change(change),
    up: () => caches.up(),
    down: (error) => {
      app.log.warn(
        { err: error },
        'the cache change feed is down: caches that follow it are off until it is back',
      );
      caches.down();
    },
  });
  app.decorate('changeFeed', feed);
  await feed.start();
  app.addHook('onClose', () => feed.close());
});
