import type { ApiBody } from '@yaocai/domain/codes';

export interface HttpResponse<T = unknown> {
  status: number;
  body: ApiBody<T>;
  headers: Headers;
}

interface RequestOptions {
  headers?: Record<string, string>;
}

/**
 * TestClient's twin over real HTTP, for spawned server processes: keeps its cookies and echoes the
 * XSRF token like axios. One jar serves every origin on the host, as browsers ignore the port, so a
 * buyer signed in through one instance is signed in on the others too. A network failure rejects.
 */
export class HttpClient {
  private readonly cookies = new Map<string, string>();

  /** Sets a cookie as a server's Set-Cookie would (a session opened without a login, say). */
  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  get<T = unknown>(origin: string, path: string, options?: RequestOptions): Promise<HttpResponse<T>> {
    return this.request<T>('GET', origin, path, undefined, options);
  }

  post<T = unknown>(
    origin: string,
    path: string,
    body?: unknown,
    options?: RequestOptions,
  ): Promise<HttpResponse<T>> {
    return this.request<T>('POST', origin, path, body, options);
  }

  async request<T>(
    method: 'GET' | 'POST',
    origin: string,
    path: string,
    body?: unknown,
    options: RequestOptions = {},
  ): Promise<HttpResponse<T>> {
    if (method !== 'GET' && !this.cookies.has('XSRF-TOKEN')) await this.get(origin, '/api/global/site');
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (method !== 'GET' && xsrf) headers['x-xsrf-token'] = xsrf;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(new URL(path, origin), {
      method,
      headers,
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    for (const line of response.headers.getSetCookie()) this.keep(line);
    const text = await response.text();
    try {
      return { status: response.status, body: JSON.parse(text) as ApiBody<T>, headers: response.headers };
    } catch {
      throw new Error(`${method} ${path} answered ${response.status} with no JSON: ${text.slice(0, 200)}`);
    }
  }

  private keep(setCookie: string): void {
    const [pair = '', ...attributes] = setCookie.split(';').map((part) => part.trim());
    const split = pair.indexOf('=');
    const name = pair.slice(0, split);
    const value = pair.slice(split + 1);
    const attribute = (key: string) =>
      attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
    const maxAge = attribute('max-age');
    const expires = attribute('expires');
    const expired =
      value === '' ||
      (maxAge !== undefined && Number(maxAge) <= 0) ||
      (expires !== undefined && Date.parse(expires) < Date.now());
    if (expired) this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}
