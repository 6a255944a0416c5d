import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { signInBuyer } from '../../testing/sign-in.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('忘记密码', () => {
  it('sets a new password for the phone that proves itself, and ends the old sessions', async () => {
    const { buyer, client: oldSession } = await signInBuyer(t);
    const visitor = t.client('10.9.0.1');
    const sent = await visitor.post('/api/user/create_code', {
      phone: buyer.phone,
      scene: 'forgot_password',
    });
    expect(sent.status).toBe(200);
    const code = t.lastSmsCode(buyer.phone);

    const wrong = await visitor.post('/api/user/forgot_password', {
      phone: buyer.phone,
      code: code === '000000' ? '111111' : '000000',
      password: 'newpass2026',
    });
    expect(wrong.status).toBe(422);
    const reset = await visitor.post('/api/user/forgot_password', {
      phone: buyer.phone,
      code,
      password: 'newpass2026',
    });
    expect([reset.status, reset.body.msg]).toEqual([200, '密码已重置，请使用新密码登录']);
    expect((await oldSession.get('/api/user/base')).status).toBe(401);

    const login = (password: string) =>
      t.client('10.9.0.2').post('/api/user/login', { username: buyer.phone, password });
    expect((await login(buyer.password)).status).toBe(422);
    expect((await login('newpass2026')).body.code).toBe(10000);
    const replayed = await visitor.post('/api/user/forgot_password', {
      phone: buyer.phone,
      code,
      password: 'another2026',
    });
    expect(replayed.status).toBe(422);
  });

  it('sends no code for a phone nobody registered', async () => {
    const phone = '13912345670';
    const refused = await t.client('10.9.0.3').post('/api/user/create_code', {
      phone,
      scene: 'forgot_password',
    });
    expect([refused.status, refused.body.msg]).toEqual([422, '该手机号尚未注册']);
    expect(t.smsLines.some((line) => line.includes(phone))).toBe(false);
    const bogus = await t.client('10.9.0.3').post('/api/user/create_code', { phone, scene: 'other' });
    expect(bogus.status).toBe(422);
  });
});
