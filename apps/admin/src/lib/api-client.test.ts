import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl, mswServer } from '../testing/msw-server';
import { ok, refusal, signedOut } from '../testing/fixtures';
import { api, ApiError, configureApiClient, resetApiClient } from './api-client';

const navigate = vi.fn<(to: string) => void>();
let here = '/orders?state=2';

const setCookie = (value: string) => {
  document.cookie = `XSRF-TOKEN=${encodeURIComponent(value)}; path=/`;
};
const clearCookie = () => {
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
};

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
beforeEach(() => {
  here = '/orders?state=2';
  configureApiClient({ navigate, currentPath: () => here });
});
afterEach(() => {
  mswServer.resetHandlers();
  resetApiClient();
  vi.clearAllMocks();
  clearCookie();
});
afterAll(() => mswServer.close());

describe('answers', () => {
  it('unwraps the envelope into its data', async () => {
    mswServer.use(http.get(apiUrl('/api/admin/goods'), () => ok({ list: [], total: 0 })));
    await expect(api.get('/api/admin/goods')).resolves.toEqual({ list: [], total: 0 });
  });

  it('sends the query without empty values, and writes as JSON', async () => {
    let query = '';
    let posted: unknown;
    mswServer.use(
      http.get(apiUrl('/api/admin/buyers'), ({ request }) => {
        query = new URL(request.url).search;
        return ok(null);
      }),
      http.post(apiUrl('/api/admin/buyers/7/reject'), async ({ request }) => {
        posted = await request.json();
        return ok(null);
      }),
    );
    setCookie('t1');
    await api.get('/api/admin/buyers', { params: { status: 'pending', keywords: '', page: 2 } });
    await api.post('/api/admin/buyers/7/reject', { reason: '资质不全' });
    expect(query).toBe('?status=pending&page=2');
    expect(posted).toEqual({ reason: '资质不全' });
  });

  it('sends a FormData as multipart, with the boundary the browser writes and the CSRF echo', async () => {
    let seen: { type: string | null; token: string | null; file: FormDataEntryValue | null } | null = null;
    mswServer.use(
      http.post(apiUrl('/api/admin/goods/import'), async ({ request }) => {
        const type = request.headers.get('content-type');
        const file = (await request.formData()).get('file');
        seen = { type, token: request.headers.get('x-xsrf-token'), file };
        return ok({ id: 5 });
      }),
    );
    setCookie('t1');
    const form = new FormData();
    form.append('file', new File(['商品ID,价格'], '价格.xlsx'));
    await expect(api.post('/api/admin/goods/import', form)).resolves.toEqual({ id: 5 });
    expect(seen!.token).toBe('t1');
    expect(seen!.type).toMatch(/^multipart\/form-data; boundary=/);
    const file = seen!.file as File;
    expect([file.name, await file.text()]).toEqual(['价格.xlsx', '商品ID,价格']);
  });

  it('throws an ApiError with the code, status, message and field errors of a refusal', async () => {
    mswServer.use(
      http.post(apiUrl('/api/admin/orders/3/ship'), () =>
        refusal(422, 422, '运单号只能包含字母、数字和横线', {
          tracking_no: ['运单号只能包含字母、数字和横线'],
        }),
      ),
    );
    setCookie('t1');
    const error = await failure(api.post('/api/admin/orders/3/ship', {}));
    expect(error).toMatchObject({ code: 422, status: 422, msg: '运单号只能包含字母、数字和横线' });
    expect(error.errors).toEqual({ tracking_no: ['运单号只能包含字母、数字和横线'] });
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('CSRF', () => {
  it('echoes the XSRF-TOKEN cookie in X-XSRF-TOKEN on every request', async () => {
    const seen: (string | null)[] = [];
    mswServer.use(
      http.patch(apiUrl('/api/admin/goods/1'), ({ request }) => {
        seen.push(request.headers.get('x-xsrf-token'));
        return ok(null);
      }),
    );
    setCookie('token/with+signs');
    await api.patch('/api/admin/goods/1', { on_sale: false });
    expect(seen).toEqual(['token/with+signs']);
  });

  it('asks for a token first when the browser has none', async () => {
    const calls: string[] = [];
    mswServer.use(
      http.get(apiUrl('/api/global/site'), () => {
        calls.push('site');
        setCookie('fresh');
        return ok({});
      }),
      http.delete(apiUrl('/api/admin/session'), ({ request }) => {
        calls.push(`delete ${request.headers.get('x-xsrf-token')}`);
        return ok(null);
      }),
    );
    await api.delete('/api/admin/session');
    expect(calls).toEqual(['site', 'delete fresh']);
  });

  it('refreshes a stale token and retries the write once', async () => {
    const tokens: (string | null)[] = [];
    mswServer.use(
      http.get(apiUrl('/api/global/site'), () => {
        setCookie('renewed');
        return ok({});
      }),
      http.post(apiUrl('/api/admin/buyers/7/approve'), ({ request }) => {
        const token = request.headers.get('x-xsrf-token');
        tokens.push(token);
        return token === 'renewed' ? ok({ id: 7 }) : refusal(403, 403, '请求已失效，请刷新页面后重试');
      }),
    );
    setCookie('stale');
    await expect(api.post('/api/admin/buyers/7/approve')).resolves.toEqual({ id: 7 });
    expect(tokens).toEqual(['stale', 'renewed']);
  });

  it('gives up after one retry', async () => {
    let attempts = 0;
    mswServer.use(
      http.get(apiUrl('/api/global/site'), () => ok({})),
      http.post(apiUrl('/api/admin/buyers/7/approve'), () => {
        attempts += 1;
        return refusal(403, 403, '请求已失效，请刷新页面后重试');
      }),
    );
    setCookie('stale');
    const error = await failure(api.post('/api/admin/buyers/7/approve'));
    expect(error.status).toBe(403);
    expect(attempts).toBe(2);
  });

  it('does not retry a refusal for want of permission', async () => {
    let attempts = 0;
    mswServer.use(
      http.post(apiUrl('/api/admin/orders/3/ship'), () => {
        attempts += 1;
        return refusal(403, 403, '您没有此操作的权限');
      }),
    );
    setCookie('t1');
    const error = await failure(api.post('/api/admin/orders/3/ship', {}));
    expect(error.msg).toBe('您没有此操作的权限');
    expect(attempts).toBe(1);
  });
});

describe('signed out', () => {
  it('sends the operator to the login page, to come back afterwards', async () => {
    mswServer.use(http.get(apiUrl('/api/admin/orders'), signedOut));
    const error = await failure(api.get('/api/admin/orders'));
    expect(error.signedOut).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Forders%3Fstate%3D2');
  });

  it('stays on the login page itself, and leaves callers that handle it alone', async () => {
    mswServer.use(http.get(apiUrl('/api/admin/me'), signedOut));
    await failure(api.get('/api/admin/me', { keepPageOnSignOut: true }));
    here = '/login?redirect=%2Fgoods';
    await failure(api.get('/api/admin/me'));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('reports a network failure without an answer', async () => {
    mswServer.use(http.get(apiUrl('/api/admin/goods'), () => HttpResponse.error()));
    const error = await failure(api.get('/api/admin/goods'));
    expect(error.kind).toBe('network');
  });
});
