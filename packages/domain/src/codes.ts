/** Business codes carried in every response body's `code` (spec §8). */
export const Code = {
  ok: 10000,
  notLoggedIn: 10001,
  badRequest: 400,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  payloadTooLarge: 413,
  invalid: 422,
  tooManyRequests: 429,
  contractNotSigned: 459,
  serverError: 500,
  unavailable: 503,
} as const;

export type Code = (typeof Code)[keyof typeof Code];

export const successCodes: readonly number[] = [Code.ok, 200, 201];

export const Message = {
  ok: 'success',
  notLoggedIn: '请先登录',
  badRequest: '请求格式错误',
  csrfRefused: '请求已失效，请刷新页面后重试',
  notFound: '接口不存在',
  payloadTooLarge: '提交的内容过大',
  serverBusy: '系统繁忙，请稍候再试',
  unavailable: '服务暂时不可用，请稍后再试',
  timeout: '请求超时，请刷新页面',
} as const;

export interface ApiBody<T = unknown> {
  code: number;
  msg: string;
  data: T;
  errors?: Record<string, string[]>;
}
