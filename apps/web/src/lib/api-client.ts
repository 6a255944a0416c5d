import { apiPaths, paths } from '../config/paths';
import { env } from '../config/env';
import { ApiError, type FieldErrors } from '@yaocai/domain/api-error';
import { Code, Message, successCodes } from '@yaocai/domain/codes';
import { message, modal } from './feedback';
import { send, type HttpAnswer, type Method } from './http';

const SUCCESS_CODES = new Set(successCodes);

export const SERVER_BUSY_TEXT = Message.serverBusy;
export const TIMEOUT_TEXT = Message.timeout;
export const NETWORK_ERROR_TEXT = '网络连接失败，请检查网络后重试';
export const ALERT_TITLE = '温馨提示';

// Adding to the cart, favouriting and activity taps are user clicks that must each reach the server.
const DEDUPE_EXEMPT_PATHS = new Set<string>([
  apiPaths.cart.add,
  apiPaths.favorite.add,
  apiPaths.favorite.cancel,
  apiPaths.activity.tap,
]);

export { ApiError, isApiError, type ApiErrorKind, type FieldErrors } from '@yaocai/domain/api-error';

export interface AlertOptions {
  title: string;
  content: string;
  okText: string;
  onOk?: () => void;
}

/** Everything the client does to the world, swappable so the app can route it and tests can watch it. */
export interface ApiEffects {
  navigate: (to: string) => void;
  reload: () => void;
  currentPath: () => string;
  toastError: (text: string) => void;
  toastWarning: (text: string) => void;
  alert: (options: AlertOptions) => void;
}

const defaultEffects: ApiEffects = {
  navigate: (to) => window.location.assign(to),
  reload: () => window.location.reload(),
  currentPath: () => `${window.location.pathname}${window.location.search}`,
  toastError: (text) => message.error(text),
  toastWarning: (text) => message.warning(text),
  alert: ({ title, content, okText, onOk }) => modal.warning({ title, content, okText, onOk }),
};

let effects: ApiEffects = { ...defaultEffects };

/** Returns the effects it replaced, to be given back. */
export function configureApiClient(overrides: Partial<ApiEffects>): ApiEffects {
  const replaced = effects;
  effects = { ...effects, ...overrides };
  return replaced;
}

export function resetApiClient(): void {
  effects = { ...defaultEffects };
  timeoutAlertOpen = false;
  for (const controller of pending.values()) controller.abort();
  pending.clear();
}

export interface RequestOptions {
  params?: object;
  signal?: AbortSignal;
  /** Milliseconds before the request is given up with the timeout alert; 30 000 by default. */
  timeout?: number;
  /** Extra request headers, e.g. Idempotency-Key. */
  headers?: Record<string, string>;
  /** No toast, alert or navigation at all: the caller gets the ApiError and decides. */
  silent?: boolean;
  /**
   * Custom handler, called first for every failure except cancellation. Its presence replaces the
   * 温馨提示 alert for "other 4xx"; returning true also skips the default for the other rows.
   */
  onError?: (error: ApiError) => boolean | void;
  /**
   * Where the buyer comes back to after signing the contract when the call is refused for want of
   * one (459): the page they were going to (checkout) rather than the one they are on.
   */
  contractReturn?: string;
}

interface Envelope {
  code?: unknown;
  msg?: unknown;
  data?: unknown;
  errors?: unknown;
}

const pending = new Map<string, AbortController>();

const pathOf = (url: string) => url.split(/[?#]/)[0] ?? url;

// The timeout is ours, one AbortController per request, which also serves the duplicate-request rule.
function startTracking(
  method: Method,
  url: string,
  callerSignal: AbortSignal | undefined,
  timeoutMs: number,
) {
  const path = pathOf(url);
  const key = `${method} ${path}`;
  const controller = new AbortController();
  if (callerSignal) {
    if (callerSignal.aborted) controller.abort();
    else callerSignal.addEventListener('abort', () => controller.abort(), { once: true });
  }
  const dedupe = !DEDUPE_EXEMPT_PATHS.has(path);
  if (dedupe) {
    pending.get(key)?.abort();
    pending.set(key, controller);
  }
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const release = () => {
    clearTimeout(timer);
    if (dedupe && pending.get(key) === controller) pending.delete(key);
  };
  return { signal: controller.signal, release, timedOut: () => timedOut };
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
  const code = typeof body.code === 'number' ? body.code : response.status;
  const msg = typeof body.msg === 'string' ? body.msg : '';
  return new ApiError({
    kind: 'response',
    code,
    status: response.status,
    msg,
    errors: toFieldErrors(body.errors),
  });
}

function errorWithoutAnswer(aborted: boolean, timedOut: boolean): ApiError {
  if (timedOut) return new ApiError({ kind: 'timeout', code: 0, status: 0, msg: TIMEOUT_TEXT });
  if (aborted) return new ApiError({ kind: 'canceled', code: 0, status: 0, msg: '' });
  return new ApiError({ kind: 'network', code: 0, status: 0, msg: NETWORK_ERROR_TEXT });
}

let timeoutAlertOpen = false;

function alertTimeout() {
  if (timeoutAlertOpen) return;
  timeoutAlertOpen = true;
  effects.alert({
    title: ALERT_TITLE,
    content: TIMEOUT_TEXT,
    okText: '刷新',
    onOk: () => {
      timeoutAlertOpen = false;
      effects.reload();
    },
  });
}

function goToLogin() {
  const here = effects.currentPath();
  if (pathOf(here) === paths.login.path) return;
  effects.navigate(paths.login.getHref(here));
}

/** The buyer signs the contract, then comes back to `returnTo`, or where the refused call was made. */
function goToContract(returnTo?: string) {
  const here = effects.currentPath();
  if (pathOf(here) === paths.contract.path) return;
  effects.navigate(paths.contract.getHref(returnTo ?? here));
}

/** The spec's error table (§8), applied when nobody handled the error first. */
function applyDefaultPolicy(error: ApiError, hasCustomHandler: boolean, contractReturn?: string) {
  if (error.kind === 'timeout') return alertTimeout();
  if (error.kind === 'network') return effects.toastError(NETWORK_ERROR_TEXT);
  if (error.code === Code.notLoggedIn || error.status === 401) return goToLogin();
  if (error.code === Code.contractNotSigned || error.status === Code.contractNotSigned) {
    if (error.msg) effects.toastWarning(error.msg);
    return goToContract(contractReturn);
  }
  if (error.code === Code.invalid || error.status === Code.invalid) {
    return effects.toastError(error.firstFieldError ?? error.msg);
  }
  if (error.status >= 500 || (error.code >= 500 && error.code < 600))
    return effects.toastError(SERVER_BUSY_TEXT);
  if (hasCustomHandler) return;
  effects.alert({ title: ALERT_TITLE, content: error.msg || SERVER_BUSY_TEXT, okText: '确定' });
}

function handleFailure(error: ApiError, options: RequestOptions): never {
  if (error.kind !== 'canceled' && !options.silent) {
    const handled = options.onError?.(error) === true;
    if (!handled) applyDefaultPolicy(error, options.onError !== undefined, options.contractReturn);
  }
  throw error;
}

export interface Answer<T> {
  data: T;
  msg: string;
}

async function request<T>(
  method: Method,
  url: string,
  data: object | undefined,
  options: RequestOptions,
): Promise<Answer<T>> {
  const timeoutMs = options.timeout ?? env.requestTimeoutMs;
  const { signal, release, timedOut } = startTracking(method, url, options.signal, timeoutMs);
  let response: HttpAnswer;
  try {
    response = await send(method, url, {
      params: options.params,
      body: data,
      headers: options.headers,
      signal,
    });
  } catch {
    return handleFailure(errorWithoutAnswer(signal.aborted, timedOut()), options);
  } finally {
    release();
  }
  const body = response.data as Envelope | undefined;
  const ok = response.status >= 200 && response.status < 300;
  const code = typeof body?.code === 'number' ? body.code : response.status;
  if (ok && SUCCESS_CODES.has(code)) {
    return { data: body?.data as T, msg: typeof body?.msg === 'string' ? body.msg : '' };
  }
  return handleFailure(errorFromResponse(response), options);
}

const dataOf = <T>(answer: Promise<Answer<T>>) => answer.then((settled) => settled.data);

export const api = {
  get: <T>(url: string, options: RequestOptions = {}) => dataOf(request<T>('GET', url, undefined, options)),
  delete: <T>(url: string, options: RequestOptions = {}) =>
    dataOf(request<T>('DELETE', url, undefined, options)),
  post: <T>(url: string, data: object = {}, options: RequestOptions = {}) =>
    dataOf(request<T>('POST', url, data, options)),
  put: <T>(url: string, data: object = {}, options: RequestOptions = {}) =>
    dataOf(request<T>('PUT', url, data, options)),
  /** A POST whose success message the page shows (e.g. 加入购物车成功), so it gets data and msg. */
  postForMessage: <T>(url: string, data: object = {}, options: RequestOptions = {}) =>
    request<T>('POST', url, data, options),
};
