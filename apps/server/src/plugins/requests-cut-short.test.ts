import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { signInBuyer } from '../testing/sign-in.ts';
import { signInOperator } from '../testing/sign-in-operator.ts';
import type { TestClient } from '../testing/test-client.ts';
import { testsOnPostgres } from '../testing/test-database.ts';
import { WriteWatch } from '../testing/write-watch.ts';

/** Short, so that a client that stops sending is given up on within the test. */
const REQUEST_TIMEOUT_MS = 1_500;
const DROPPED = 10;

interface RawAnswer {
  status: number | null;
  body: string;
}

/** Every route that takes an upload, with the client allowed to use it. */
const UPLOADS = [
  { path: '/api/admin/goods/import', as: 'operator' },
  { path: '/api/admin/images?purpose=goods', as: 'operator' },
  { path: '/api/user/upload?purpose=licence', as: 'buyer' },
] as const;

describe('requests that are cut short, malformed or never finished', () => {
  let t: TestApp;
  let port: number;
  const clients = {} as Record<'operator' | 'buyer', TestClient>;
  const watch = () => new WriteWatch(t.db);

  beforeAll(async () => {
    t = await buildTestApp({ REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) });
    clients.operator = (await signInOperator(t)).client;
    clients.buyer = (await signInBuyer(t, { businessScopes: ['中成药'] })).client;
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as net.AddressInfo).port;
  }, 60_000);

  afterAll(() => t?.close());

  /** The headers a browser signed in as `who` would send with a POST. */
  function headersOf(who: 'operator' | 'buyer', contentType: string, length: number): string {
    const client = clients[who];
    const cookies = ['sid', 'admin_sid', '_csrf', 'XSRF-TOKEN']
      .flatMap((name) => (client.cookie(name) ? [`${name}=${client.cookie(name)}`] : []))
      .join('; ');
    return [
      `Host: 127.0.0.1:${port}`,
      `Cookie: ${cookies}`,
      `X-XSRF-TOKEN: ${client.cookie('XSRF-TOKEN')}`,
      `Content-Type: ${contentType}`,
      `Content-Length: ${length}`,
      'Connection: close',
    ].join('\r\n');
  }

  /**
   * A request over a socket of its own: `body` is all that is sent, whatever the declared length.
   * `hangUp` closes the socket right after; otherwise the answer is awaited (the server may take
   * REQUEST_TIMEOUT_MS to give up on the rest).
   */
  function raw(
    path: string,
    headers: string,
    body: Buffer,
    hangUp = false,
    method = 'POST',
  ): Promise<RawAnswer> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      const chunks: Buffer[] = [];
      socket.on('data', (chunk) => chunks.push(chunk));
      socket.on('error', (error) => (hangUp ? resolve({ status: null, body: '' }) : reject(error)));
      socket.on('close', () => {
        const text = Buffer.concat(chunks).toString();
        const status = /^HTTP\/1\.1 (\d{3})/.exec(text)?.[1];
        resolve({ status: status ? Number(status) : null, body: text.split('\r\n\r\n').slice(1).join('') });
      });
      socket.write(`${method} ${path} HTTP/1.1\r\n${headers}\r\n\r\n`);
      socket.write(body, () => {
        if (hangUp) socket.destroy();
      });
    });
  }

  const part = (boundary: string) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\n` +
        `Content-Type: application/octet-stream\r\n\r\n${'x'.repeat(60)}`,
    );

  /** The shop answers at once, and no database connection was left inside a transaction. */
  async function expectShopAnswering() {
    for (const path of ['/readyz', '/api/goods/list']) {
      const answer = await fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(5_000) });
      expect(answer.status, path).toBe(200);
    }
    if (testsOnPostgres()) {
      const { rows } = (await t.db.execute(sql`select count(*)::integer as n from pg_stat_activity
        where datname = current_database() and state like 'idle in transaction%'`)) as unknown as {
        rows: { n: number }[];
      };
      expect(rows[0]!.n, 'connections idle in a transaction').toBe(0);
    }
  }

  it.each(UPLOADS)(
    '$path: a multipart body with no boundary, a 100-character one or a part cut short is refused',
    async ({ path, as }) => {
      const writes = watch();
      await writes.mark();
      const cases = [
        { type: 'multipart/form-data', body: part('b') },
        { type: `multipart/form-data; boundary=${'b'.repeat(100)}`, body: part('b'.repeat(100)) },
        { type: 'multipart/form-data; boundary=cut', body: part('cut') },
        { type: 'multipart/form-data; boundary=cut', body: Buffer.from('--cut\r\nContent-Disp') },
        { type: 'multipart/form-data; boundary="', body: Buffer.from('--"\r\n') },
      ];
      for (const { type, body } of cases) {
        const answer = await raw(path, headersOf(as, type, body.length), body);
        expect(answer.status, `${type}: ${answer.body}`).toBeGreaterThanOrEqual(400);
        expect(answer.status, `${type}: ${answer.body}`).toBeLessThan(500);
        expect(JSON.parse(answer.body)).toMatchObject({ code: expect.any(Number), msg: expect.any(String) });
      }
      expect(await writes.changedTables()).toEqual([]);
    },
  );

  it.each(UPLOADS)(
    `$path: ${DROPPED} uploads dropped half-way, and ${DROPPED} that stop sending, leave the shop answering`,
    async ({ path, as }) => {
      const writes = watch();
      await writes.mark();
      const declared = 1024 * 1024;
      const head = headersOf(as, 'multipart/form-data; boundary=drop', declared);
      const dropped = Array.from({ length: DROPPED }, () => raw(path, head, part('drop'), true));
      const stalled = Array.from({ length: DROPPED }, () => raw(path, head, part('drop')));
      await Promise.all(dropped);
      await expectShopAnswering();
      // Given up on (408), or refused before being read when the buyer's uploads per minute ran out (429).
      const given = (await Promise.all(stalled)).map((answer) => answer.status);
      expect(given.filter((status) => status !== 408 && status !== 429)).toEqual([]);
      expect(given).toContain(408);
      await expectShopAnswering();
      expect(await writes.changedTables()).toEqual([]);
    },
    60_000,
  );
  it('every route that takes a body: a client that stops sending half-way is given up on, and the shop answers', async () => {
    const writes = watch();
    await writes.mark();
    const routes = t.app.routeTable.filter((route) => route.method === 'POST' || route.method === 'PUT');
    const head = (body: string) => `{"data":[{"goods_id":1,"number":${body}`;
    const stalled = routes.map((route) => {
      const path = route.url.replace(/:[A-Za-z_]+/g, '1');
      const who = path.startsWith('/api/admin/') ? 'operator' : 'buyer';
      const headers = headersOf(who, 'application/json', 4_096);
      return raw(path, headers, Buffer.from(head('1')), false, route.method);
    });
    const answers = await Promise.all(stalled);
    expect(answers.filter((answer) => answer.status === null || answer.status >= 500)).toEqual([]);
    expect(answers.filter((answer) => answer.status === 408).length).toBeGreaterThan(routes.length / 2);
    await expectShopAnswering();
    expect(await writes.changedTables()).toEqual([]);
  }, 60_000);
});
