import { describe, expect, it } from 'vitest';
import { CACHE_SIZES, Caches, type CacheLifetimes } from './caches.ts';
import { parseChange } from './change-feed.ts';
import { NamedCache, objectKey } from './named-cache.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A clock the test moves, so that lifetimes do not depend on how busy the machine is. */
function handMovedClock() {
  let now = 1_000;
  return {
    now: () => now,
    move: (ms: number) => {
      now += ms;
    },
  };
}

/** A load whose answer the test gives when it likes, counting how often it ran. */
function controlledLoad() {
  const calls: ((value: string) => void)[] = [];
  return {
    load: () => new Promise<string>((resolve) => calls.push(resolve)),
    calls,
  };
}

describe('a named cache', () => {
  it('keeps a loaded value for its lifetime, then loads again', async () => {
    const clock = handMovedClock();
    const cache = new NamedCache<string, string>('test', { ttlMs: 50, max: 10, clock });
    let loads = 0;
    const load = async () => `value ${++loads}`;
    expect(await cache.remember('a', load)).toBe('value 1');
    clock.move(49);
    expect(await cache.remember('a', load)).toBe('value 1');
    clock.move(2);
    expect(await cache.remember('a', load)).toBe('value 2');
  });

  it('loads again in the background an entry asked for in the last quarter of its lifetime', async () => {
    const clock = handMovedClock();
    const cache = new NamedCache<string, string>('test', { ttlMs: 200, max: 10, clock });
    let loads = 0;
    const load = async () => `value ${++loads}`;
    expect(await cache.remember('a', load)).toBe('value 1');
    expect(await cache.remember('a', load)).toBe('value 1');
    expect(loads).toBe(1);
    clock.move(149);
    expect(await cache.remember('a', load)).toBe('value 1');
    await settle();
    expect(loads).toBe(1);
    clock.move(2);
    expect(await cache.remember('a', load)).toBe('value 1');
    await settle();
    expect(loads).toBe(2);
    expect(await cache.remember('a', load)).toBe('value 2');
  });

  it('loads every time when its lifetime is 0', async () => {
    const cache = new NamedCache<string, string>('test', { ttlMs: 0, max: 10 });
    let loads = 0;
    const load = async () => `value ${++loads}`;
    await cache.remember('a', load);
    cache.set('a', 'set');
    expect(await cache.remember('a', load)).toBe('value 2');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.enabled).toBe(false);
  });

  it('shares one load among the requests that miss together', async () => {
    const cache = new NamedCache<string, string>('test', { ttlMs: 60_000, max: 10 });
    const { load, calls } = controlledLoad();
    const first = cache.remember('a', load);
    const second = cache.remember('a', load);
    expect(calls).toHaveLength(1);
    calls[0]?.('loaded');
    expect(await Promise.all([first, second])).toEqual(['loaded', 'loaded']);
  });

  it('does not keep what a load read before the key was forgotten', async () => {
    const cache = new NamedCache<string, string>('test', { ttlMs: 60_000, max: 10 });
    const { load, calls } = controlledLoad();
    const stale = cache.remember('a', load);
    cache.delete('a');
    const fresh = cache.remember('a', load);
    expect(calls).toHaveLength(2);
    calls[0]?.('before the change');
    calls[1]?.('after the change');
    expect(await stale).toBe('before the change');
    expect(await fresh).toBe('after the change');
    await settle();
    expect(cache.get('a')).toBe('after the change');
  });

  it('keeps no failure: the next request loads again', async () => {
    const cache = new NamedCache<string, string>('test', { ttlMs: 60_000, max: 10 });
    await expect(cache.remember('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.remember('a', async () => 'back')).toBe('back');
  });

  it('keeps and serves nothing while suspended, and a load under way when suspended is not kept', async () => {
    const cache = new NamedCache<number, string>('test', { ttlMs: 60_000, max: 10 });
    cache.set(1, 'one');
    let finish: (value: string) => void = () => {};
    const loading = cache.remember(2, () => new Promise((resolve) => (finish = resolve)));
    cache.suspend();
    finish('two');
    await loading;
    expect(cache.get(1)).toBeUndefined();
    expect(cache.get(2)).toBeUndefined();
    expect(await cache.remember(3, async () => 'three')).toBe('three');
    expect(cache.has(3)).toBe(false);
    cache.resume();
    expect(await cache.remember(3, async () => 'three')).toBe('three');
    expect(cache.get(3)).toBe('three');
  });

  it('drops the least recently used entries beyond its size', async () => {
    const cache = new NamedCache<number, string>('test', { ttlMs: 60_000, max: 2 });
    cache.set(1, 'one');
    cache.set(2, 'two');
    cache.get(1);
    cache.set(3, 'three');
    expect([...cache.entries()].map(([key]) => key).sort()).toEqual([1, 3]);
  });
});

describe('the caches of an app', () => {
  it('opens each name once, with the lifetime the config gives it', async () => {
    const caches = new Caches({
      sessions: 60_000,
      listPages: 0,
      listTotals: 60_000,
      listFacets: 60_000,
      goodsDetails: 60_000,
      suggestions: 60_000,
      cartGoods: 60_000,
      cartTerms: 60_000,
      cartViews: 60_000,
      cartBadges: 60_000,
      shopSettings: 60_000,
      userStates: 60_000,
      flashSessions: 1_000,
      flashSoldOut: 1_000,
    });
    expect(caches.open('sessions')).toBe(caches.open('sessions'));
    expect(caches.open('sessions').enabled).toBe(true);
    expect(caches.open('listPages').enabled).toBe(false);
    caches.open<string, number>('listTotals').set('a', 1);
    caches.open<string, number>('suggestions').set('a', 1);
    caches.clear('listTotals');
    expect(caches.open<string, number>('listTotals').get('a')).toBeUndefined();
    expect(caches.open<string, number>('suggestions').get('a')).toBe(1);
  });

  it('keeps what follows the change feed only while the feed listens, and forgets what it announces', () => {
    const caches = new Caches({
      ...Object.fromEntries(Object.keys(CACHE_SIZES).map((name) => [name, 60_000])),
    } as CacheLifetimes);
    const details = caches.open<number, string>('goodsDetails');
    const suggestions = caches.open<string, number>('suggestions');
    details.set(1, 'one');
    suggestions.set('a', 1);
    expect(details.get(1)).toBeUndefined();
    expect(suggestions.get('a')).toBe(1);

    caches.up();
    details.set(1, 'one');
    details.set(2, 'two');
    caches.change({ topic: 'goods', key: 1 });
    expect(details.get(1)).toBeUndefined();
    expect(details.get(2)).toBe('two');
    caches.change({ topic: 'user', key: 2 });
    expect(details.get(2)).toBe('two');
    caches.change({ topic: 'catalog', key: null });
    expect(details.get(2)).toBeUndefined();

    details.set(3, 'three');
    caches.down();
    expect(details.get(3)).toBeUndefined();
    details.set(3, 'three');
    expect(details.get(3)).toBeUndefined();
    expect(suggestions.get('a')).toBe(1);
    caches.up();
    details.set(3, 'three');
    expect(details.get(3)).toBe('three');
  });

  it('hands each change to the listeners of its topic', () => {
    const caches = new Caches({
      ...Object.fromEntries(Object.keys(CACHE_SIZES).map((name) => [name, 60_000])),
    } as CacheLifetimes);
    const heard: (number | null)[] = [];
    caches.onChange(['user', 'session'], (key) => heard.push(key));
    caches.change({ topic: 'session', key: 7 });
    caches.change({ topic: 'cart', key: 8 });
    caches.change({ topic: 'user', key: null });
    expect(heard).toEqual([7, null]);
  });

  it('reads the announcements of the database, ignoring those it does not know', () => {
    expect(parseChange('goods:12')).toEqual({ topic: 'goods', key: 12 });
    expect(parseChange('catalog:*')).toEqual({ topic: 'catalog', key: null });
    expect(parseChange('orders:1')).toBeNull();
    expect(parseChange('goods:abc')).toBeNull();
  });

  it('keys query objects the same whatever the order of their properties', () => {
    expect(objectKey({ select: 1, page: 2 })).toBe(objectKey({ page: 2, select: 1 }));
    expect(objectKey({ select: 1, page: 2 })).not.toBe(objectKey({ select: 1, page: 3 }));
  });
});
