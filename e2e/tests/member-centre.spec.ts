import path from 'node:path';
import type { CartState } from '@yaocai/domain/contracts/cart';
import type { OrderPage } from '@yaocai/domain/contracts/order-responses';
import { callApi, emptyCart, expect, logInAsDemoBuyer, paidOrder, test } from '../fixtures.ts';
import { artifactsDir } from '../playwright.config.ts';

test('the member centre hub shows the buyer’s money, coupons, orders by state and licences', async ({
  page,
}) => {
  await logInAsDemoBuyer(page);
  const balance = (await callApi<{ balance: string }>(page, '/api/user/user_money')).balance;
  const couponsBefore = (await callApi<{ count: number }>(page, '/api/user/couponNum')).count;
  const counts = (await callApi<OrderPage>(page, '/api/order?page_size=1')).counts;
  await page.getByRole('link', { name: '会员中心' }).first().click();
  await expect(page).toHaveURL(/\/user$/);
  const figures = page.getByRole('group', { name: '我的资产' });
  await expect(figures).toContainText(`账户余额¥${balance}`);
  // Other tests of the demo buyer claim and spend coupons meanwhile: the page shows the count of a
  // moment between the reads before and after it.
  const shown = figures.getByText(/优惠券\d+ 张/);
  await expect(shown).toBeVisible();
  const coupons = Number(/优惠券(\d+) 张/.exec((await shown.textContent())!)![1]);
  const couponsAfter = (await callApi<{ count: number }>(page, '/api/user/couponNum')).count;
  expect(coupons).toBeGreaterThanOrEqual(Math.min(couponsBefore, couponsAfter));
  expect(coupons).toBeLessThanOrEqual(Math.max(couponsBefore, couponsAfter));
  const orders = page.getByRole('region', { name: '我的订单' });
  await expect(orders.getByRole('link', { name: `待付款 ${counts['1'] ?? 0}` })).toBeVisible();
  await expect(page.getByRole('region', { name: '资质信息' })).toBeVisible();
  await page.screenshot({ path: path.join(artifactsDir, 'screens', 'member-centre.png'), fullPage: true });
  await orders.getByRole('link', { name: /待发货/ }).click();
  await expect(page).toHaveURL(/\/order\?state=2$/);
});

test('the buyer puts a goods from 常购清单 in the cart and reads the points ledger', async ({ page }) => {
  await logInAsDemoBuyer(page);
  // Something bought and paid, so the list has it whatever ran before.
  await paidOrder(page, 8);
  await emptyCart(page);
  await page.goto('/user/often');
  const add = page.getByRole('button', { name: /加入购物车$/ }).first();
  await expect(add).toBeVisible();
  const name = (await add.getAttribute('aria-label'))!.replace(/加入购物车$/, '');
  await add.click();
  await expect(page.getByText('加入购物车成功').first()).toBeVisible();
  const lines = (await callApi<CartState>(page, '/api/cart/list')).data;
  expect(lines.map((line) => line.goods?.name)).toContain(name);
  await emptyCart(page);

  await page.goto('/user/points');
  const ledger = page.getByRole('region', { name: '积分明细' });
  await expect(ledger.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('region', { name: '我的积分' })).toContainText(/\d/);
});
