import path from 'node:path';
import type { AdminActivityList } from '@yaocai/domain/contracts/admin-activities';
import { callApi, expect, logInAsDemoBuyer, operatorPage, shot, test } from '../fixtures.ts';
import { artifactsDir } from '../playwright.config.ts';

test('the demo buyer exchanges points for a coupon in 积分商城 and finds it in 我的积分 and 我的优惠券', async ({
  page,
}) => {
  await logInAsDemoBuyer(page);
  // The nav strip shows its first nine entries; 我的积分 leads to the 10th, the points mall.
  await page.goto('/user/points');
  await page.getByRole('main').getByRole('link', { name: '积分商城' }).click();
  const mall = page;
  await expect(mall).toHaveURL(/\/jfsc$/);
  const balance = mall.getByRole('region', { name: '我的积分' }).locator('.yc-member-points');
  await expect(balance).toHaveText(/^\d+$/);
  const before = Number(await balance.textContent());
  expect(before).toBeGreaterThanOrEqual(200);

  const item = mall.getByRole('listitem', { name: '满300减10元券' });
  await expect(item).toContainText('200 积分');
  await item.getByRole('button', { name: '兑换满300减10元券' }).click();
  const dialog = mall.getByRole('dialog');
  await expect(dialog).toContainText('使用 200 积分兑换「满300减10元券」？');
  await dialog.getByRole('button', { name: '确认兑换' }).click();
  await expect(mall.getByText('兑换成功，优惠券已发放到我的优惠券')).toBeVisible();
  await expect(balance).toHaveText(String(before - 200));
  await expect(item).toContainText('已兑1件');
  await mall.screenshot({ path: path.join(artifactsDir, 'screens', 'jfsc.png'), fullPage: true });

  await mall.getByRole('link', { name: '我的积分' }).click();
  await expect(mall).toHaveURL(/\/user\/points$/);
  const row = mall.getByRole('region', { name: '积分明细' }).getByRole('row').nth(1);
  await expect(row).toContainText('积分兑换');
  await expect(row).toContainText('-200');
  await expect(row).toContainText('满300减10元券');

  await mall.goto('/user/coupons');
  await expect(mall.getByRole('listitem', { name: '满300减10元券' }).first()).toBeVisible();
});

test('the demo buyer exchanges points for goods; an operator finds it under 兑换记录 and marks it shipped', async ({
  browser,
  page,
}) => {
  await logInAsDemoBuyer(page);
  await page.goto('/jfsc');
  const item = page.getByRole('listitem', { name: '积分兑好礼：常备药一件' });
  await expect(item).toContainText('1000 积分');
  await item.getByRole('button', { name: '兑换积分兑好礼：常备药一件' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确认兑换' }).click();
  await expect(page.getByText(/兑换成功/)).toBeVisible();

  const console = await operatorPage(browser, 'admin', 'admin123456');
  const [mall] = (await callApi<AdminActivityList>(console, '/api/admin/activities?kind=points_item')).list;
  await console.goto(`/admin/activities/${mall!.id}`);
  const card = console.locator('.ant-card').filter({ hasText: '兑换记录' });
  const row = card.getByRole('row').filter({ hasText: '积分兑好礼：常备药一件' }).first();
  await expect(row).toContainText('1000');
  await row.getByRole('button', { name: '标记已发货' }).click();
  await console.getByRole('button', { name: '已发货', exact: true }).click();
  await expect(console.getByText('已标记发货').first()).toBeVisible();
  await card.getByText('已发货', { exact: true }).click();
  await expect(card.getByRole('row').filter({ hasText: '积分兑好礼：常备药一件' }).first()).toContainText(
    '管理员',
  );
  await shot(console, 'console-points-exchanges');

  // The buyer sees it sent under 我的兑换.
  await page.reload();
  const mine = page.getByRole('region', { name: '我的兑换' });
  await expect(mine.getByRole('row').filter({ hasText: '积分兑好礼：常备药一件' }).first()).toContainText(
    '已发货',
  );
});
