import { ApiError, type FieldErrors } from '@yaocai/domain/api-error';
import { Message, successCodes } from '@yaocai/domain/codes';
import { REQUEST_TIMEOUT_MS } from '@yaocai/domain/constants';
import { apiPaths, paths } from '../config/paths';
import { readCsrfToken, send, type HttpAnswer, type HttpBody, type HttpRequest, type Method } from './http';

const SUCCESS_CODES = new Set(successCodes);

export const NETWORK_ERROR_TEXT = '网络连接失败，请检查网络后重试';

export { ApiError, isApiError, type ApiErrorKind, type FieldErrors } from '@yaocai/domain/api-error';

/** What the client does to the page, swappable so the app can route it and tests can watch it. */
export interface ApiEffects {
  navigate: (to: string) => void;
  /** The page's path inside the console (without /admin), with its query. */
  currentPath: () => string;
}

const BASENAME = '/admin';

const defaultEffects: ApiEffects = {
  navigate: (to) => window.location.assign(`${BASENAME}${to}`),
  currentPath: () => {
    const { pathname, search } = window.location;
    return `${pathname.startsWith(BASENAME) ? pathname.slice(BASENAME.length) || '/' : pathname}${search}`;
  },
};

let effects: ApiEffects = { ...defaultEffects };

export function configureApiClient(overrides: Partial<ApiEffects>): void {
  effects = { ...effects, ...overrides };
}

export function resetApiClient(): void {
  effects = { ...defaultEffects };
}

export interface RequestOptions {
  params?: HttpRequest['params'];
  signal?: AbortSignal;
  /** The caller handles a 401 itself instead of the client sending the operator to the login page. */
  keepPageOnSignOut?: boolean;
  /** Longer than the usual wait, for an upload the server reads whole before it answers. */
  timeoutMs?: number;
}

interface Envelope {
  code?: unknown;
  msg?: unknown;
  data?: unknown;
  errors?: unknown;
}

function toFieldErrors(value: unknown): FieldErrors {
  if (typeof value !== 'object' || value === null) return {};
  const result: FieldErrors = {};
  for (const [field, messages] of Object.entries(value)) {
    if (Array.isArray(messages)) result[field] = messages.map(String);
    else if (typeof messages === 'string') result[field] = [messages];
  }
  return result;
}

function errorFromResponse(response: HttpAnswer): ApiError {
  const body: Envelope = typeof response.data === 'object' && response.data !== null ? response.data : {};
  return new ApiError({
    kind: 'response',
    code: typeof body.code === 'number' ? body.code : response.status,
    status: response.status,
    msg: typeof body.msg === 'string' ? body.msg : '',
    errors: toFieldErrors(body.errors),
  });
}

function errorWithoutAnswer(aborted: boolean, timedOut: boolean): ApiError {
  if (timedOut) return new ApiError({ kind: 'timeout', code: 0, status: 0, msg: Message.timeout });
  if (aborted) return new ApiError({ kind: 'canceled', code: 0, status: 0, msg: '' });
  return new ApiError({ kind: 'network', code: 0, status: 0, msg: NETWORK_ERROR_TEXT });
}

/** The server refuses a write whose CSRF token no longer fits, and hands the browser a new pair. */
const isStaleToken = (error: ApiError) => error.status === 403 && error.msg === Message.csrfRefused;

/** The storefront's start-up call sets the CSRF token cookie when the browser has none. */
const fetchCsrfToken = () =>
  send('GET', apiPaths.site, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }).catch(() => undefined);

function goToLogin() {
  const here = effects.currentPath();
  if (here.split('?')[0] === paths.login.path) return;
  effects.navigate(paths.login.getHref(here));
}

async function sendWithTimeout(
  method: Method,
  url: string,
  body: HttpBody | undefined,
  options: RequestOptions,
) {
  const controller = new AbortController();
  const { signal } = options;
  if (signal?.aborted) controller.abort();
  signal?.addEventListener('abort', () => controller.abort(), { once: true });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  try {
    return await send(method, url, { params: options.params, body, signal: controller.signal });
  } catch {
    throw errorWithoutAnswer(controller.signal.aborted, timedOut);
  } finally {
    clearTimeout(timer);
  }
}

async function request<T>(
  method: Method,
  url: string,
  body: HttpBody | undefined,
  options: RequestOptions,
  isRetry = false,
): Promise<T> {
  const writes = method !== 'GET';
  if (writes && readCsrfToken() === null) await fetchCsrfToken();
  const response = await sendWithTimeout(method, url, body, options);
  const envelope = response.data as Envelope | undefined;
  const code = typeof envelope?.code === 'number' ? envelope.code : response.status;
  if (response.status >= 200 && response.status < 300 && SUCCESS_CODES.has(code)) {
    return envelope?.data as T;
  }
  const error = errorFromResponse(response);
  if (writes && !isRetry && isStaleToken(error)) {
    await fetchCsrfToken();
    return request<T>(method, url, body, options, true);
  }
  if (error.signedOut && !options.keepPageOnSignOut) goToLogin();
  throw error;
}

export const api = {
  get: <T>(url: string, options: RequestOptions = {}) => request<T>('GET', url, undefined, options),
  post: <T>(url: string, body: HttpBody = {}, options: RequestOptions = {}) =>
    request<T>('POST', url, body, options),
  put: <T>(url: string, body: HttpBody = {}, options: RequestOptions = {}) =>
    request<T>('PUT', url, body, options),
  patch: <T>(url: string, body: HttpBody = {}, options: RequestOptions = {}) =>
    request<T>('PATCH', url, body, options),
  delete: <T>(url: string, options: RequestOptions = {}) => request<T>('DELETE', url, undefined, options),
};
