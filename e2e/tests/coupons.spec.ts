import path from 'node:path';
import { expect, logInAsDemoBuyer, test } from '../fixtures.ts';
import { artifactsDir } from '../playwright.config.ts';

test('the buyer claims a coupon in the coupon centre and finds it among their coupons', async ({ page }) => {
  await logInAsDemoBuyer(page);
  await page.getByRole('navigation').getByRole('link', { name: '领券中心' }).first().click();
  await expect(page).toHaveURL(/\/lq$/);
  const offer = page.getByRole('listitem', { name: '领券满2000减120' });
  await expect(offer).toContainText('¥120');
  await offer.getByRole('button', { name: '领取领券满2000减120' }).click();
  await expect(page.getByText('领取成功')).toBeVisible();
  await expect(offer.getByRole('button', { name: '领取领券满2000减120' })).toHaveText('已领取');
  await expect(offer).toContainText('剩余199张');
  await page.screenshot({ path: path.join(artifactsDir, 'screens', 'coupon-centre.png'), fullPage: true });

  await page.getByRole('link', { name: '我的优惠券' }).click();
  const mine = page.getByRole('region', { name: '我的优惠券' });
  await expect(mine.getByRole('listitem', { name: '领券满2000减120' })).toBeVisible();
  await mine.getByText('折扣券', { exact: true }).click();
  await expect(mine.getByRole('listitem', { name: '领券满2000减120' })).toHaveCount(0);
  await expect(mine.getByRole('listitem', { name: '满800享9.5折' })).toBeVisible();
  await page.screenshot({ path: path.join(artifactsDir, 'screens', 'my-coupons.png'), fullPage: true });
});
