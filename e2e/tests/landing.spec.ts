import { expect, logInAsDemoBuyer, shot, test } from '../fixtures.ts';

test.describe('the landing page as the server sends it, before any script has run', () => {
  test.use({ javaScriptEnabled: false });

  test('`/` redirects to the anniversary page, whose first screen is already there', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/promotion$/);
    await expect(page).toHaveTitle('周年庆 - 药采网');
    await expect(page.getByRole('heading', { level: 1, name: '感恩同行 采购狂欢季' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: '登录' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: '搜索药品或厂家' })).toBeVisible();
    // A visitor's first screen is drawn with its data: the banner is there.
    await expect(page.getByRole('region', { name: '活动轮播' })).toBeVisible();
    // The component library's styles came with it: its icons are laid out by them.
    const icon = page.locator('.yc-cart-button .anticon').first();
    await expect(icon).toHaveCSS('text-rendering', 'optimizelegibility');
    await shot(page, 'landing-first-screen', { fullPage: false });
  });

  test('its links work as plain links', async ({ page }) => {
    await page.goto('/promotion');
    await page.getByRole('link', { name: '进入商城' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });
});

test.describe('the app in the browser, its service worker registering as in a buyer’s browser', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the app takes over the first screen without doubling it or a console error', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      // A visitor's user state answers 401, which the browser logs; that is not a problem of the page.
      if (message.text().includes('status of 401')) return;
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto('/');
    await expect(page).toHaveURL(/\/promotion$/);
    await expect(page.getByRole('link', { name: '首页', exact: true })).toBeVisible(); // nav from the API
    await expect(page.locator('.yc-banner-skeleton')).toHaveCount(0); // banners arrived
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.locator('#root > .yc-app')).toHaveCount(1);
    await page.getByRole('link', { name: '进入商城' }).click();
    await expect(page).toHaveURL(/\/home$/);
    expect(problems).toEqual([]);
  });
});

test('a signed-in buyer lands with their account in the header once the app runs', async ({ page }) => {
  await logInAsDemoBuyer(page);
  await page.goto('/promotion');
  await expect(page.getByRole('banner').getByText('康宁大药房连锁有限公司（中山路店）')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: '登录' })).toHaveCount(0);
});
