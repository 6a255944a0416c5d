import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';

const TOKEN = 'scraper-token-0123456789';
const notFound = { code: 404, msg: '接口不存在', data: null };

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ METRICS_TOKEN: TOKEN });
});

afterAll(async () => {
  await t.close();
});

const scrape = (remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });

describe('who may read /metrics', () => {
  it.each(['127.0.0.1', '::1', '10.1.2.3', '172.20.0.5', '192.168.1.9', '::ffff:192.168.1.9', 'fd12::7'])(
    'a peer on the local network connecting directly: %s',
    async (address) => {
      const response = await scrape(address);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    },
  );

  it('anyone with the token, also through the proxy', async () => {
    const bearer = { authorization: `Bearer ${TOKEN}` };
    expect((await scrape('203.0.113.5', bearer)).statusCode).toBe(200);
    expect((await scrape('127.0.0.1', { ...bearer, 'x-forwarded-for': '203.0.113.5' })).statusCode).toBe(200);
  });

  it.each([
    ['a peer outside the local network', '203.0.113.5', {}],
    ['a public IPv6 peer', '2001:db8::1', {}],
    ['a request relayed by the proxy (X-Forwarded-For)', '127.0.0.1', { 'x-forwarded-for': '10.0.0.8' }],
    ['a request relayed by the proxy (Forwarded)', '127.0.0.1', { forwarded: 'for=10.0.0.8' }],
    ['a wrong token', '203.0.113.5', { authorization: 'Bearer not-the-token-at-all' }],
    ['a wrong token from the local network', '127.0.0.1', { authorization: 'Bearer not-the-token-at-all' }],
  ])('not %s, which gets the 404 of an unknown API path', async (_case, address, headers) => {
    const response = await scrape(address, headers);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/metrics',
      remoteAddress: address,
      headers,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(notFound);
    expect(response.json()).toEqual(unknown.json());
  });

  it('only the networks listed in METRICS_ALLOW_FROM', async () => {
    const narrow = await buildTestApp({ METRICS_ALLOW_FROM: 'loopback, 10.9.0.0/16' });
    try {
      const from = (remoteAddress: string) =>
        narrow.app.inject({ method: 'GET', url: '/metrics', remoteAddress });
      expect((await from('127.0.0.1')).statusCode).toBe(200);
      expect((await from('10.9.8.7')).statusCode).toBe(200);
      expect((await from('10.1.2.3')).statusCode).toBe(404);
      expect((await from('192.168.1.9')).statusCode).toBe(404);
    } finally {
      await narrow.close();
    }
  });
});

const scrapeText = async () => (await scrape('127.0.0.1')).body;

/** The value of one series in the exposition text; 0 when it is not there yet. */
function sample(text: string, name: string, labels: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{${labels}} `));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

describe('what /metrics shows', () => {
  it('counts requests by route pattern, never by the raw path', async () => {
    const detail = 'method="GET",route="/api/goods/detail/:id",status_code="404"';
    const unmatched = 'method="GET",route="unmatched",status_code="404"';
    const before = await scrapeText();
    await t.app.inject({ method: 'GET', url: '/api/goods/detail/424242' });
    await t.app.inject({ method: 'GET', url: '/api/goods/detail/535353' });
    await t.app.inject({ method: 'GET', url: '/api/no-such-call/777' });
    const after = await scrapeText();

    expect(sample(after, 'http_requests_total', detail) - sample(before, 'http_requests_total', detail)).toBe(
      2,
    );
    expect(
      sample(after, 'http_request_duration_seconds_count', detail) -
        sample(before, 'http_request_duration_seconds_count', detail),
    ).toBe(2);
    expect(
      sample(after, 'http_requests_total', unmatched) - sample(before, 'http_requests_total', unmatched),
    ).toBe(1);
    expect(after).not.toMatch(/route="[^"]*(424242|535353|777)/);
  });

  it('counts the hashed files of the built web app under one label', async () => {
    // In a folder of its own: the server looks for the first-screen renderer beside it, in ../dist-server.
    const dist = path.join(await mkdtemp(path.join(tmpdir(), 'metrics-build-')), 'dist');
    await mkdir(path.join(dist, 'assets'), { recursive: true });
    await writeFile(path.join(dist, 'index.html'), '<!doctype html>');
    await writeFile(path.join(dist, 'assets', 'index-1a2b3c.js'), 'export {};');
    await writeFile(path.join(dist, 'assets', 'vendor-4d5e6f.js'), 'export {};');
    const web = await buildTestApp({ WEB_DIST_DIR: dist });
    try {
      for (const file of ['index-1a2b3c.js', 'vendor-4d5e6f.js']) {
        expect((await web.app.inject({ method: 'GET', url: `/assets/${file}` })).statusCode).toBe(200);
      }
      const text = (await web.app.inject({ method: 'GET', url: '/metrics' })).body;
      expect(sample(text, 'http_requests_total', 'method="GET",route="/assets/*",status_code="200"')).toBe(2);
      expect(text).not.toMatch(/1a2b3c|4d5e6f/);
    } finally {
      await web.close();
      await rm(path.dirname(dist), { recursive: true, force: true });
    }
  });

  it('the process, the job queue and, on PostgreSQL, the connection pool', async () => {
    const text = await scrapeText();
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^order_expiry_queue_depth 0$/m);
    if (process.env.TEST_DATABASE_URL) {
      expect(text).toMatch(/^db_pool_connections [1-9]\d*$/m);
      expect(text).toMatch(/^db_pool_idle_connections \d+$/m);
      expect(text).toMatch(/^db_pool_waiting_queries 0$/m);
    } else {
      expect(text).not.toMatch(/^db_pool_/m);
    }
  });
});
