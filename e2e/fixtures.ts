import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { test as base, expect, type Browser, type Page } from '@playwright/test';
import type { AdminOrderDetail } from '@yaocai/domain/contracts/admin-responses';
import type { CartState } from '@yaocai/domain/contracts/cart';
import type { GoodsPage } from '@yaocai/domain/contracts/catalog';
import type { OrderDetail } from '@yaocai/domain/contracts/order-responses';
import { artifactsDir, serverLog } from './playwright.config.ts';

/** A screenshot to look at, in .artifacts/screens: the whole page unless `fullPage` is false. */
export const shot = (page: Page, name: string, { fullPage = true } = {}) =>
  page.screenshot({ path: path.join(artifactsDir, 'screens', `${name}.png`), fullPage });

/** The code the development SMS provider logged for this phone, waiting for it to appear. */
async function readSmsCode(phone: string): Promise<string> {
  const pattern = new RegExp(`\\[sms:dev\\] ${phone} (\\d{6})`, 'g');
  for (let attempt = 0; attempt < 150; attempt++) {
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

/**
 * Resolves once the app has drawn over the first screen the server sent (a visitor's landing, list and
 * goods pages): before, that screen has no handlers and a tap on it loads a whole page.
 */
const appHasTakenOver = (page: Page) =>
  page.waitForFunction(() => !document.documentElement.hasAttribute('data-first-screen'), null, {
    timeout: 60_000,
  });

/** Every page of the context waits for the app after `goto` and `reload`, as a person waits for it. */
function waitForTheAppOnLoads(page: Page) {
  const { goto, reload } = page;
  page.goto = async (...args) => {
    const response = await goto.apply(page, args);
    await appHasTakenOver(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload.apply(page, args);
    await appHasTakenOver(page);
    return response;
  };
}

export const test = base.extend<{ readSmsCode: typeof readSmsCode; newPhone: typeof newPhone }>({
  context: async ({ context, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) context.on('page', waitForTheAppOnLoads);
    await use(context);
  },
  // eslint-disable-next-line no-empty-pattern
  readSmsCode: async ({}, use) => use(readSmsCode),
  // eslint-disable-next-line no-empty-pattern
  newPhone: async ({}, use) => use(newPhone),
});

export { expect };

/**
 * Signs a buyer in through the API and opens the home page as them. The login page itself is walked
 * through in register-login-logout.spec.ts; every other test only needs the session, and a login
 * through the page (with its reload) costs each of them seconds.
 */
export async function logInAsBuyer(page: Page, phone: string, company: string) {
  await page.goto('/login');
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await page.request.post('/api/user/login', {
    data: { username: phone, password: 'demo123456' },
    headers: { 'x-xsrf-token': xsrf },
  });
  const answer = (await response.json()) as { code: number; msg: string };
  if (answer.code !== 10000) throw new Error(`login as ${phone}: ${answer.msg}`);
  await page.goto('/home');
  await expect(page.getByRole('banner').getByText(company)).toBeVisible();
}

/**
 * Registers a new pharmacy through the API (its SMS code read from the server's log) and opens the
 * home page signed in as it, awaiting review; the register page itself is walked in
 * register-login-logout.spec.ts. The password is shop2026ok.
 */
export async function registerBuyer(
  page: Page,
  phone: string,
  company: string,
  smsCode: (phone: string) => Promise<string>,
): Promise<void> {
  await page.goto('/login');
  await callApi(page, '/api/user/create_code', { phone });
  const code = await smsCode(phone);
  await callApi(page, '/api/user/register', {
    company,
    name: '测试店长',
    phone,
    code,
    password: 'shop2026ok',
  });
  await page.goto('/home');
  await expect(page.getByRole('banner').getByText(company)).toBeVisible();
}

/** Logs in as the approved demo buyer (13800000001). */
export const logInAsDemoBuyer = (page: Page) =>
  logInAsBuyer(page, '13800000001', '康宁大药房连锁有限公司（中山路店）');

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

/** A page of a new browser context signed in to the console, as an operator in China works in it. */
export async function operatorPage(browser: Browser, username: string, password: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  const page = await context.newPage();
  await page.goto('/admin/login');
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  return page;
}

/** Takes every line out of the signed-in buyer's cart. */
export async function emptyCart(page: Page): Promise<void> {
  const lines = (await callApi<CartState>(page, '/api/cart/list')).data;
  if (lines.length > 0) await callApi(page, '/api/cart/batch_delete', { ids: lines.map((line) => line.id) });
}

/**
 * A paid order of the signed-in buyer with a plain invoice: cart, contract, submit, pay by balance
 * (or credit). The goods come from `listPage` of the list: each test buys from its own page, so none
 * runs out.
 */
export async function paidOrder(
  page: Page,
  listPage: number,
  method: 'balance' | 'credit' = 'balance',
): Promise<OrderDetail> {
  await emptyCart(page);
  const found = (await callApi<GoodsPage>(page, `/api/goods/list?in_stock=1&page_size=60&page=${listPage}`))
    .list;
  const chosen = found
    .filter((g) => g.is_buy && g.monthly_limit === null && g.number >= g.zbz * 10 && !g.tags.includes('秒'))
    .slice(0, 2);
  if (chosen.length === 0) throw new Error(`no goods to buy on page ${listPage} of the list`);
  await callApi(page, '/api/cart', { data: chosen.map((g) => ({ goods_id: g.id, number: g.zbz })) });
  await callApi(page, '/api/contract/sign', { agree: 1 });
  const lines = (await callApi<CartState>(page, '/api/cart/list')).data;
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const submitted = await page.request.post('/api/order', {
    data: { ids: lines.map((line) => line.id), invoice_type: 1 },
    headers: { 'x-xsrf-token': xsrf, 'idempotency-key': `e2e-${listPage}-${Date.now()}` },
  });
  const { data: order } = (await submitted.json()) as { data: { id: number } };
  await callApi(page, `/api/order/${order.id}/pay`, { method });
  return callApi<OrderDetail>(page, `/api/order/${order.id}`);
}

/** A console date-time (China time, to the minute) `ms` from the epoch. */
export const consoleTime = (ms: number) =>
  new Date(ms + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

/**
 * Opens the console's 新建活动 menu and starts an activity of a kind. The menu is clicked once it has
 * finished sliding in: a click on an item still moving can press on one spot and let go on another,
 * which opens nothing (seen in CI on a busy machine).
 */
export async function newActivity(console: Page, kindLabel: string): Promise<void> {
  const title = `新建${kindLabel}活动`;
  await console.getByRole('button', { name: /新建活动/ }).click();
  const item = console.getByRole('menuitem', { name: title });
  await expect(console.locator('.ant-dropdown', { has: item })).not.toHaveClass(/-(appear|enter)\b/);
  await item.click();
  await expect(console.getByRole('heading', { name: title })).toBeVisible();
}

/** Saves the console's activity editor as a draft, then publishes it (confirmed in the popover). */
export async function saveAndPublishActivity(console: Page): Promise<void> {
  await console.getByRole('button', { name: /保存草稿/ }).click();
  await expect(console).toHaveURL(/\/admin\/activities\/\d+$/);
  await expect(console.getByText('草稿', { exact: true })).toBeVisible();
  await console
    .getByRole('button', { name: /^发\s*布$/ })
    .first()
    .click();
  await console
    .getByRole('tooltip')
    .getByRole('button', { name: /发\s*布/ })
    .click();
}

/**
 * Ships, through the console's API as the operator of `console`, `pieces` of each of the order's
 * lines (a line of none is left out), with one lot for all of them.
 */
export async function shipOrder(
  console: Page,
  orderId: number,
  pieces: (line: AdminOrderDetail['lines'][number]) => number,
): Promise<void> {
  const { lines } = await callApi<AdminOrderDetail>(console, `/api/admin/orders/${orderId}`);
  await callApi(console, `/api/admin/orders/${orderId}/ship`, {
    carrier: '顺丰速运',
    tracking_no: `SF${Date.now()}`,
    lines: lines
      .map((line) => ({ line, number: pieces(line) }))
      .filter(({ number }) => number > 0)
      .map(({ line, number }) => ({
        line_id: line.id,
        number,
        batch_no: 'B20260101',
        produced_on: '2026-01-01',
        expires_on: '2028-12-31',
      })),
  });
}
