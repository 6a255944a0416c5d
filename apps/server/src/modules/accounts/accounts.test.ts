import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserState } from '@yaocai/domain/contracts/user';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { insertBuyer } from '../../testing/factories.ts';
import { cartLines } from '../cart/cart.tables.ts';
import { goods, manufacturers, warehouses } from '../catalog/catalog.tables.ts';
import { saveShopSettings } from '../content/settings.service.ts';
import { messages } from '../messages/messages.tables.ts';
import { rateLimits } from '../../plugins/rate-limit.tables.ts';
import { accountManagers, sessions, smsCodes, users } from './accounts.tables.ts';

let t: TestApp;
beforeAll(async () => {
  // The phone-lookup limit has tests of its own (throttling.test.ts); here it would only get in the way.
  t = await buildTestApp({
    SMS_RESEND_SECONDS: '60',
    LOGIN_MAX_FAILURES: '3',
    PHONE_LOOKUP_MAX_PER_MINUTE: '1000',
  });
});
afterAll(() => t.close());

const rows = async (table: typeof users | typeof smsCodes | typeof sessions) =>
  (await t.db.select({ n: count() }).from(table))[0]?.n ?? 0;

let phoneSeq = 0;
const freshPhone = () => `137${String(++phoneSeq).padStart(8, '0')}`;

const registration = (phone: string, code: string) => ({
  company: '仁和大药房有限公司',
  name: '王经理',
  phone,
  code,
  password: 'secret123',
});

describe('registering a buyer', () => {
  it('sends a code, registers, signs in and reports the new buyer as awaiting approval', async () => {
    const browser = t.client();
    const phone = freshPhone();
    const sent = await browser.post('/api/user/create_code', { phone }, { form: true });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ code: 10000, data: { resend_in: 60, expires_in: 300 } });

    const registered = await browser.post<UserState>(
      '/api/user/register',
      registration(phone, t.lastSmsCode(phone)),
      {
        form: true,
      },
    );
    expect(registered.body.code).toBe(10000);
    expect(registered.body.data).toMatchObject({
      company: '仁和大药房有限公司',
      phone,
      is_passed: 0,
      cart: 0,
    });
    expect(browser.cookie('sid')).toBeTruthy();

    const base = await browser.get<UserState>('/api/user/base');
    expect(base.body.data.company).toBe('仁和大药房有限公司');
    const [stored] = await t.db.select().from(users).where(eq(users.phone, phone));
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await t.client().get('/api/user/phone/' + phone)).body.data).toEqual({ exists: true });
  });

  it('refuses a code for a malformed or taken phone, writing nothing', async () => {
    const taken = await insertBuyer(t.db);
    const before = await rows(smsCodes);
    const sentBefore = t.smsLines.length;
    for (const [phone, message] of [
      ['1380000', '手机号格式不正确'],
      ['', '请填写手机号'],
      [taken.phone, '该手机号已注册'],
    ] as const) {
      const response = await t.client().post('/api/user/create_code', { phone });
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({ code: 422, msg: message, errors: { phone: [message] } });
    }
    expect(await rows(smsCodes)).toBe(before);
    expect(t.smsLines.length).toBe(sentBefore);
  });

  it('refuses a second code within the resend period', async () => {
    const phone = freshPhone();
    await t.client().post('/api/user/create_code', { phone });
    const again = await t.client().post('/api/user/create_code', { phone });
    expect(again.status).toBe(429);
    expect(again.body.msg).toMatch(/^验证码已发送，请\d+秒后再试$/);
  });

  it.each([
    ['phone', { phone: '2380000000' }, '手机号格式不正确'],
    ['email', { email: 'wang@' }, '邮箱格式不正确'],
    ['password', { password: '123456' }, '密码须为6-20位，且同时包含字母和数字'],
    ['company', { company: '' }, '请填写企业名称'],
    ['code', { code: 'abc' }, '短信验证码为6位数字'],
  ])('refuses a malformed %s with its message and writes nothing', async (field, change, message) => {
    const phone = freshPhone();
    const browser = t.client();
    await browser.post('/api/user/create_code', { phone });
    const before = await rows(users);
    const response = await browser.post('/api/user/register', {
      ...registration(phone, t.lastSmsCode(phone)),
      ...change,
    });
    expect(response.status).toBe(422);
    expect(response.body.msg).toBe(message);
    expect(response.body.errors?.[field]).toEqual([message]);
    expect(await rows(users)).toBe(before);
    expect(browser.cookie('sid')).toBeUndefined();
  });

  it('refuses a wrong code, kills the code after five wrong guesses, and never reuses a code', async () => {
    const phone = freshPhone();
    await t.client().post('/api/user/create_code', { phone });
    const code = t.lastSmsCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await t.client().post('/api/user/register', registration(phone, wrong));
    expect(first.body).toMatchObject({ code: 422, errors: { code: ['验证码错误'] } });
    for (let i = 0; i < 4; i++) await t.client().post('/api/user/register', registration(phone, wrong));
    const withRightCode = await t.client().post('/api/user/register', registration(phone, code));
    expect(withRightCode.body).toMatchObject({ code: 422, errors: { code: ['验证码已失效，请重新获取'] } });
    expect(await t.db.select().from(users).where(eq(users.phone, phone))).toHaveLength(0);
  });

  it('counts parallel wrong guesses one by one: five, then the code is dead', async () => {
    const phone = freshPhone();
    await t.client().post('/api/user/create_code', { phone });
    const code = t.lastSmsCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => t.client().post('/api/user/register', registration(phone, wrong))),
    );
    const messages = answers.map((answer) => answer.body.errors?.code?.[0]);
    expect(messages.filter((message) => message === '验证码错误')).toHaveLength(5);
    expect(messages.filter((message) => message === '验证码已失效，请重新获取')).toHaveLength(7);
    const [stored] = await t.db.select().from(smsCodes).where(eq(smsCodes.phone, phone));
    expect(stored?.failedAttempts).toBe(5);
  });

  it('keeps to the hourly cap per address when many phones ask at once', async () => {
    const browsers = Array.from({ length: 40 }, () => t.client('10.0.9.9'));
    // Each has its CSRF cookies first, so that the requests below really arrive together.
    for (const browser of browsers) await browser.get('/api/global/site');
    const answers = await Promise.all(
      browsers.map((browser) => browser.post('/api/user/create_code', { phone: freshPhone() })),
    );
    expect(answers.filter((answer) => answer.body.code === 10000)).toHaveLength(30);
    expect(await t.db.select().from(smsCodes).where(eq(smsCodes.ip, '10.0.9.9'))).toHaveLength(30);
  });

  it('refuses an expired code', async () => {
    const phone = freshPhone();
    await t.client().post('/api/user/create_code', { phone });
    await t.db
      .update(smsCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(smsCodes.phone, phone));
    const response = await t.client().post('/api/user/register', registration(phone, t.lastSmsCode(phone)));
    expect(response.body.errors).toEqual({ code: ['验证码已失效，请重新获取'] });
  });

  it('refuses a phone that registered meanwhile, keeping the first account', async () => {
    const phone = freshPhone();
    await t.client().post('/api/user/create_code', { phone });
    const code = t.lastSmsCode(phone);
    expect((await t.client().post('/api/user/register', registration(phone, code))).body.code).toBe(10000);
    const again = await t
      .client()
      .post('/api/user/register', { ...registration(phone, code), company: '另一家' });
    expect(again.body).toMatchObject({ code: 422, errors: { phone: ['该手机号已注册'] } });
    const [stored] = await t.db.select().from(users).where(eq(users.phone, phone));
    expect(stored?.company).toBe('仁和大药房有限公司');
  });
});

describe('signing in and out', () => {
  it('signs in by mobile or by user name and out again', async () => {
    const buyer = await insertBuyer(t.db, { username: 'kangning01' });
    for (const username of [buyer.phone, 'kangning01']) {
      const browser = t.client();
      const login = await browser.post<UserState>(
        '/api/user/login',
        { username, password: buyer.password },
        { form: true },
      );
      expect(login.body).toMatchObject({ code: 10000, data: { company: buyer.company, is_passed: 1 } });
      const sessionCookie = [login.headers['set-cookie']].flat() as string[];
      expect(sessionCookie.find((c) => c.startsWith('sid='))).toMatch(/HttpOnly; SameSite=Lax/);
      const signedInToken = browser.cookie('XSRF-TOKEN');
      const out = await browser.delete('/api/user/logout');
      expect(out.body.code).toBe(10000);
      expect(browser.cookie('XSRF-TOKEN')).not.toBe(signedInToken);
      expect(await t.db.select().from(sessions).where(eq(sessions.userId, buyer.id))).toHaveLength(0);
      const base = await browser.get('/api/user/base');
      expect(base.status).toBe(401);
      expect(base.body.code).toBe(10001);
    }
  });

  it('marks a session with a readable cookie of the same lifetime, cleared with it, and marks older sessions', async () => {
    const buyer = await insertBuyer(t.db);
    const browser = t.client();
    const login = await browser.post('/api/user/login', { username: buyer.phone, password: buyer.password });
    const set = [login.headers['set-cookie']].flat() as string[];
    const sid = set.find((c) => c.startsWith('sid='))!;
    const mark = set.find((c) => c.startsWith('signed_in='))!;
    expect(mark).toMatch(/^signed_in=1; Path=\/; Expires=.+; SameSite=Lax$/);
    expect(mark).not.toMatch(/HttpOnly/);
    const expires = (cookie: string) => /Expires=([^;]+)/.exec(cookie)?.[1];
    expect(expires(mark)).toBe(expires(sid));

    // A session from before the mark: any call it makes sets it, for as long as the session lasts.
    const older = await t
      .client()
      .get('/api/user/base', { headers: { cookie: `sid=${browser.cookie('sid')}` } });
    const marked = ([older.headers['set-cookie']].flat() as string[]).find((c) => c.startsWith('signed_in='));
    expect(expires(marked!)).toBe(expires(sid));
    const both = await t.client().get('/api/user/base', {
      headers: { cookie: `sid=${browser.cookie('sid')}; signed_in=1` },
    });
    expect(both.headers['set-cookie']).toBeUndefined();
    const ended = await t.client().get('/api/user/base', { headers: { cookie: 'sid=not-a-session' } });
    expect(ended.headers['set-cookie']).toBeUndefined();

    await browser.delete('/api/user/logout');
    expect(browser.cookie('signed_in')).toBeUndefined();
    expect(browser.cookie('sid')).toBeUndefined();
  });

  it('answers a wrong password clearly, opens no session, and locks after repeated failures', async () => {
    const buyer = await insertBuyer(t.db);
    const browser = t.client('10.0.0.7');
    for (let i = 0; i < 3; i++) {
      const wrong = await browser.post('/api/user/login', { username: buyer.phone, password: 'wrong1234' });
      expect(wrong.status).toBe(422);
      expect(wrong.body).toMatchObject({ msg: '账号或密码错误', errors: { password: ['账号或密码错误'] } });
    }
    const locked = await browser.post('/api/user/login', { username: buyer.phone, password: buyer.password });
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ code: 429, msg: '登录失败次数过多，请15分钟后再试', data: null });
    expect(locked.headers['retry-after']).toBe('900');
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, buyer.id))).toHaveLength(0);
    const [counted] = await t.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `login:${buyer.phone}|10.0.0.7`));
    expect(counted?.count).toBe(4);
  });

  it('gives a new session id and CSRF token at every sign-in, ending the session the browser had', async () => {
    const buyer = await insertBuyer(t.db);
    const browser = t.client();
    await browser.get('/api/global/site');
    const visitorToken = browser.cookie('XSRF-TOKEN');
    const credentials = { username: buyer.phone, password: buyer.password };
    await browser.post('/api/user/login', credentials);
    const first = { sid: browser.cookie('sid'), token: browser.cookie('XSRF-TOKEN') };
    expect(first.token).not.toBe(visitorToken);

    expect((await browser.post('/api/user/login', credentials)).body.code).toBe(10000);
    expect(browser.cookie('sid')).not.toBe(first.sid);
    expect(browser.cookie('XSRF-TOKEN')).not.toBe(first.token);
    const withFirst = await t.client().get('/api/user/base', { headers: { cookie: `sid=${first.sid}` } });
    expect(withFirst.status).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, buyer.id))).toHaveLength(1);
  });

  it('gives the same answer for an unknown account', async () => {
    const response = await t
      .client()
      .post('/api/user/login', { username: '13999999999', password: 'whatever1' });
    expect(response.body).toMatchObject({ code: 422, msg: '账号或密码错误' });
  });
});

describe('the user state', () => {
  it('asks a visitor to log in', async () => {
    const response = await t.client().get('/api/user/base');
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ code: 10001, msg: '请先登录' });
  });

  it('is built from real data: manager, cart lines, unread messages, shop settings', async () => {
    await t.db.insert(accountManagers).values({ name: '客服小李', phone: '400-800-1234', isDefault: true });
    const [own] = await t.db
      .insert(accountManagers)
      .values({ name: '赵经理', phone: '13700001111' })
      .returning();
    const withManager = await insertBuyer(t.db, { accountManagerId: own?.id ?? null });
    const withoutManager = await insertBuyer(t.db);
    // Saved through this app, as an operator would, so that its pages show the change at once.
    await saveShopSettings(
      t.db,
      { common_config: { hot_line: '400-800-1234', qq1: '10001', qq2: '' } },
      t.app.caches,
    );
    const [maker] = await t.db
      .insert(manufacturers)
      .values({ name: '华康制药', namePinyin: 'huakang', nameInitials: 'hk' })
      .returning();
    const [store] = await t.db.insert(warehouses).values({ name: '华东一号仓' }).returning();
    const [item] = await t.db
      .insert(goods)
      .values({
        name: '感冒灵颗粒',
        namePinyin: 'ganmaolingkeli',
        nameInitials: 'gmlkl',
        kind: 'patent',
        businessScope: '中成药',
        manufacturerId: maker!.id,
        approvalNumber: '国药准字Z44021940',
        spec: '10g*9袋',
        packUnit: '盒',
        basePriceFen: 1250,
      })
      .returning();
    await t.db
      .insert(cartLines)
      .values({ userId: withManager.id, goodsId: item!.id, warehouseId: store!.id, number: 2 });
    await t.db.insert(messages).values([
      { userId: withManager.id, title: '欢迎', content: '欢迎' },
      { userId: withManager.id, title: '已读', content: '已读', readAt: new Date() },
      { userId: withoutManager.id, title: '别人的', content: '别人的' },
    ]);

    const browser = t.client();
    await browser.post('/api/user/login', { username: withManager.phone, password: withManager.password });
    const state = (await browser.get<UserState>('/api/user/base')).body.data;
    expect(state).toMatchObject({
      company: withManager.company,
      admin: { name: '赵经理', phone: '13700001111', is_default: 0 },
      cart: 1,
      message_count: 1,
      common_config: { hot_line: '400-800-1234', qq1: '10001', qq2: '' },
      is_passed: 1,
    });

    const other = t.client();
    await other.post('/api/user/login', {
      username: withoutManager.phone,
      password: withoutManager.password,
    });
    const otherState = (await other.get<UserState>('/api/user/base')).body.data;
    expect(otherState).toMatchObject({
      admin: { name: '客服小李', is_default: 1 },
      cart: 0,
      message_count: 1,
    });
  });
});

describe('changing my details', () => {
  const signedIn = async () => {
    const buyer = await insertBuyer(t.db);
    const browser = t.client();
    await browser.post('/api/user/login', { username: buyer.phone, password: buyer.password });
    return { buyer, browser };
  };

  it('changes the contact name; a new phone needs a code sent to it', async () => {
    const { buyer, browser } = await signedIn();
    const renamed = await browser.post(
      '/api/user/updateUserInfo',
      { name: '李四', phone: buyer.phone },
      { form: true },
    );
    expect(renamed.body.code).toBe(10000);

    const newPhone = freshPhone();
    const withoutCode = await browser.post('/api/user/updateUserInfo', { name: '李四', phone: newPhone });
    expect(withoutCode.body).toMatchObject({
      code: 422,
      errors: { code: ['更换手机号需填写新手机号收到的短信验证码'] },
    });
    await browser.post('/api/user/create_code', { phone: newPhone });
    const changed = await browser.post('/api/user/updateUserInfo', {
      name: '李四',
      phone: newPhone,
      code: t.lastSmsCode(newPhone),
    });
    expect(changed.body.code).toBe(10000);
    const [stored] = await t.db.select().from(users).where(eq(users.id, buyer.id));
    expect(stored).toMatchObject({ name: '李四', phone: newPhone });
  });

  it("refuses another buyer's phone and bad input, changing nothing", async () => {
    const { buyer, browser } = await signedIn();
    const other = await insertBuyer(t.db);
    const taken = await browser.post('/api/user/updateUserInfo', {
      name: '李四',
      phone: other.phone,
      code: '123456',
    });
    expect(taken.body).toMatchObject({ code: 422, errors: { phone: ['该手机号已注册'] } });
    const empty = await browser.post('/api/user/updateUserInfo', { name: '', phone: buyer.phone });
    expect(empty.body).toMatchObject({ code: 422, errors: { name: ['请填写联系人'] } });
    const [stored] = await t.db.select().from(users).where(eq(users.id, buyer.id));
    expect(stored).toMatchObject({ name: buyer.name, phone: buyer.phone });
  });

  it('changes the password with the current one, ending every session and opening a new one', async () => {
    const { buyer, browser } = await signedIn();
    const elsewhere = t.client();
    await elsewhere.post('/api/user/login', { username: buyer.phone, password: buyer.password });
    const before = { sid: browser.cookie('sid'), token: browser.cookie('XSRF-TOKEN') };

    const weak = await browser.post('/api/user/resetPassword', {
      old_password: buyer.password,
      password: 'short',
    });
    expect(weak.body).toMatchObject({
      code: 422,
      errors: { password: ['新密码须为6-20位，且同时包含字母和数字'] },
    });

    const changed = await browser.post('/api/user/resetPassword', {
      old_password: buyer.password,
      password: 'newpass789',
    });
    expect(changed.body.code).toBe(10000);
    expect(browser.cookie('sid')).not.toBe(before.sid);
    expect(browser.cookie('XSRF-TOKEN')).not.toBe(before.token);
    expect((await browser.get('/api/user/base')).body.code).toBe(10000);
    const withOld = await t.client().get('/api/user/base', { headers: { cookie: `sid=${before.sid}` } });
    expect(withOld.body.code).toBe(10001);
    expect((await elsewhere.get('/api/user/base')).body.code).toBe(10001);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, buyer.id))).toHaveLength(1);
    expect(
      (await t.client().post('/api/user/login', { username: buyer.phone, password: buyer.password })).status,
    ).toBe(422);
    expect(
      (await t.client().post('/api/user/login', { username: buyer.phone, password: 'newpass789' })).body.code,
    ).toBe(10000);
  });

  it('refuses a new password without the current one, or with a wrong one, changing nothing', async () => {
    const { buyer, browser } = await signedIn();
    const hash = async () =>
      (await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, buyer.id)))[0]?.hash;
    const before = await hash();
    const without = await browser.post('/api/user/resetPassword', { password: 'newpass789' });
    expect(without.status).toBe(422);
    expect(without.body).toMatchObject({
      msg: '请填写当前密码',
      errors: { old_password: ['请填写当前密码'] },
    });
    const wrong = await browser.post('/api/user/resetPassword', {
      old_password: 'wrong1234',
      password: 'newpass789',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({ errors: { old_password: ['当前密码不正确'] } });
    expect(await hash()).toBe(before);
    expect((await browser.get('/api/user/base')).body.code).toBe(10000);
  });

  it('changes the password with a code sent to the own phone instead of the current password', async () => {
    const { buyer, browser } = await signedIn();
    const sent = await browser.post('/api/user/create_code', { phone: buyer.phone });
    expect(sent.body.code).toBe(10000);
    const [issued] = await t.db.select().from(smsCodes).where(eq(smsCodes.phone, buyer.phone));
    expect(issued?.scene).toBe('reset_password');
    const code = t.lastSmsCode(buyer.phone);
    const wrong = await browser.post('/api/user/resetPassword', {
      code: code === '000000' ? '111111' : '000000',
      password: 'newpass789',
    });
    expect(wrong.body).toMatchObject({ code: 422, errors: { code: ['验证码错误'] } });
    const changed = await browser.post('/api/user/resetPassword', { code, password: 'newpass789' });
    expect(changed.body.code).toBe(10000);
    expect(
      (await t.client().post('/api/user/login', { username: buyer.phone, password: 'newpass789' })).body.code,
    ).toBe(10000);
  });

  it('asks a visitor to log in first', async () => {
    for (const url of ['/api/user/updateUserInfo', '/api/user/resetPassword']) {
      const response = await t.client().post(url, {
        name: 'x',
        phone: '13800000000',
        old_password: 'abc12345',
        password: 'abc12345',
      });
      expect(response.status).toBe(401);
      expect(response.body.code).toBe(10001);
    }
  });
});
