import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserState } from '@yaocai/domain/contracts/user';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { insertBuyer } from '../../testing/factories.ts';
import { cartLines } from '../cart/cart.tables.ts';
import { goods, manufacturers, warehouses } from '../catalog/catalog.tables.ts';
import { saveShopSettings } from '../content/settings.service.ts';
import { messages } from '../messages/messages.tables.ts';
import { accountManagers, loginFailures, sessions, smsCodes, users } from './accounts.tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ SMS_RESEND_SECONDS: '60', LOGIN_MAX_FAILURES: '3' });
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
      const out = await browser.delete('/api/user/logout');
      expect(out.body.code).toBe(10000);
      expect(await t.db.select().from(sessions).where(eq(sessions.userId, buyer.id))).toHaveLength(0);
      const base = await browser.get('/api/user/base');
      expect(base.status).toBe(401);
      expect(base.body.code).toBe(10001);
    }
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
    expect(locked.body.msg).toBe('登录失败次数过多，请15分钟后再试');
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, buyer.id))).toHaveLength(0);
    const failures = await t.db.select().from(loginFailures).where(eq(loginFailures.username, buyer.phone));
    expect(failures).toHaveLength(3);
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
    await saveShopSettings(t.db, { common_config: { hot_line: '400-800-1234', qq1: '10001', qq2: '' } });
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
        ypgg: '10g*9袋',
        bzdw: '盒',
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

  it('changes the password and signs out the other sessions', async () => {
    const { buyer, browser } = await signedIn();
    const elsewhere = t.client();
    await elsewhere.post('/api/user/login', { username: buyer.phone, password: buyer.password });

    const weak = await browser.post('/api/user/resetPassword', { password: 'short' });
    expect(weak.body).toMatchObject({
      code: 422,
      errors: { password: ['新密码须为6-20位，且同时包含字母和数字'] },
    });
    expect(
      (await t.client().post('/api/user/login', { username: buyer.phone, password: buyer.password })).body
        .code,
    ).toBe(10000);

    expect((await browser.post('/api/user/resetPassword', { password: 'newpass789' })).body.code).toBe(10000);
    expect((await browser.get('/api/user/base')).body.code).toBe(10000);
    expect((await elsewhere.get('/api/user/base')).body.code).toBe(10001);
    expect(
      (await t.client().post('/api/user/login', { username: buyer.phone, password: buyer.password })).status,
    ).toBe(422);
    expect(
      (await t.client().post('/api/user/login', { username: buyer.phone, password: 'newpass789' })).body.code,
    ).toBe(10000);
  });

  it('asks a visitor to log in first', async () => {
    for (const url of ['/api/user/updateUserInfo', '/api/user/resetPassword']) {
      const response = await t.client().post(url, { name: 'x', phone: '13800000000', password: 'abc12345' });
      expect(response.status).toBe(401);
      expect(response.body.code).toBe(10001);
    }
  });
});
