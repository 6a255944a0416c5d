import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousFindings, taggedGoods } from '../axe.ts';
import { expect, test } from '../fixtures.ts';

const visitorPages: { name: string; url: string; ready: (page: Page) => Promise<void> }[] = [
  {
    name: 'home',
    url: '/home',
    ready: async (page) => {
      // The run's first page: the server may still be warming up beside the PostgreSQL suite.
      await expect(page.getByRole('region', { name: '活动轮播' })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByText('热销榜单')).toBeVisible();
    },
  },
  {
    name: 'goods list',
    url: '/list',
    ready: (page) => expect(page.getByRole('article').first()).toBeVisible(),
  },
  {
    name: 'search results',
    url: `/search?keyword=${encodeURIComponent('感冒')}`,
    ready: async (page) => {
      await expect(page.getByText('“感冒”的搜索结果')).toBeVisible();
      await expect(page.getByRole('article').first()).toBeVisible();
    },
  },
  {
    name: 'flash sale',
    url: '/ms',
    ready: async (page) => {
      const session = page.getByRole('region', { name: '周年庆秒杀' });
      await expect(session.getByRole('listitem').first()).toContainText('登录可见');
    },
  },
  {
    name: 'login',
    url: '/login',
    ready: (page) => expect(page.getByRole('button', { name: '登录' })).toBeVisible(),
  },
  {
    name: 'register',
    url: '/register',
    ready: (page) => expect(page.getByLabel('企业名称')).toBeVisible(),
  },
  {
    name: 'help article',
    url: '/help/xrzn/hyzc',
    ready: async (page) => {
      await expect(page.getByRole('navigation', { name: '帮助分类' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    },
  },
];

for (const { name, url, ready } of visitorPages) {
  test(`a visitor's ${name} page has no serious accessibility finding`, async ({ page }) => {
    await page.goto(url);
    await ready(page);
    await expectNoSeriousFindings(page);
  });
}

test("a visitor's goods page has no serious accessibility finding", async ({ page }) => {
  await page.goto('/home');
  const goods = await taggedGoods(page);
  await page.goto(`/list/info/${goods.id}`);
  await expect(page.getByRole('heading', { level: 1, name: goods.name })).toBeVisible();
  await expectNoSeriousFindings(page);
});

/** Presses Tab until `target` has the focus, failing after `most` presses. */
async function tabTo(page: Page, target: Locator, most = 250) {
  // Found once, and again only when the app has drawn the page over the server's first screen:
  // finding it by role after each press would take most of the test's time.
  let element = await target.elementHandle();
  for (let presses = 0; presses < most; presses++) {
    await page.keyboard.press('Tab');
    const where = await element!.evaluate((found) =>
      !found.isConnected ? 'gone' : found === document.activeElement ? 'focused' : 'elsewhere',
    );
    if (where === 'focused') return;
    if (where === 'gone') element = await target.elementHandle();
  }
  throw new Error(`${most} presses of Tab never reached ${target.toString()}`);
}

test('a keyboard user tabs to the search box and on to a goods, and opens it with Enter', async ({
  page,
}) => {
  // Up to 250 presses of Tab, each a round trip to Chromium: over a minute beside the PostgreSQL suite.
  test.slow();
  await page.goto('/list');
  const goods = page.getByRole('article').first();
  await expect(goods).toBeVisible();
  const name = (await goods.getAttribute('aria-label'))!;
  await tabTo(page, page.getByRole('banner').getByRole('combobox', { name: '搜索药品或厂家' }));
  await tabTo(page, goods.getByRole('link', { name }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/list\/info\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('a keyboard user reaches a nav entry’s children right after it, and the QQ contacts by Enter', async ({
  page,
}) => {
  test.slow();
  await page.goto('/home');
  const nav = page.getByRole('navigation', { name: '主导航' });
  const parent = nav.getByRole('link', { name: '优选专区' });
  await tabTo(page, parent);
  const children = nav.getByRole('list', { name: '优选专区分类' });
  await expect(children).toBeVisible();
  await page.keyboard.press('Tab');
  const first = children.getByRole('link').first();
  await expect(first).toBeFocused();
  const href = await first.getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href!.replace(/[?]/g, '\\?')}$`));

  await page.getByRole('complementary', { name: '侧边栏' }).getByRole('button', { name: 'QQ客服' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toContainText('QQ客服');
});
