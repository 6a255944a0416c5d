import { env } from '../config/env';
import { toFormBody } from './form-body';

// The wire under lib/api-client.ts: fetch with the shop's headers, cookies and CSRF echo, and the
// answer's status and parsed body whatever the status (the client interprets every status itself).

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface HttpRequest {
  /** Sent as the query string, with nested keys (lib/form-body.ts). */
  params?: object;
  /** Sent form-encoded, with nested keys; a FormData (a file upload) as multipart. */
  body?: object;
  headers?: Record<string, string>;
  signal: AbortSignal;
}

export interface HttpAnswer {
  status: number;
  /** The body parsed as JSON, else its text. */
  data: unknown;
}

const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';

function readCookie(name: string): string | null {
  const entry = document.cookie.split('; ').find((cookie) => cookie.startsWith(`${name}=`));
  return entry === undefined ? null : decodeURIComponent(entry.slice(name.length + 1));
}

function urlOf(path: string, params: object | undefined): URL {
  const query = params ? toFormBody(params) : '';
  const withQuery = query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path;
  return new URL(env.apiBaseUrl + withQuery, window.location.href);
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export type Wire = (method: Method, path: string, request: HttpRequest) => Promise<HttpAnswer>;

let wire: Wire = (method, path, request) => fetchAnswer(method, path, request);

/**
 * The server's first-screen render reads the shop's API in its own process instead of over fetch.
 * Returns the wire it replaced, to be given back.
 */
export function sendThrough(other: Wire): Wire {
  const replaced = wire;
  wire = other;
  return replaced;
}

/** Rejects only when no answer arrived (network failure, or the signal aborted). */
export const send: Wire = (method, path, request) => wire(method, path, request);

async function fetchAnswer(method: Method, path: string, request: HttpRequest): Promise<HttpAnswer> {
  const url = urlOf(path, request.params);
  const multipart = request.body instanceof FormData;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
    // fetch writes a multipart body's type itself, with its boundary.
    ...(request.body === undefined || multipart
      ? {}
      : { 'Content-Type': 'application/x-www-form-urlencoded' }),
    ...request.headers,
  };
  // The server's CSRF defence: echo the token cookie, to our own origin only.
  const token = url.origin === window.location.origin ? readCookie(XSRF_COOKIE) : null;
  if (token) headers[XSRF_HEADER] = token;
  const response = await fetch(url, {
    method,
    headers,
    body:
      request.body === undefined
        ? undefined
        : multipart
          ? (request.body as FormData)
          : toFormBody(request.body),
    credentials: 'include',
    signal: request.signal,
  });
  return { status: response.status, data: parseBody(await response.text()) };
}
