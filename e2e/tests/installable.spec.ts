import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { logInOnPhone, PHONE } from '../phone.ts';

test.use({ ...PHONE, serviceWorkers: 'allow' });

test('the shop can be installed on a phone: its manifest names it and its icons are there', async ({
  page,
}) => {
  await page.goto('/home');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  const response = await page.request.get('/manifest.webmanifest');
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await response.json()) as {
    short_name: string;
    start_url: string;
    icons: { src: string }[];
  };
  expect(manifest).toMatchObject({ short_name: '药采网', start_url: '/home', display: 'standalone' });
  for (const icon of manifest.icons) {
    const file = await page.request.get(icon.src);
    expect(file.headers()['content-type'], icon.src).toBe('image/png');
  }
});

test('a second visit opens from the service worker without the network, says it is offline, and no API answer is kept', async ({
  page,
  context,
}) => {
  await page.goto('/home');
  await expect(page.getByRole('navigation', { name: '底部导航' })).toBeVisible();
  // Installed once the page has loaded; in control of the pages opened after that.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const goodsPage = await page.goto('/list/info/1');
  expect(await goodsPage!.text()).toContain('<h1 class="yc-detail-title">');

  const kept = await keptUrls(page);
  const files = kept.filter(({ cache }) => !cache.startsWith('yc-pages-')).map(({ url }) => url);
  expect(files).toContain('/index.html');
  expect(files.some((url) => /^\/assets\/.+\.js$/.test(url))).toBe(true);
  expect(kept.filter(({ url }) => url.startsWith('/api/'))).toEqual([]);
  expect(files.filter((url) => !/^\/(assets|icons)\//.test(url)).sort()).toEqual([
    '/favicon.svg',
    '/index.html',
  ]);
  // Pages are kept as the server drew them for visitors, with visitors' data (no prices); `/home`,
  // which the app draws alone, is not.
  const pages = kept.filter(({ cache }) => cache.startsWith('yc-pages-'));
  expect(pages.map(({ cache, url }) => `${cache.split('-')[2]} ${url}`)).toEqual(['data /list/info/1']);
  // `/` goes to the landing page by the worker's own redirect, which the server would answer.
  await page.goto('/');
  await expect(page).toHaveURL(/\/promotion$/);
  await expect(page.getByRole('heading', { level: 1, name: '感恩同行 采购狂欢季' })).toBeVisible();

  await context.setOffline(true);
  // A page opened before is drawn at once as it was, with no network to send it.
  await page.goto('/list/info/1');
  await expect(page.locator('h1.yc-detail-title')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '网络已断开' })).toBeVisible();
  // One never opened is drawn by the kept app, which says it waits for the network.
  await page.goto('/category');
  await expect(page.getByRole('navigation', { name: '底部导航' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '网络已断开' })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: '网络已断开' })).toHaveCount(0);
  // Back online, what could not load while offline loads by itself.
  await expect(page.getByRole('button', { name: '抗感染药' })).toBeVisible();
});

test("a signed-in buyer's pages are drawn with their own prices and never kept, nor answered with a visitor's", async ({
  page,
  context,
}) => {
  await page.goto('/list/info/1');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // The page open when the worker took over is kept too, for the next visit.
  await expect
    .poll(async () => (await keptUrls(page)).filter(({ cache }) => cache.startsWith('yc-pages-data-')))
    .toEqual([expect.objectContaining({ url: '/list/info/1' })]);
  await page.reload();
  await expect(page.getByText('登录可见').first()).toBeVisible();

  await logInOnPhone(page);
  // Drawn by the server with the buyer's own prices, for them alone.
  const goods = await page.goto('/list/info/1');
  expect(goods!.headers()['x-first-screen']).toBe('buyer');
  expect(goods!.headers()['cache-control']).toBe('private, no-cache');
  const drawn = await goods!.text();
  expect(drawn).toContain('<h1 class="yc-detail-title">');
  expect(drawn).not.toContain('登录可见');
  await expect(page.getByRole('button', { name: '加入购物车' }).first()).toBeVisible();
  await expect(page.getByText('登录可见')).toHaveCount(0);
  const landing = await page.goto('/promotion');
  expect(landing!.headers()['x-first-screen']).toBe('buyer');
  await expect(page.getByRole('heading', { level: 1, name: '感恩同行 采购狂欢季' })).toBeVisible();
  const pages = (await keptUrls(page)).filter(({ cache }) => cache.startsWith('yc-pages-'));
  expect(pages.map(({ cache, url }) => `${cache.split('-')[2]} ${url}`)).toEqual(['data /list/info/1']);

  // Offline, the kept app draws the page and says it waits for the network: no visitor's page.
  await context.setOffline(true);
  const offline = await page.goto('/list/info/1');
  expect(await offline!.text()).not.toContain('登录可见');
  await expect(page.getByRole('status').filter({ hasText: '网络已断开' })).toBeVisible();
  await context.setOffline(false);

  const xsrf = (await context.cookies()).find(({ name }) => name === 'XSRF-TOKEN')!.value;
  await page.request.delete('/api/user/logout', { headers: { 'x-xsrf-token': xsrf } });
  expect((await context.cookies()).map(({ name }) => name)).not.toContain('signed_in');
  const signedOut = await page.goto('/list/info/1');
  expect(await signedOut!.text()).toContain('登录可见');
});

/** What the page's caches hold: each kept address with the cache keeping it. */
function keptUrls(page: Page) {
  return page.evaluate(async () => {
    const kept: { cache: string; url: string }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        kept.push({ cache: name, url: new URL(request.url).pathname });
      }
    }
    return kept;
  });
}
