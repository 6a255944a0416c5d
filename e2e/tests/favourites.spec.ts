import path from 'node:path';
import { expect, logInAsDemoBuyer, test } from '../fixtures.ts';
import { artifactsDir } from '../playwright.config.ts';

test('a buyer keeps a goods from the list, finds it on /star and lets it go', async ({ page }) => {
  await logInAsDemoBuyer(page);
  await page.goto('/list?page=2');
  const card = page.getByRole('article').first();
  const name = (await card.getAttribute('aria-label'))!;
  const heart = card.getByRole('button', { name: /(^|\s)收藏$/ });
  await expect(heart).toBeEnabled();
  await heart.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('收藏成功');
  await expect(card.getByRole('button', { name: /已收藏$/ })).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByRole('button', { name: '查看我的收藏' }).click();

  await expect(page).toHaveURL(/\/star$/);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toContainText(/¥\d+\.\d\d/);
  await page.screenshot({ path: path.join(artifactsDir, 'screens', 'favourites.png'), fullPage: true });
  await row.getByRole('button', { name: '取消收藏' }).click();
  // The confirmation open before it is clicked, and the call answered (a CI run once saw neither).
  const confirm = page.getByRole('tooltip').getByRole('button', { name: '取消收藏' });
  await expect(confirm).toBeVisible();
  const cancelled = page.waitForResponse((response) => response.url().includes('/api/favorite/cancel'));
  await confirm.click();
  expect((await cancelled).ok()).toBe(true);
  await expect(page.getByText('取消收藏成功')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});
