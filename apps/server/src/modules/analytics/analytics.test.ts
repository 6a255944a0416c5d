import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { insertBuyer } from '../../testing/factories.ts';
import { pageViews } from './analytics.tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const stored = async () => (await t.db.select({ n: count() }).from(pageViews))[0]?.n ?? 0;

describe('page views', () => {
  it("records a visitor's and a buyer's page views", async () => {
    await t
      .client('10.0.0.9')
      .post('/api/analytics/page_view', { path: '/home', route_name: 'home' }, { form: true });
    const buyer = await insertBuyer(t.db);
    const browser = t.client();
    await browser.post('/api/user/login', { username: buyer.phone, password: buyer.password });
    const answer = await browser.post('/api/analytics/page_view', {
      path: '/list?select=3',
      referrer: '/home',
    });
    expect(answer.body).toMatchObject({ code: 10000, data: null });
    const rows = await t.db.select().from(pageViews).orderBy(pageViews.id);
    expect(rows).toMatchObject([
      { path: '/home', routeName: 'home', userId: null, ip: '10.0.0.9' },
      { path: '/list?select=3', referrer: '/home', userId: buyer.id },
    ]);
  });

  it('refuses bad input and requests without the CSRF token, writing nothing', async () => {
    const before = await stored();
    const missing = await t.client().post('/api/analytics/page_view', {});
    expect(missing.body).toMatchObject({ code: 422, errors: { path: ['请填写页面地址'] } });
    const long = await t.client().post('/api/analytics/page_view', { path: `/${'x'.repeat(600)}` });
    expect(long.body).toMatchObject({ code: 422, errors: { path: ['页面地址不能超过500个字符'] } });
    const control = await t.client().post('/api/analytics/page_view', { path: '/home\u0000' });
    expect(control.body).toMatchObject({ code: 422, errors: { path: ['页面地址不能包含控制字符'] } });
    const forged = await t
      .client()
      .post('/api/analytics/page_view', { path: '/home' }, { withoutCsrf: true });
    expect(forged.status).toBe(403);
    expect(await stored()).toBe(before);
    expect(await t.db.select().from(pageViews).where(eq(pageViews.path, '/home'))).toHaveLength(1);
  });
});
