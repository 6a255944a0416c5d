/** Signs in like the browser does (XSRF cookie first) and returns the Cookie header to send. */
export async function signIn(baseUrl: string, username: string, password: string): Promise<string> {
  const first = await fetch(`${baseUrl}/api/global/site`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.getSetCookie().join(';'))?.[1];
  if (!xsrf) throw new Error('no XSRF-TOKEN cookie');
  const login = await fetch(`${baseUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf },
    body: JSON.stringify({ username, password }),
  });
  const body = (await login.json()) as { code: number; msg: string };
  if (body.code !== 10000) throw new Error(`login as ${username} failed: ${body.msg}`);
  const sid = /sid=([^;]+)/.exec(login.headers.getSetCookie().join(';'))?.[1];
  return `XSRF-TOKEN=${xsrf}; sid=${sid}`;
}
