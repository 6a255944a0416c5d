import { delay, http as mswHttp, HttpResponse } from 'msw';
import qs from 'qs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl, mswServer } from '../testing/msw-server';
import {
  ALERT_TITLE,
  api,
  ApiError,
  configureApiClient,
  NETWORK_ERROR_TEXT,
  resetApiClient,
  SERVER_BUSY_TEXT,
  TIMEOUT_TEXT,
} from './api-client';

const effects = {
  navigate: vi.fn<(to: string) => void>(),
  reload: vi.fn<() => void>(),
  currentPath: () => '/cart?from=home',
  toastError: vi.fn<(text: string) => void>(),
  toastWarning: vi.fn<(text: string) => void>(),
  alert: vi.fn<(options: { title: string; content: string; okText: string; onOk?: () => void }) => void>(),
};

const reply = (status: number, body: object) => () => HttpResponse.json(body, { status });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => configureApiClient(effects));
afterEach(() => {
  mswServer.resetHandlers();
  resetApiClient();
  vi.clearAllMocks();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});
afterAll(() => mswServer.close());

describe('success codes', () => {
  it.each([10000, 200, 201])('resolves with the body data for code %i', async (code) => {
    mswServer.use(
      mswHttp.get(
        apiUrl('/api/global/site'),
        reply(200, { code, msg: 'ok', data: { site_title: '药采网' } }),
      ),
    );
    await expect(api.get('/api/global/site')).resolves.toEqual({ site_title: '药采网' });
    expect(effects.alert).not.toHaveBeenCalled();
  });

  it('gives the message with the data when the page shows it', async () => {
    mswServer.use(
      mswHttp.post(
        apiUrl('/api/cart'),
        reply(200, { code: 10000, msg: '加入购物车成功', data: { cart: 3 } }),
      ),
    );
    await expect(api.postForMessage('/api/cart', { data: [] })).resolves.toEqual({
      data: { cart: 3 },
      msg: '加入购物车成功',
    });
  });
});

describe('request shape', () => {
  it('form-encodes POST bodies with nested keys that qs.parse reads back', async () => {
    let contentType: string | null = null;
    let body = '';
    mswServer.use(
      mswHttp.post(apiUrl('/api/cart'), async ({ request }) => {
        contentType = request.headers.get('content-type');
        body = await request.text();
        return HttpResponse.json({ code: 10000, msg: 'ok', data: null });
      }),
    );
    await api.post('/api/cart', { ids: [1, 2], data: [{ goods_id: 5, number: 3 }] });
    expect(contentType).toContain('application/x-www-form-urlencoded');
    expect(body).toBe('ids[]=1&ids[]=2&data[0][goods_id]=5&data[0][number]=3');
    expect(qs.parse(body)).toEqual({ ids: ['1', '2'], data: [{ goods_id: '5', number: '3' }] });
  });

  it('form-encodes PUT bodies too', async () => {
    let body = '';
    mswServer.use(
      mswHttp.put(apiUrl('/api/user/info'), async ({ request }) => {
        body = await request.text();
        return HttpResponse.json({ code: 10000, msg: 'ok', data: null });
      }),
    );
    await api.put('/api/user/info', { name: '张三' });
    expect(body).toBe('name=%E5%BC%A0%E4%B8%89');
  });

  it('sends credentials and echoes the XSRF-TOKEN cookie in X-XSRF-TOKEN', async () => {
    document.cookie = 'XSRF-TOKEN=token-123; path=/';
    let header: string | null = null;
    let credentials = '';
    mswServer.use(
      mswHttp.delete(apiUrl('/api/user/logout'), ({ request }) => {
        header = request.headers.get('x-xsrf-token');
        credentials = request.credentials;
        return HttpResponse.json({ code: 10000, msg: 'ok', data: null });
      }),
    );
    await api.delete('/api/user/logout');
    expect(header).toBe('token-123');
    expect(credentials).toBe('include');
  });

  it('sends the extra headers a call asks for', async () => {
    let key: string | null = null;
    mswServer.use(
      mswHttp.post(apiUrl('/api/order'), ({ request }) => {
        key = request.headers.get('idempotency-key');
        return HttpResponse.json({ code: 10000, msg: 'ok', data: null });
      }),
    );
    await api.post('/api/order', { ids: [1] }, { headers: { 'Idempotency-Key': 'abcdef123456' } });
    expect(key).toBe('abcdef123456');
  });

  it('gives up after 30 s by default', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      mswServer.use(
        mswHttp.get(apiUrl('/api/goods/list'), async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      );
      const pending = failure(api.get('/api/goods/list'));
      await vi.advanceTimersByTimeAsync(29_999);
      expect(effects.alert).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect((await pending).kind).toBe('timeout');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('error policy', () => {
  it('code 10001 goes to the login page with a way back', async () => {
    mswServer.use(
      mswHttp.get(apiUrl('/api/cart/list'), reply(401, { code: 10001, msg: '请先登录', data: null })),
    );
    const error = await failure(api.get('/api/cart/list'));
    expect(error).toMatchObject({ code: 10001, status: 401 });
    expect(effects.navigate).toHaveBeenCalledWith('/login?redirect=%2Fcart%3Ffrom%3Dhome');
  });

  it('HTTP 401 without a body code also goes to the login page', async () => {
    mswServer.use(mswHttp.get(apiUrl('/api/cart/list'), () => new HttpResponse(null, { status: 401 })));
    await failure(api.get('/api/cart/list'));
    expect(effects.navigate).toHaveBeenCalledWith('/login?redirect=%2Fcart%3Ffrom%3Dhome');
  });

  it('does not send the login page to itself', async () => {
    configureApiClient({ currentPath: () => '/login?redirect=%2Fcart' });
    mswServer.use(
      mswHttp.get(apiUrl('/api/cart/list'), reply(401, { code: 10001, msg: '请先登录', data: null })),
    );
    await failure(api.get('/api/cart/list'));
    expect(effects.navigate).not.toHaveBeenCalled();
  });

  it('459 shows the message, then goes to the electronic contract with a way back', async () => {
    mswServer.use(
      mswHttp.post(
        apiUrl('/api/cart/checkout'),
        reply(459, { code: 459, msg: '请先签署电子合同', data: null }),
      ),
    );
    const error = await failure(api.post('/api/cart/checkout', { ids: [1] }));
    expect(error.code).toBe(459);
    expect(effects.toastWarning).toHaveBeenCalledWith('请先签署电子合同');
    expect(effects.navigate).toHaveBeenCalledWith('/dzht?redirect=%2Fcart%3Ffrom%3Dhome');
    expect(effects.toastWarning.mock.invocationCallOrder[0]).toBeLessThan(
      effects.navigate.mock.invocationCallOrder[0] ?? 0,
    );
  });

  it('459 on 去结算 comes back to the confirmation of the lines checked out, not the cart', async () => {
    mswServer.use(
      mswHttp.post(apiUrl('/api/cart/checkout'), reply(459, { code: 459, msg: '请先签署电子合同' })),
    );
    await failure(
      api.post('/api/cart/checkout', { ids: [3, 5] }, { contractReturn: '/cart/confirm?ids=3,5' }),
    );
    expect(effects.navigate).toHaveBeenCalledWith(
      `/dzht?redirect=${encodeURIComponent('/cart/confirm?ids=3,5')}`,
    );
  });

  it('459 on the contract page itself stays there', async () => {
    configureApiClient({ currentPath: () => '/dzht?redirect=%2Fcart' });
    mswServer.use(
      mswHttp.post(apiUrl('/api/order/confirm'), reply(459, { code: 459, msg: '请先签署电子合同' })),
    );
    await failure(api.post('/api/order/confirm', { ids: [1] }));
    expect(effects.navigate).not.toHaveBeenCalled();
  });

  it('422 shows the first message of the first failing field and exposes all of them', async () => {
    mswServer.use(
      mswHttp.post(
        apiUrl('/api/user/register'),
        reply(422, {
          code: 422,
          msg: '手机号格式不正确',
          errors: { phone: ['手机号格式不正确', '手机号已注册'], code: ['短信验证码为6位数字'] },
        }),
      ),
    );
    const error = await failure(api.post('/api/user/register', { phone: '123' }));
    expect(effects.toastError).toHaveBeenCalledTimes(1);
    expect(effects.toastError).toHaveBeenCalledWith('手机号格式不正确');
    expect(error.errors).toEqual({
      phone: ['手机号格式不正确', '手机号已注册'],
      code: ['短信验证码为6位数字'],
    });
    expect(error.firstFieldError).toBe('手机号格式不正确');
  });

  it('422 falls back to the body message when no field errors came', async () => {
    mswServer.use(mswHttp.post(apiUrl('/api/user/login'), reply(422, { code: 422, msg: '账号或密码错误' })));
    await failure(api.post('/api/user/login', {}));
    expect(effects.toastError).toHaveBeenCalledWith('账号或密码错误');
  });

  it('a business code in a 200 answer follows the same table', async () => {
    mswServer.use(
      mswHttp.post(
        apiUrl('/api/user/login'),
        reply(200, { code: 422, msg: '账号或密码错误', errors: { password: ['账号或密码错误'] } }),
      ),
    );
    await failure(api.post('/api/user/login', {}));
    expect(effects.toastError).toHaveBeenCalledWith('账号或密码错误');
  });

  it.each([500, 502, 503])('%i shows the busy message', async (status) => {
    mswServer.use(
      mswHttp.get(apiUrl('/api/goods/list'), reply(status, { code: 500, msg: 'boom: stack trace' })),
    );
    const error = await failure(api.get('/api/goods/list'));
    expect(error.status).toBe(status);
    expect(effects.toastError).toHaveBeenCalledWith(SERVER_BUSY_TEXT);
    expect(effects.alert).not.toHaveBeenCalled();
  });

  it.each([400, 403, 404, 413, 429])('other %i alerts the server message titled 温馨提示', async (status) => {
    mswServer.use(
      mswHttp.post(apiUrl('/api/user/login'), reply(status, { code: status, msg: '操作过于频繁' })),
    );
    const error = await failure(api.post('/api/user/login', {}));
    expect(error).toMatchObject({ code: status, status, msg: '操作过于频繁' });
    expect(effects.alert).toHaveBeenCalledWith(
      expect.objectContaining({ title: ALERT_TITLE, content: '操作过于频繁' }),
    );
    expect(effects.navigate).not.toHaveBeenCalled();
  });

  it('a custom handler replaces the 温馨提示 alert', async () => {
    mswServer.use(mswHttp.post(apiUrl('/api/favorite'), reply(400, { code: 400, msg: '商品已下架' })));
    const onError = vi.fn();
    await failure(api.post('/api/favorite', { goods_ids: [1] }, { onError }));
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 400, msg: '商品已下架' }));
    expect(effects.alert).not.toHaveBeenCalled();
  });

  it('a custom handler keeps the other rows unless it returns true', async () => {
    mswServer.use(mswHttp.post(apiUrl('/api/favorite'), reply(422, { code: 422, msg: '请选择商品' })));
    await failure(api.post('/api/favorite', {}, { onError: () => undefined }));
    expect(effects.toastError).toHaveBeenCalledWith('请选择商品');

    vi.clearAllMocks();
    await failure(api.post('/api/favorite', {}, { onError: () => true }));
    expect(effects.toastError).not.toHaveBeenCalled();
  });

  it('silent requests show nothing and navigate nowhere', async () => {
    mswServer.use(
      mswHttp.get(apiUrl('/api/user/base'), reply(401, { code: 10001, msg: '请先登录', data: null })),
      mswHttp.get(apiUrl('/api/focus/common'), reply(500, { code: 500, msg: SERVER_BUSY_TEXT })),
      mswHttp.get(apiUrl('/api/goods/search'), reply(404, { code: 404, msg: '接口不存在' })),
    );
    await failure(api.get('/api/user/base', { silent: true }));
    await failure(api.get('/api/focus/common', { silent: true }));
    await failure(api.get('/api/goods/search', { silent: true }));
    expect(effects.navigate).not.toHaveBeenCalled();
    expect(effects.toastError).not.toHaveBeenCalled();
    expect(effects.alert).not.toHaveBeenCalled();
  });

  it('a network failure shows a toast', async () => {
    mswServer.use(mswHttp.get(apiUrl('/api/goods/hot'), () => HttpResponse.error()));
    const error = await failure(api.get('/api/goods/hot'));
    expect(error.kind).toBe('network');
    expect(effects.toastError).toHaveBeenCalledWith(NETWORK_ERROR_TEXT);
  });
});

describe('timeout', () => {
  it('alerts 请求超时，请刷新页面 once, with a 刷新 button that reloads the page', async () => {
    const slow = async () => {
      await delay(1_000);
      return HttpResponse.json({ code: 10000, msg: 'ok', data: [] });
    };
    mswServer.use(mswHttp.get(apiUrl('/api/goods/list'), slow), mswHttp.get(apiUrl('/api/goods/hot'), slow));
    const errors = await Promise.all([
      failure(api.get('/api/goods/list', { timeout: 20 })),
      failure(api.get('/api/goods/hot', { timeout: 20 })),
    ]);
    expect(errors.map((error) => error.kind)).toEqual(['timeout', 'timeout']);
    expect(effects.alert).toHaveBeenCalledTimes(1);
    const alert = effects.alert.mock.calls[0]?.[0];
    expect(alert).toMatchObject({ title: ALERT_TITLE, content: TIMEOUT_TEXT, okText: '刷新' });
    alert?.onOk?.();
    expect(effects.reload).toHaveBeenCalledTimes(1);
  });
});

describe('duplicate requests', () => {
  const slowOk = (data: unknown) => async () => {
    await delay(30);
    return HttpResponse.json({ code: 10000, msg: 'ok', data });
  };

  it('cancels the earlier pending request to the same path, silently', async () => {
    mswServer.use(mswHttp.get(apiUrl('/api/goods/search'), slowOk(['阿莫西林'])));
    const earlier = api.get('/api/goods/search', { params: { keywords: 'a' } });
    const later = api.get('/api/goods/search', { params: { keywords: 'am' } });
    const error = await failure(earlier);
    expect(error.kind).toBe('canceled');
    await expect(later).resolves.toEqual(['阿莫西林']);
    expect(effects.toastError).not.toHaveBeenCalled();
    expect(effects.alert).not.toHaveBeenCalled();
  });

  it('lets requests to different paths run side by side', async () => {
    mswServer.use(
      mswHttp.get(apiUrl('/api/goods/hot'), slowOk('hot')),
      mswHttp.get(apiUrl('/api/goods/list'), slowOk('list')),
    );
    await expect(Promise.all([api.get('/api/goods/hot'), api.get('/api/goods/list')])).resolves.toEqual([
      'hot',
      'list',
    ]);
  });

  it.each(['/api/cart', '/api/favorite', '/api/favorite/cancel', '/api/activity/tap'])(
    'never cancels %s, where every click counts',
    async (path) => {
      mswServer.use(mswHttp.post(apiUrl(path), slowOk('done')));
      await expect(Promise.all([api.post(path, { id: 1 }), api.post(path, { id: 2 })])).resolves.toEqual([
        'done',
        'done',
      ]);
    },
  );

  it('still honours the caller abort signal', async () => {
    mswServer.use(mswHttp.get(apiUrl('/api/goods/list'), slowOk([])));
    const controller = new AbortController();
    const pending = api.get('/api/goods/list', { signal: controller.signal });
    controller.abort();
    expect((await failure(pending)).kind).toBe('canceled');
  });
});
