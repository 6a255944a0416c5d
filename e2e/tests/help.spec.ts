import { expect, test } from '../fixtures.ts';

test('a buyer opens a help article from the footer and browses the help menu', async ({ page }) => {
  await page.goto('/home');
  const help = page.getByRole('contentinfo').getByRole('navigation', { name: '帮助中心' });
  const article = help.getByRole('link').first();
  const title = (await article.textContent())!.trim();
  await article.click();
  await expect(page).toHaveURL(/\/help\/xrzn\/hyzc\?id=\d+/);
  const menu = page.getByRole('navigation', { name: '帮助分类' });
  await expect(menu.getByRole('link', { name: title })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  // Each help page carries its own article's title, not the route's.
  await expect(page).toHaveTitle(new RegExp(`^${title} - `));
  const other = menu.getByRole('link').nth(1);
  const otherTitle = (await other.textContent())!.trim();
  await other.click();
  await expect(page.getByRole('heading', { name: otherTitle })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${otherTitle} - `));

  await page.goto('/help/xrzn/hyzc?id=999999');
  await expect(page.getByText(/文章不存在或已下架/)).toBeVisible();
});

test('the links page lists the friendly links', async ({ page }) => {
  await page.goto('/links');
  await expect(page.getByRole('link', { name: '国家药品监督管理局' }).first()).toBeVisible();
});
