import type { FastifyInstance, InjectOptions } from 'fastify';
import qs from 'qs';
import type { ApiBody } from '@yaocai/domain/codes';

export interface TestResponse<T = unknown> {
  status: number;
  body: ApiBody<T>;
  headers: Record<string, unknown>;
}

interface RequestOptions {
  /** Send the body form-encoded with nested keys, as the web client does. Default: JSON. */
  form?: boolean;
  /** Leave out the X-XSRF-TOKEN header, to prove the CSRF defence. */
  withoutCsrf?: boolean;
  headers?: Record<string, string>;
}

/** A browser-like client over app.inject(): keeps cookies and echoes the XSRF token like axios. */
export class TestClient {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly ip = '127.0.0.1',
  ) {}

  get<T = unknown>(url: string, options?: RequestOptions): Promise<TestResponse<T>> {
    return this.request<T>('GET', url, undefined, options);
  }

  post<T = unknown>(url: string, body?: unknown, options?: RequestOptions): Promise<TestResponse<T>> {
    return this.request<T>('POST', url, body, options);
  }

  put<T = unknown>(url: string, body?: unknown, options?: RequestOptions): Promise<TestResponse<T>> {
    return this.request<T>('PUT', url, body, options);
  }

  delete<T = unknown>(url: string, options?: RequestOptions): Promise<TestResponse<T>> {
    return this.request<T>('DELETE', url, undefined, options);
  }

  /** Posts one file as multipart/form-data, as a browser's file input does. */
  upload<T = unknown>(
    url: string,
    file: { field?: string; name: string; content: Buffer; type?: string },
  ): Promise<TestResponse<T>> {
    const boundary = `----test${Date.now().toString(16)}`;
    const head = [
      `--${boundary}`,
      `Content-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"`,
      `Content-Type: ${file.type ?? 'application/octet-stream'}`,
      '',
      '',
    ].join('\r\n');
    const payload = Buffer.concat([Buffer.from(head), file.content, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    return this.request<T>('POST', url, payload, {
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** Every cookie kept, as a Cookie header sends them (for a connection made outside inject). */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request<T>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
    options: RequestOptions = {},
  ): Promise<TestResponse<T>> {
    const response = await this.send(method, url, body, options);
    return { status: response.statusCode, body: response.json() as ApiBody<T>, headers: response.headers };
  }

  /** The raw answer, whatever its type (PDF, SVG, text), with cookies kept as for any other. */
  async send(method: string, url: string, body?: unknown, options: RequestOptions = {}) {
    if (method !== 'GET' && !this.cookies.has('XSRF-TOKEN')) await this.get('/api/global/site');
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (method !== 'GET' && xsrf && !options.withoutCsrf) headers['x-xsrf-token'] = xsrf;
    const inject: InjectOptions = {
      method: method as InjectOptions['method'],
      url,
      headers,
      remoteAddress: this.ip,
    };
    if (body !== undefined) {
      if (options.form) {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        inject.payload = typeof body === 'string' ? body : qs.stringify(body);
      } else {
        inject.payload = body as InjectOptions['payload'];
      }
    }
    const response = await this.app.inject(inject);
    for (const cookie of response.cookies) {
      const expired =
        cookie.value === '' || (cookie.expires !== undefined && cookie.expires.getTime() < Date.now());
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }
}
