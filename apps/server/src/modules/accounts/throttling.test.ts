import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { insertBuyer } from '../../testing/factories.ts';
import { TestClient } from '../../testing/test-client.ts';
import { sessions } from './accounts.tables.ts';
import type * as Passwords from './passwords.ts';
import { createDevSmsProvider } from './sms/dev-sms-provider.ts';

// Counts the password checks that really ran, whatever the answers say.
const checks = vi.hoisted(() => ({ count: 0 }));
vi.mock('./passwords.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof Passwords>();
  return {
    ...actual,
    verifyPassword: (hash: string, password: string) => {
      checks.count += 1;
      return actual.verifyPassword(hash, password);
    },
  };
});

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const login = (client: TestClient, username: string, password: string) =>
  client.post('/api/user/login', { username, password });

describe('login throttling', () => {
  it('runs five password checks for sixteen parallel wrong guesses, and refuses the rest', async () => {
    const buyer = await insertBuyer(t.db);
    const before = checks.count;
    const answers = await Promise.all(
      Array.from({ length: 16 }, () => login(t.client('10.1.0.1'), buyer.phone, 'wrong1234')),
    );
    expect(checks.count - before).toBe(5);
    expect(answers.filter((answer) => answer.status === 422)).toHaveLength(5);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(11);
    for (const answer of refused) {
      expect(answer.body).toMatchObject({ code: 429, data: null });
      expect(answer.body.msg).toMatch(/^登录失败次数过多，请\d+分钟后再试$/);
      expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(900);
    }
    const right = await login(t.client('10.1.0.1'), buyer.phone, buyer.password);
    expect(right.status).toBe(429);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, buyer.id))).toHaveLength(0);
  });

  it('leaves the buyer free to log in from another address', async () => {
    const buyer = await insertBuyer(t.db);
    for (let i = 0; i < 6; i++) await login(t.client('10.1.1.1'), buyer.phone, 'wrong1234');
    expect((await login(t.client('10.1.1.1'), buyer.phone, buyer.password)).status).toBe(429);
    expect((await login(t.client('10.1.1.2'), buyer.phone, buyer.password)).body.code).toBe(10000);
  });

  it('starts counting again after a right password', async () => {
    const buyer = await insertBuyer(t.db);
    const client = t.client('10.1.2.1');
    for (let i = 0; i < 4; i++) await login(client, buyer.phone, 'wrong1234');
    expect((await login(client, buyer.phone, buyer.password)).body.code).toBe(10000);
    for (let i = 0; i < 5; i++) expect((await login(client, buyer.phone, 'wrong1234')).status).toBe(422);
    expect((await login(client, buyer.phone, 'wrong1234')).status).toBe(429);
  });

  it('doubles the wait with every try made while refused, up to an hour', async () => {
    const buyer = await insertBuyer(t.db);
    const client = t.client('10.1.3.1');
    for (let i = 0; i < 5; i++) await login(client, buyer.phone, 'wrong1234');
    const waits = [];
    for (let i = 0; i < 4; i++) {
      const refused = await login(client, buyer.phone, 'wrong1234');
      waits.push([refused.headers['retry-after'], refused.body.msg]);
    }
    expect(waits).toEqual([
      ['900', '登录失败次数过多，请15分钟后再试'],
      ['1800', '登录失败次数过多，请30分钟后再试'],
      ['3600', '登录失败次数过多，请60分钟后再试'],
      ['3600', '登录失败次数过多，请60分钟后再试'],
    ]);
  });

  it('does not count a malformed request', async () => {
    const buyer = await insertBuyer(t.db);
    const client = t.client('10.1.4.1');
    for (let i = 0; i < 8; i++) {
      expect((await client.post('/api/user/login', { username: buyer.phone })).status).toBe(422);
    }
    expect((await login(client, buyer.phone, buyer.password)).body.code).toBe(10000);
  });

  it('limits one address across accounts', async () => {
    const before = checks.count;
    const answers = await Promise.all(
      Array.from({ length: 36 }, (_, i) => login(t.client('10.1.5.1'), `nobody${i}`, 'wrong1234')),
    );
    expect(checks.count - before).toBe(30);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(6);
    expect(refused[0]?.body.msg).toBe('登录尝试过于频繁，请15分钟后再试');
  });

  it('counts only the failures of an address across accounts: an office signs all its buyers in', async () => {
    const client = (i: number) =>
      t.client('10.1.8.1').post('/api/user/login', { username: `none${i}`, password: 'wrong1234' });
    for (let i = 0; i < 29; i++) expect((await client(i)).status).toBe(422);
    for (let i = 0; i < 3; i++) {
      const buyer = await insertBuyer(t.db);
      expect((await login(t.client('10.1.8.1'), buyer.phone, buyer.password)).body.code).toBe(10000);
    }
    expect((await client(29)).status).toBe(422);
    expect((await client(30)).status).toBe(429);
  });

  it('counts a wrong current password on a password change like a failed login', async () => {
    const buyer = await insertBuyer(t.db);
    const browser = t.client('10.1.6.1');
    await login(browser, buyer.phone, buyer.password);
    const change = (oldPassword: string) =>
      browser.post('/api/user/resetPassword', { old_password: oldPassword, password: 'newpass789' });
    for (let i = 0; i < 5; i++) expect((await change('wrong1234')).status).toBe(422);
    expect((await change(buyer.password)).status).toBe(429);
    expect((await login(t.client('10.1.6.1'), buyer.phone, buyer.password)).status).toBe(429);
    expect((await login(t.client('10.1.6.2'), buyer.phone, buyer.password)).body.code).toBe(10000);
  });

  it('counts on every instance alike', async () => {
    const buyer = await insertBuyer(t.db);
    const other = await buildApp(t.config, { db: t.db, sms: createDevSmsProvider(() => {}) });
    try {
      for (let i = 0; i < 3; i++) await login(t.client('10.1.7.1'), buyer.phone, 'wrong1234');
      for (let i = 0; i < 2; i++) await login(new TestClient(other, '10.1.7.1'), buyer.phone, 'wrong1234');
      expect((await login(t.client('10.1.7.1'), buyer.phone, buyer.password)).status).toBe(429);
      expect((await login(new TestClient(other, '10.1.7.1'), buyer.phone, buyer.password)).status).toBe(429);
    } finally {
      await other.close();
    }
  });
});

describe('phone lookups', () => {
  it('answers ten a minute per address, counting code requests and registrations with them', async () => {
    const buyer = await insertBuyer(t.db);
    const client = t.client('10.2.0.1');
    for (let i = 0; i < 8; i++) {
      expect((await client.get(`/api/user/phone/${buyer.phone}`)).body.data).toEqual({ exists: true });
    }
    expect((await client.post('/api/user/create_code', { phone: buyer.phone })).status).toBe(422);
    expect((await client.post('/api/user/create_code', { phone: '13500000001' })).status).toBe(200);
    const refused = await client.get(`/api/user/phone/${buyer.phone}`);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ code: 429, msg: '操作过于频繁，请1分钟后再试', data: null });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await client.post('/api/user/create_code', { phone: '13500000002' })).status).toBe(429);
    expect((await t.client('10.2.0.2').get(`/api/user/phone/${buyer.phone}`)).status).toBe(200);
  });
});
