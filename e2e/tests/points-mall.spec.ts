import path from 'node:path';
import { expect, logInAsDemoBuyer, test } from '../fixtures.ts';
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
