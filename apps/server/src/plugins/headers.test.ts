import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentAnswer } from '@yaocai/domain/contracts/checkout';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { insertGoods, insertManufacturer, insertWarehouse } from '../testing/catalog-factories.ts';
import { insertBuyer } from '../testing/factories.ts';
import { deliveryAddressBody } from '../testing/order-fixtures.ts';
import { signInBuyer } from '../testing/sign-in.ts';
import { SandboxGateway } from '../modules/payments/sandbox-gateway.ts';

const SECRET = 'headers-test-sandbox-secret-32-chars';
const CSP =
  "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data:;" +
  "font-src 'self' data:;connect-src 'self';object-src 'none';base-uri 'self';form-action 'self';" +
  "frame-ancestors 'none'";
const IMMUTABLE = 'public, max-age=31536000, immutable';
const ASSET = '/assets/index-3f9a1c.js';

/**
 * A built web app as vite writes it: index.html and a hashed asset, each with .br and .gz beside it.
 * Each compressed copy holds a slightly different text, so a test can tell which file was sent.
 */
function fakeDist(): string {
  // In a folder of its own: the server looks for the first-screen renderer beside it, in ../dist-server.
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'web-build-')), 'dist');
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  const write = (file: string, text: string) => {
    const full = path.join(dir, file);
    writeFileSync(full, text);
    writeFileSync(`${full}.br`, brotliCompressSync(`${text}<!-- br -->`));
    writeFileSync(`${full}.gz`, gzipSync(`${text}<!-- gz -->`));
  };
  write('index.html', `<!doctype html><title>药采网</title><script type="module" src="${ASSET}"></script>`);
  write(ASSET, `console.log(${JSON.stringify('药'.repeat(2000))});`);
  writeFileSync(path.join(dir, 'favicon.svg'), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  return dir;
}

let dist: string;
let t: TestApp;
let direct: TestApp;
let gateway: SandboxGateway;
beforeAll(async () => {
  dist = fakeDist();
  t = await buildTestApp({ WEB_DIST_DIR: dist, TRUST_PROXY: 'true', PAYMENT_SANDBOX_SECRET: SECRET });
  gateway = new SandboxGateway(SECRET, { db: t.db });
  t.app.get('/api/test/report.pdf', (_request, reply) =>
    reply.type('application/pdf').send(Buffer.alloc(8192, '%PDF-1.7 ')),
  );
  direct = await buildTestApp();
});
afterAll(async () => {
  await t.close();
  await direct.close();
  rmSync(path.dirname(dist), { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

const decoded = (response: LightMyRequestResponse): string => {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  return response.body;
};

describe('security headers', () => {
  it('sends the content security policy and the other browser defences with pages and API answers', async () => {
    for (const url of ['/', '/list', ASSET, '/api/global/site', '/api/no/such/thing']) {
      const response = await get(url);
      expect(response.headers, url).toMatchObject({
        'content-security-policy': CSP,
        'x-frame-options': 'DENY',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
      });
    }
  });

  it('keeps the stricter policy of the goods placeholder image', async () => {
    const response = await get('/images/placeholder/goods.svg?kind=patent&name=%E6%9D%BF');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
  });

  it('sends HSTS and Secure session cookies only when the request came over HTTPS', async () => {
    const overHttp = await get('/api/global/site');
    expect(overHttp.headers['strict-transport-security']).toBeUndefined();

    const overHttps = await get('/api/global/site', { 'x-forwarded-proto': 'https' });
    expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const secure = await signIn(t, { 'x-forwarded-proto': 'https' });
    expect(secure).toMatch(/; Secure/);
    expect(await signIn(t, {})).not.toMatch(/Secure/);
  });

  it('ignores X-Forwarded-Proto unless told to trust the proxy', async () => {
    const response = await direct.app.inject({
      method: 'GET',
      url: '/api/global/site',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(await signIn(direct, { 'x-forwarded-proto': 'https' })).not.toMatch(/Secure/);
  });
});

/** The session cookie's Set-Cookie line of a fresh buyer's login sent with these headers. */
async function signIn(app: TestApp, headers: Record<string, string>): Promise<string> {
  const buyer = await insertBuyer(app.db);
  const login = await app
    .client()
    .post('/api/user/login', { username: buyer.phone, password: buyer.password }, { headers });
  const cookie = [login.headers['set-cookie']].flat().find((line) => String(line).startsWith('sid='));
  if (typeof cookie !== 'string') throw new Error(`no session cookie: ${login.body.msg}`);
  return cookie;
}

describe('compression', () => {
  it('compresses JSON with brotli or gzip, as the browser accepts', async () => {
    const client = (await signInBuyer(t, { businessScopes: ['中成药'] })).client;
    const warehouse = await insertWarehouse(t.db, '华东一号仓');
    const maker = await insertManufacturer(t.db, '华康制药股份有限公司');
    const goodsIds = await Promise.all(
      ['板蓝根颗粒', '感冒灵颗粒', '补中益气丸'].map((name) =>
        insertGoods(t.db, { name, manufacturerId: maker, stock: { [warehouse]: 100 } }),
      ),
    );
    await client.post('/api/cart', { data: goodsIds.map((id) => ({ goods_id: id, number: 1 })) });
    const cookie = `sid=${client.cookie('sid')}`;
    const plain = await get('/api/cart/list', { cookie });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ]) {
      const response = await get('/api/cart/list', { cookie, 'accept-encoding': accept! });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(JSON.parse(decoded(response))).toEqual(JSON.parse(plain.body));
    }
  });

  it('leaves small answers and already compressed types alone', async () => {
    const small = await get('/api/global/site', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    const pdf = await get('/api/test/report.pdf', { 'accept-encoding': 'br, gzip' });
    expect(pdf.headers['content-encoding']).toBeUndefined();
    expect(pdf.rawPayload.length).toBe(8192);
  });

  it('serves the page and built assets from the files compressed at build time', async () => {
    for (const url of ['/', '/list', ASSET]) {
      const br = await get(url, { 'accept-encoding': 'gzip, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(decoded(br)).toMatch(/<!-- br -->$/);
      const gz = await get(url, { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(decoded(gz)).toMatch(/<!-- gz -->$/);
      const plain = await get(url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).not.toMatch(/<!--/);
      for (const response of [br, gz, plain]) expect(response.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it('lets browsers keep hashed assets for a year and check the page on every load', async () => {
    const asset = await get(ASSET, { 'accept-encoding': 'br' });
    expect(asset.headers['cache-control']).toBe(IMMUTABLE);
    expect(asset.headers['content-type']).toBe('application/javascript; charset=utf-8');
    for (const url of ['/', '/list', '/index.html', '/favicon.svg']) {
      expect((await get(url, { 'accept-encoding': 'br' })).headers['cache-control'], url).toBe('no-cache');
    }
    const missing = await get('/assets/index-000000.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 404, msg: '接口不存在', data: null });
  });
});

describe('charsets', () => {
  it('declares UTF-8 on every text answer, the sandbox cashier and its notify included', async () => {
    const charset = (response: LightMyRequestResponse) => response.headers['content-type'];
    expect(charset(await get('/'))).toBe('text/html; charset=utf-8');
    expect(charset(await get('/favicon.svg'))).toBe('image/svg+xml; charset=utf-8');
    expect(charset(await get('/images/placeholder/goods.svg?kind=patent&name=x'))).toBe(
      'image/svg+xml; charset=utf-8',
    );

    const { client } = await signInBuyer(t, { businessScopes: ['中成药'] });
    await client.post('/api/contract/sign', { agree: 1 });
    await client.post('/api/user/address', deliveryAddressBody);
    const maker = await insertManufacturer(t.db, '江南药业有限公司');
    const warehouse = await insertWarehouse(t.db, '华南二号仓');
    const goodsId = await insertGoods(t.db, {
      name: '六味地黄丸',
      manufacturerId: maker,
      stock: { [warehouse]: 50 },
    });
    await client.post('/api/cart', { data: [{ goods_id: goodsId, number: 2 }] });
    const lines = (await client.get<{ data: { id: number }[] }>('/api/cart/list')).body.data.data;
    const order = await client.post<{ id: number }>(
      '/api/order',
      { ids: lines.map((line) => line.id) },
      { headers: { 'idempotency-key': 'headers-test-order' } },
    );
    const opened = await client.post<PaymentAnswer>(`/api/order/${order.body.data.id}/pay`, {
      method: 'online',
    });
    const payUrl = opened.body.data.pay_url!;

    const cashier = await get(payUrl);
    expect(cashier.statusCode).toBe(200);
    expect(charset(cashier)).toBe('text/html; charset=utf-8');
    expect(cashier.body).toMatch(/<form method="post" action="\/api\/pay\/sandbox\//);
    const forged = await get(payUrl.replace(/sign=[^&]+/, `sign=${'0'.repeat(64)}`));
    expect([forged.statusCode, charset(forged)]).toEqual([400, 'text/plain; charset=utf-8']);

    const url = new URL(payUrl, 'http://shop.test');
    const paymentId = Number(/sandbox\/(\d+)/.exec(url.pathname)![1]);
    const amountFen = Number(url.searchParams.get('amount_fen'));
    const notify = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/pay/notify/sandbox', payload });
    const refused = await notify({ ...gateway.notifyFor(paymentId, amountFen), amount_fen: '1' });
    expect([refused.statusCode, charset(refused)]).toEqual([400, 'text/plain; charset=utf-8']);
    const settled = await notify(gateway.notifyFor(paymentId, amountFen));
    expect([settled.body, charset(settled)]).toEqual(['success', 'text/plain; charset=utf-8']);
  });
});
