import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { Caches, type CacheLifetimes } from '../cache/caches.ts';
import { EventEmitter } from 'node:events';
import { ChangeFeed, type Change, type LiveEvent } from '../cache/change-feed.ts';

/** What the change feed hears, for those beside the caches that follow it (open pages, issue 32). */
export interface FeedEvents {
  change: [Change];
  live: [LiveEvent];
  up: [];
  down: [];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's named in-process caches (docs/decisions/008-caching.md). */
    caches: Caches;
    /** What tells the caches about changes (docs/decisions/010-change-feed.md); closed with the app. */
    changeFeed: ChangeFeed;
    /** The feed's announcements and live events, after the caches have heard them. */
    feedEvents: EventEmitter<FeedEvents>;
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
  const events = new EventEmitter<FeedEvents>();
  app.decorate('feedEvents', events);
  const feed = new ChangeFeed(client, {
    change: (change) => {
      caches.change(change);
      events.emit('change', change);
    },
    live: (event) => events.emit('live', event),
    up: () => {
      caches.up();
      events.emit('up');
    },
    down: (error) => {
      events.emit('down');
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
