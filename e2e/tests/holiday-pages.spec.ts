import { expect, logInAsDemoBuyer, shot, test } from '../fixtures.ts';

test('专题页 /s12 shows the page the demo operator configured, and its banner leads where it links', async ({
  page,
}) => {
  await logInAsDemoBuyer(page);
  await page.goto('/s12');
  await expect(page.getByRole('heading', { level: 1, name: '双十二年终采购节' })).toBeVisible();
  const goods = page.getByRole('region', { name: '活动商品' });
  await expect(goods.getByRole('article').first()).toBeVisible();
  await expect(goods.getByRole('article').first()).toContainText('¥');
  const coupons = page.getByRole('region', { name: '领券更优惠' });
  await expect(coupons.getByRole('button', { name: /^领取/ }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: '活动规则' })).toContainText('活动时间以页面显示为准');
  await expect(page.getByText('该页面即将上线')).toHaveCount(0);
  await shot(page, 'holiday-s12');

  // /12 is the same page; the banner links to /lq.
  await page.goto('/12');
  await expect(page.getByRole('heading', { level: 1, name: '双十二年终采购节' })).toBeVisible();
  await page.getByRole('link', { name: '双十二年终采购节' }).click();
  await expect(page).toHaveURL(/\/lq$/);
});

test('排位赛 /eleven/yw ranks buyers with masked names and shows the buyer’s own place', async ({ page }) => {
  await logInAsDemoBuyer(page);
  await page.goto('/eleven/yw');
  await expect(page.getByRole('heading', { level: 2, name: '周年庆采购排位赛' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '我的排名' })).toBeVisible();
  const rows = page.getByRole('row');
  await expect(rows.nth(1)).toContainText('**');
  await expect(rows.nth(1)).toContainText('iPad一台');
  await shot(page, 'ranking-contest');
});
