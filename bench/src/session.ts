/** A visitor's CSRF cookies (secret and token) as a Cookie header, and the token to echo. */
export async function csrfCookies(baseUrl: string): Promise<{ cookie: string; token: string }> {
  const first = await fetch(`${baseUrl}/api/global/site`);
  const cookie = cookieHeader(first);
  const token = /XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1];
  if (!token) throw new Error('no XSRF-TOKEN cookie');
  return { cookie, token };
}

/**
 * Signs in like the browser does (CSRF cookies first) and returns the Cookie header to send: the
 * login answers with a new session id and a new CSRF pair.
 */
export async function signIn(baseUrl: string, username: string, password: string): Promise<string> {
  const csrf = await csrfCookies(baseUrl);
  const login = await fetch(`${baseUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: csrf.cookie, 'x-xsrf-token': csrf.token },
    body: JSON.stringify({ username, password }),
  });
  const body = (await login.json()) as { code: number; msg: string };
  if (body.code !== 10000) throw new Error(`login as ${username} failed: ${body.msg}`);
  return cookieHeader(login);
}

const cookieHeader = (response: Response): string =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');

/** Signs an operator in to the console; returns the headers its calls need (cookies, CSRF token). */
export async function signInOperator(
  baseUrl: string,
  username: string,
  password: string,
): Promise<{ cookie: string; 'x-xsrf-token': string }> {
  const csrf = await csrfCookies(baseUrl);
  const login = await fetch(`${baseUrl}/api/admin/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: csrf.cookie, 'x-xsrf-token': csrf.token },
    body: JSON.stringify({ username, password }),
  });
  if (!login.ok) throw new Error(`operator login as ${username} failed: ${login.status}`);
  const cookies = new Map(csrf.cookie.split('; ').map((pair) => pair.split('=') as [string, string]));
  for (const line of login.headers.getSetCookie()) {
    const [name, value] = line.split(';')[0]!.split('=') as [string, string];
    cookies.set(name, value);
  }
  return {
    cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    'x-xsrf-token': cookies.get('XSRF-TOKEN')!,
  };
}
