import type { Page } from '@playwright/test';
import type { GoodsPage } from '@yaocai/domain/contracts/catalog';
import { callApi, expect, shot, test } from '../fixtures.ts';

const mainNav = (page: Page) => page.getByRole('navigation', { name: '主导航' });
const breadcrumb = (page: Page) => page.getByRole('navigation', { name: '当前位置' });
const totalShown = (page: Page) => page.locator('.yc-list-toolbar').getByText(/共 \d+ 件商品/);

test('the nav lights the section the route is in, the devices list has its own menu, and pages show where they are', async ({
  page,
}) => {
  await page.goto('/list?qx=2');
  await expect(mainNav(page).getByRole('link', { name: '器械专区' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('button', { name: '全部商品分类' }).click();
  const menu = page.getByRole('navigation', { name: '商品分类' });
  await expect(menu).toHaveAttribute('data-menu', 'qx');
  await expect(menu.getByRole('link', { name: '防护用品' })).toBeVisible();
  await expect(breadcrumb(page)).toHaveText(/首页›?器械专区/);

  await page.goto('/list');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(mainNav(page).locator('[aria-current="page"]')).toHaveCount(0);

  // A goods page sits under its most specific category, each step a way back.
  const card = page.getByRole('article').first();
  const name = (await card.getAttribute('aria-label'))!;
  await card.locator('.yc-goods-card-name').click();
  await expect(page).toHaveURL(/\/list\/info\/\d+/);
  const trail = breadcrumb(page);
  await expect(trail.getByRole('link', { name: '首页' })).toBeVisible();
  await expect(trail.locator('[aria-current="page"]')).toHaveText(name);
  await expect(mainNav(page).locator('[aria-current="page"]')).toHaveCount(0);
  await shot(page, 'goods-detail');
  const category = trail.getByRole('link').last();
  const categoryName = (await category.textContent())!;
  await category.click();
  await expect(page).toHaveURL(/select=\d+/);
  await expect(breadcrumb(page).locator('[aria-current="page"]')).toHaveText(categoryName);
});

test('the header search stays in a list mode, and jumps to the catalogue from a route marked searchJump', async ({
  page,
}) => {
  await page.goto('/yx');
  const search = page.getByRole('banner').getByRole('combobox', { name: '搜索药品或厂家' });
  await search.fill('颗粒');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/yx\?keyword=%E9%A2%97%E7%B2%92$/);
  await expect(page.getByText('“颗粒”的搜索结果')).toBeVisible();

  await page.goto('/promotion');
  await search.fill('颗粒');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\?keyword=%E9%A2%97%E7%B2%92$/);
});

test('every brand and manufacturer the filter bar offers within a search has the results it counts', async ({
  page,
}) => {
  await page.goto(`/search?keyword=${encodeURIComponent('颗粒')}`);
  await expect(totalShown(page)).toBeVisible();
  await shot(page, 'goods-list');
  for (const group of ['品牌', '厂家']) {
    const chips = page.getByRole('group', { name: group }).getByRole('link');
    const offered = await chips.evaluateAll((links) =>
      links.map((link) => ({ href: link.getAttribute('href')!, text: link.textContent! })),
    );
    expect(offered.length).toBeGreaterThan(0);
    const countOf = (text: string) => Number(/\((\d+)\)$/.exec(text)![1]);
    // Every chip's count is what the list answers for its link; the first is also followed on the page.
    for (const { href, text } of offered) {
      const query = new URL(href, 'http://shop').search;
      const answer = await callApi<GoodsPage>(page, `/api/goods/list${query}`);
      expect(answer.total, `${group} ${text}`).toBe(countOf(text));
    }
    await chips.first().click();
    await expect(totalShown(page)).toHaveText(`共 ${countOf(offered[0]!.text)} 件商品`);
    await page.goBack();
    await expect(chips.first()).toBeVisible();
  }
});

test('a list comes back as it was left: the same goods at the same scroll position, not loaded again', async ({
  page,
}) => {
  await page.goto('/list');
  const cards = page.getByRole('article');
  await expect(cards.nth(15)).toBeVisible();
  await cards.nth(15).scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(300);
  const chosen = (await cards.nth(15).getAttribute('aria-label'))!;
  await cards.nth(15).locator('.yc-goods-card-name').click();
  await expect(page).toHaveURL(/\/list\/info\/\d+/);

  const listLoads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/goods/list') listLoads.push(request.url());
  });
  await page.goBack();
  await expect(page.getByRole('article', { name: chosen })).toBeInViewport();
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(5);
  expect(listLoads).toEqual([]);
  // The list answer is what the catalogue says: nothing invented to keep the page.
  const first = (await callApi<GoodsPage>(page, '/api/goods/list')).list[0]!;
  await expect(cards.first()).toHaveAttribute('aria-label', first.name);
});
