import { readFile } from 'node:fs/promises';
import { test as base, expect, type Page } from '@playwright/test';
import { serverLog } from './playwright.config.ts';

/** The code the development SMS provider logged for this phone, waiting for it to appear. */
async function readSmsCode(phone: string): Promise<string> {
  const pattern = new RegExp(`\\[sms:dev\\] ${phone} (\\d{6})`, 'g');
  for (let attempt = 0; attempt < 50; attempt++) {
    const matches = [...(await readFile(serverLog, 'utf8')).matchAll(pattern)];
    const code = matches.at(-1)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no SMS code for ${phone} in ${serverLog}`);
}

let phoneSequence = 0;
/** A mobile number no earlier run used: the data folder is fresh, but stay unique within a run too. */
function newPhone(): string {
  phoneSequence += 1;
  return `135${String(Date.now() % 1_000_000).padStart(6, '0')}${String(phoneSequence).padStart(2, '0')}`;
}

export const test = base.extend<{ readSmsCode: typeof readSmsCode; newPhone: typeof newPhone }>({
  // eslint-disable-next-line no-empty-pattern
  readSmsCode: async ({}, use) => use(readSmsCode),
  // eslint-disable-next-line no-empty-pattern
  newPhone: async ({}, use) => use(newPhone),
});

export { expect };

/** Logs in as the approved demo buyer (13800000001) and waits for the app's post-login reload. */
export async function logInAsDemoBuyer(page: Page) {
  await page.goto('/login');
  await page.getByLabel('手机号/用户名').fill('13800000001');
  await page.getByLabel('密码').fill('demo123456');
  // After a login the app reloads once (spec §2): wait for that reload before going anywhere.
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: '登录' }).click();
  await reloaded;
  await expect(page.getByRole('banner').getByText('康宁大药房连锁有限公司（中山路店）')).toBeVisible();
}

/** Calls the shop's API as the page's signed-in user (cookies and the XSRF token of the page). */
export async function callApi<T>(page: Page, url: string, body?: object): Promise<T> {
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const response = body
    ? await page.request.post(url, { data: body, headers: { 'x-xsrf-token': xsrf } })
    : await page.request.get(url);
  const answer = (await response.json()) as { code: number; msg: string; data: T };
  if (answer.code !== 10000) throw new Error(`${url}: ${answer.msg}`);
  return answer.data;
}
