import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WechatBinding } from '@yaocai/domain/contracts/user';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app.ts';
import { WriteWatch } from '../../../testing/write-watch.ts';
import { signInBuyer } from '../../../testing/sign-in.ts';
import type { TestClient } from '../../../testing/test-client.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Starts binding, "authorizes" as `nickname` on the development page, and follows back to the shop. */
async function bindAs(client: TestClient, nickname: string, tamper?: (url: string) => string) {
  const started = await client.post<{ url: string }>('/api/user/wechat/bind');
  const authorize = started.body.data.url;
  expect((await client.send('GET', authorize)).body).toContain('开发环境 · 模拟微信授权');
  const confirmed = await client.send('GET', `${authorize}&nickname=${encodeURIComponent(nickname)}`);
  expect(confirmed.statusCode).toBe(303);
  const callback = String(confirmed.headers.location);
  const back = await client.send('GET', tamper ? tamper(callback) : callback);
  expect(back.statusCode).toBe(303);
  return { back: String(back.headers.location), callback };
}

const binding = async (client: TestClient) => (await client.get<WechatBinding>('/api/user/wechat')).body.data;

describe('绑定微信', () => {
  it('refuses a nickname with control characters on the development authorization page, writing nothing', async () => {
    const { client } = await signInBuyer(t);
    const started = await client.post<{ url: string }>('/api/user/wechat/bind');
    const watch = new WriteWatch(t.db);
    await watch.mark();
    for (const nickname of ['a\u0000b', '\u0000', 'x\u001b[2J']) {
      const answer = await client.send(
        'GET',
        `${started.body.data.url}&nickname=${encodeURIComponent(nickname)}`,
      );
      expect(answer.statusCode, answer.body).toBe(422);
      expect(answer.json()).toMatchObject({ code: 422, msg: '微信昵称不能包含控制字符' });
    }
    expect(await watch.changedTables()).toEqual([]);
  });

  it('binds the WeChat user the buyer authorized, once per WeChat user, and unbinds it', async () => {
    const { client } = await signInBuyer(t);
    expect(await binding(client)).toEqual({ bound: false, nickname: null, bound_at: null });
    const { back, callback } = await bindAs(client, '张药师');
    expect(back).toBe('/user/wechat?bound=1');
    expect(await binding(client)).toMatchObject({ bound: true, nickname: '张药师' });

    // The code is spent: following the same return again binds nothing new.
    expect((await client.send('GET', callback)).headers.location).toBe('/user/wechat?error=failed');

    const { client: other } = await signInBuyer(t);
    expect((await bindAs(other, '张药师')).back).toBe('/user/wechat?error=taken');
    expect((await binding(other)).bound).toBe(false);

    const unbound = await client.delete('/api/user/unbind_wechat');
    expect([unbound.status, unbound.body.msg]).toEqual([200, '已解除微信绑定']);
    expect((await binding(client)).bound).toBe(false);
    const again = await client.delete('/api/user/unbind_wechat');
    expect([again.status, again.body.msg]).toEqual([400, '当前账号未绑定微信']);
    expect((await bindAs(other, '张药师')).back).toBe('/user/wechat?bound=1');
  });

  it('binds nothing when the state is not the one this browser was given', async () => {
    const { client } = await signInBuyer(t);
    const { back } = await bindAs(client, '李药师', (url) => url.replace(/state=[0-9a-f]+/, 'state=forged'));
    expect(back).toBe('/user/wechat?error=failed');
    expect((await binding(client)).bound).toBe(false);
    expect((await t.client().get('/api/user/wechat')).status).toBe(401);
    expect((await t.client().delete('/api/user/unbind_wechat')).status).toBe(401);
  });
});
