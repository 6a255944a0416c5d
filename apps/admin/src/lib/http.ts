// The wire under lib/api-client.ts: fetch with JSON bodies (or a FormData, sent as multipart), the session
// cookie and the CSRF echo, and the answer's status and parsed body whatever the status (the client
// interprets every status itself).

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Sent as JSON, or as multipart/form-data when a FormData (a file upload). */
export type HttpBody = object | FormData;

export interface HttpRequest {
  params?: Record<string, string | number | undefined>;
  body?: HttpBody;
  signal: AbortSignal;
}

export interface HttpAnswer {
  status: number;
  /** The body parsed as JSON, else its text. */
  data: unknown;
}

const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';

export function readCsrfToken(): string | null {
  const entry = document.cookie.split('; ').find((cookie) => cookie.startsWith(`${XSRF_COOKIE}=`));
  return entry === undefined ? null : decodeURIComponent(entry.slice(XSRF_COOKIE.length + 1));
}

function urlOf(path: string, params: HttpRequest['params']): URL {
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
  }
  return url;
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A FormData goes as it is: the browser writes the multipart content type with its boundary. */
function encode(body: HttpBody | undefined): { contentType?: string; payload?: BodyInit } {
  if (body === undefined) return {};
  if (body instanceof FormData) return { payload: body };
  return { contentType: 'application/json', payload: JSON.stringify(body) };
}

/** Rejects only when no answer arrived (network failure, or the signal aborted). */
export async function send(method: Method, path: string, request: HttpRequest): Promise<HttpAnswer> {
  const { contentType, payload } = encode(request.body);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...(contentType === undefined ? {} : { 'Content-Type': contentType }),
  };
  const token = readCsrfToken();
  if (token) headers[XSRF_HEADER] = token;
  const response = await fetch(urlOf(path, request.params), {
    method,
    headers,
    body: payload,
    credentials: 'same-origin',
    signal: request.signal,
  });
  return { status: response.status, data: parseBody(await response.text()) };
}
