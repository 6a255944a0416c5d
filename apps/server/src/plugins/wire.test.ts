import { once } from 'node:events';
import net from 'node:net';
import rateLimit from '@fastify/rate-limit';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { sessions, smsCodes, users } from '../modules/accounts/accounts.tables.ts';
import { insertBuyer } from '../testing/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ BODY_LIMIT_BYTES: '2048', ALLOWED_ORIGINS: 'https://m.example.com' });
  t.app.post('/api/test/echo', async (request) => ({ code: 10000, msg: 'success', data: request.body }));
  t.app.get('/api/test/explode', async () => {
    throw new Error('connection to 10.1.2.3 refused: password authentication failed for user "shop"');
  });
  await t.app.register(async (limited) => {
    await limited.register(rateLimit, { max: 1, timeWindow: 60_000 });
    limited.get('/api/test/limited', async () => ({ code: 10000, msg: 'success', data: null }));
  });
});
afterAll(() => t.close());

const written = async () => ({
  users: (await t.db.select({ n: count() }).from(users))[0]?.n,
  codes: (await t.db.select({ n: count() }).from(smsCodes))[0]?.n,
  sessions: (await t.db.select({ n: count() }).from(sessions))[0]?.n,
});

describe('the wire contract', () => {
  it('reads form bodies with nested keys the same as JSON', async () => {
    const nested = {
      ids: ['1', '2'],
      data: [
        { goods_id: '7', number: '10' },
        { goods_id: '8', number: '20' },
      ],
    };
    const form = await t.client().post('/api/test/echo', nested, { form: true });
    expect(form.body.data).toEqual(nested);
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: 'ids[]=1&ids[]=2&data[0][goods_id]=7',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(await csrfHeaders()) },
    });
    expect(raw.json().data).toEqual({ ids: ['1', '2'], data: [{ goods_id: '7' }] });
    const json = await t.client().post('/api/test/echo', nested);
    expect(json.body.data).toEqual(nested);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await t.client().request(method, '/api/no/such/thing');
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ code: 404, msg: '接口不存在', data: null });
    }
  });

  it('refuses a body over the size limit with 413, writing nothing', async () => {
    const before = await written();
    const response = await t
      .client()
      .post('/api/user/create_code', { phone: '13800000000', pad: 'x'.repeat(4096) });
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ code: 413, msg: '提交的内容过大' });
    expect(await written()).toEqual(before);
  });

  it('refuses malformed JSON and malformed forms with 400, writing nothing', async () => {
    const before = await written();
    const headers = await csrfHeaders();
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/user/create_code',
      payload: '{"phone": "138',
      headers: { ...headers, 'content-type': 'application/json' },
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toMatchObject({ code: 400, msg: '请求格式错误' });
    const tooDeep = await t.app.inject({
      method: 'POST',
      url: '/api/user/create_code',
      payload: 'phone[a][b][c][d][e][f][g]=1',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(tooDeep.statusCode).toBe(400);
    const unknownType = await t.app.inject({
      method: 'POST',
      url: '/api/user/create_code',
      payload: '<phone/>',
      headers: { ...headers, 'content-type': 'application/xml' },
    });
    expect(unknownType.statusCode).toBe(415);
    expect(unknownType.json()).toMatchObject({ code: 415, msg: '不支持的请求格式' });
    expect(await written()).toEqual(before);
  });

  it('answers refusals made by the framework itself in the wire format', async () => {
    const json = 'application/json; charset=utf-8';
    const badUrl = await t.app.inject({ method: 'GET', url: '/api/article/detail/%E0%A4%A' });
    expect([badUrl.statusCode, badUrl.headers['content-type']]).toEqual([400, json]);
    expect(badUrl.json()).toEqual({ code: 400, msg: '请求格式错误', data: null });
    const longParam = await t.app.inject({ method: 'GET', url: `/api/article/detail/${'9'.repeat(200)}` });
    expect([longParam.statusCode, longParam.headers['content-type']]).toEqual([414, json]);
    expect(longParam.json()).toEqual({ code: 414, msg: '请求地址过长', data: null });

    const wrongMethod = await t.client().request('PUT', '/api/global/site');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.allow).toBe('GET, HEAD');
    expect(wrongMethod.body).toEqual({ code: 405, msg: '请求方式不正确', data: null });
    const unknownPage = await t.client().post('/list', {});
    expect(unknownPage.status).toBe(404);
    expect(unknownPage.body).toEqual({ code: 404, msg: '接口不存在', data: null });

    expect((await t.client().get('/api/test/limited')).status).toBe(200);
    const limited = await t.client().get('/api/test/limited');
    expect([limited.status, limited.headers['content-type']]).toEqual([429, json]);
    expect(limited.body).toEqual({ code: 429, msg: '请求过于频繁，请稍后再试', data: null });
  });

  it('answers requests the HTTP parser refuses, oversized headers and garbage, in the wire format', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;
    const hugeHeader = `GET /api/global/site HTTP/1.1\r\nHost: x\r\nX-Pad: ${'a'.repeat(20_000)}\r\n\r\n`;
    const oversized = await rawExchange(port, hugeHeader);
    expect(oversized.head).toMatch(/^HTTP\/1.1 431 /);
    expect(oversized.head).toMatch(/\r\ncontent-type: application\/json; charset=utf-8\r\n/i);
    expect(JSON.parse(oversized.body)).toEqual({ code: 431, msg: '请求头过大', data: null });
    const garbage = await rawExchange(port, 'HELLO THERE\r\n\r\n');
    expect(garbage.head).toMatch(/^HTTP\/1.1 400 /);
    expect(JSON.parse(garbage.body)).toEqual({ code: 400, msg: '请求格式错误', data: null });
  });

  it('hides the details of a server fault', async () => {
    const response = await t.client().get('/api/test/explode');
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ code: 500, msg: '系统繁忙，请稍候再试', data: null });
  });
});

describe('the CSRF defence', () => {
  const registration = {
    company: '某药房',
    name: '张三',
    phone: '13600000001',
    code: '123456',
    password: 'abc12345',
  };
  const refusal = { code: 403, msg: '请求已失效，请刷新页面后重试', data: null };

  it('keeps the secret in an httpOnly cookie and the token in a readable one', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/global/site' });
    const setCookies = [response.headers['set-cookie']].flat() as string[];
    const token = setCookies.find((c) => c.startsWith('XSRF-TOKEN='));
    expect(token).toMatch(/SameSite=Lax/);
    expect(token).not.toMatch(/HttpOnly/);
    const secret = setCookies.find((c) => c.startsWith('_csrf='));
    expect(secret).toMatch(/HttpOnly; SameSite=Lax/);
  });

  it('hands a browser its pair where it starts (a page, the site call), not with every API read', async () => {
    const names = async (url: string) =>
      (await t.app.inject({ method: 'GET', url })).cookies.map((cookie) => cookie.name).sort();
    expect(await names('/api/global/site')).toEqual(['XSRF-TOKEN', '_csrf']);
    expect(await names('/goods/12')).toEqual(['XSRF-TOKEN', '_csrf']);
    expect(await names('/api/goods/list')).toEqual([]);
    expect(await names('/api/goods/search?keywords=gm')).toEqual([]);
  });

  it('refuses a state-changing request without the token, or with a wrong one, writing nothing', async () => {
    const before = await written();
    const browser = t.client();
    const missing = await browser.post(
      '/api/user/create_code',
      { phone: '13600000001' },
      { withoutCsrf: true },
    );
    expect(missing.status).toBe(403);
    expect(missing.body).toEqual(refusal);
    const forged = await browser.post('/api/user/register', registration, {
      withoutCsrf: true,
      headers: { 'x-xsrf-token': 'guessed' },
    });
    expect(forged.status).toBe(403);
    const noCookie = await t.app.inject({
      method: 'POST',
      url: '/api/user/create_code',
      payload: { phone: '13600000001' },
      headers: { 'x-xsrf-token': 'abc' },
    });
    expect(noCookie.statusCode).toBe(403);
    expect(await written()).toEqual(before);
    expect(t.smsLines.some((line) => line.includes('13600000001'))).toBe(false);
  });

  it('refuses a token made from another secret', async () => {
    const mine = await csrfPair();
    const theirs = await csrfPair();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: {},
      headers: { cookie: `_csrf=${mine.secret}; XSRF-TOKEN=${mine.token}`, 'x-xsrf-token': theirs.token },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(refusal);
  });

  it('refuses every spelling of a path, and paths with no route, without the token', async () => {
    const buyer = await insertBuyer(t.db);
    const login = { username: buyer.phone, password: buyer.password };
    const before = await written();
    for (const url of [
      '/%61pi/user/login',
      '//api/user/login',
      '/API/user/login',
      '/api/user/login/',
      '/api/user/login?x=1',
      '/no/such/page',
    ]) {
      const response = await t.client().post(url, login, { withoutCsrf: true });
      expect(response.status, url).toBe(403);
      expect(response.body).toEqual(refusal);
    }
    const logout = await t.client().delete('/api/user/logout', { withoutCsrf: true });
    expect(logout.status).toBe(403);
    expect(await written()).toEqual(before);
  });

  it('takes calls from the payment gateway, which opt out and carry their own signature', async () => {
    const notify = await t.app.inject({
      method: 'POST',
      url: '/api/pay/notify/sandbox',
      payload: { payment_id: '1', amount_fen: '100', status: 'paid', trade_no: 'x', sign: 'forged' },
    });
    expect(notify.statusCode).toBe(400);
    expect(notify.body).toBe('FAIL: bad signature');
    const confirm = await t.app.inject({
      method: 'POST',
      url: `/api/pay/sandbox/1/confirm?amount_fen=100&return_url=%2F&sign=${'0'.repeat(64)}`,
    });
    expect(confirm.statusCode).toBe(400);
    expect(confirm.body).toBe('链接无效');
  });

  it('gives a refused browser a new pair, so that reloading helps', async () => {
    const stale = await csrfPair();
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: {},
      headers: { cookie: `_csrf=${stale.secret}; XSRF-TOKEN=stale`, 'x-xsrf-token': 'stale' },
    });
    expect(refused.statusCode).toBe(403);
    const cookie = (name: string) => refused.cookies.find((c) => c.name === name)?.value ?? '';
    expect(cookie('_csrf')).not.toBe('');
    expect(cookie('_csrf')).not.toBe(stale.secret);
    const retried = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: {},
      headers: {
        cookie: `_csrf=${cookie('_csrf')}; XSRF-TOKEN=${cookie('XSRF-TOKEN')}`,
        'x-xsrf-token': cookie('XSRF-TOKEN'),
      },
    });
    expect(retried.statusCode).toBe(200);
  });

  it('refuses a foreign Origin even with the token, and accepts its own and configured origins', async () => {
    const before = await written();
    const browser = t.client();
    const foreign = await browser.post(
      '/api/user/create_code',
      { phone: '13600000002' },
      {
        headers: { origin: 'https://evil.example.net' },
      },
    );
    expect(foreign.status).toBe(403);
    expect(await written()).toEqual(before);
    const own = await browser.post('/api/test/echo', {}, { headers: { origin: 'http://localhost:80' } });
    expect(own.status).toBe(200);
    const configured = await browser.post(
      '/api/test/echo',
      {},
      { headers: { origin: 'https://m.example.com' } },
    );
    expect(configured.status).toBe(200);
  });
});

/** Writes a raw request and reads the answer until the server closes the connection. */
async function rawExchange(port: number, request: string): Promise<{ head: string; body: string }> {
  const socket = net.connect(port, '127.0.0.1');
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  socket.on('error', () => {});
  socket.write(request);
  await once(socket, 'close');
  const [head = '', body = ''] = Buffer.concat(chunks).toString('utf8').split('\r\n\r\n');
  return { head, body };
}

/** A browser's fresh CSRF secret and the token made from it. */
async function csrfPair(): Promise<{ secret: string; token: string }> {
  const response = await t.app.inject({ method: 'GET', url: '/api/global/site' });
  const cookie = (name: string) => response.cookies.find((c) => c.name === name)?.value ?? '';
  return { secret: cookie('_csrf'), token: cookie('XSRF-TOKEN') };
}

async function csrfHeaders(): Promise<Record<string, string>> {
  const { secret, token } = await csrfPair();
  return { cookie: `_csrf=${secret}; XSRF-TOKEN=${token}`, 'x-xsrf-token': token };
}
