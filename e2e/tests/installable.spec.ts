import { expect, test } from '../fixtures.ts';
import { PHONE } from '../phone.ts';

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

  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(kept).toContain('/index.html');
  expect(kept.some((url) => /^\/assets\/.+\.js$/.test(url))).toBe(true);
  expect(kept.filter((url) => url.startsWith('/api/'))).toEqual([]);
  // Pages are not kept: the shell is the only document, and a page comes from the network, with the
  // first screen the server draws for visitors.
  expect(kept.filter((url) => !/^\/(assets|icons)\//.test(url)).sort()).toEqual([
    '/favicon.svg',
    '/index.html',
  ]);
  const goodsPage = await page.goto('/list/info/1');
  expect(await goodsPage!.text()).toContain('<h1 class="yc-detail-title">');
  // `/` goes to the landing page by the worker's own redirect, which the server would answer.
  await page.goto('/');
  await expect(page).toHaveURL(/\/promotion$/);
  await expect(page.getByRole('heading', { level: 1, name: '感恩同行 采购狂欢季' })).toBeVisible();

  await context.setOffline(true);
  await page.goto('/category');
  await expect(page.getByRole('navigation', { name: '底部导航' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '网络已断开' })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: '网络已断开' })).toHaveCount(0);
  // Back online, what could not load while offline loads by itself.
  await expect(page.getByRole('button', { name: '抗感染药' })).toBeVisible();
});
