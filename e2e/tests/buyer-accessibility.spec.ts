import type { CartState } from '@yaocai/domain/contracts/cart';
import { expectNoSeriousFindings, taggedGoods } from '../axe.ts';
import { callApi, emptyCart, expect, logInAsDemoBuyer, test } from '../fixtures.ts';

test("a buyer's cart, with a line in it, has no serious accessibility finding", async ({ page }) => {
  await logInAsDemoBuyer(page);
  await emptyCart(page);
  const goods = await taggedGoods(page, true);
  await callApi(page, '/api/cart', { data: [{ goods_id: goods.id, number: goods.zbz }] });
  await page.goto('/cart');
  await expect(page.getByRole('listitem', { name: goods.name })).toBeVisible();
  await expectNoSeriousFindings(page);
  await emptyCart(page);
});

test("a buyer's checkout, messages and pay pages have no serious accessibility finding", async ({ page }) => {
  test.slow(); // three pages checked by axe, and an order placed
  await logInAsDemoBuyer(page);
  await emptyCart(page);
  const goods = await taggedGoods(page, true);
  await callApi(page, '/api/cart', { data: [{ goods_id: goods.id, number: goods.zbz }] });
  await callApi(page, '/api/contract/sign', { agree: 1 });
  const ids = (await callApi<CartState>(page, '/api/cart/list')).data.map((line) => line.id);
  await page.goto(`/cart/confirm?ids=${ids.join(',')}`);
  await expect(page.getByRole('region', { name: '订单金额' })).toBeVisible();
  await expectNoSeriousFindings(page);
  await page.getByRole('button', { name: '提交订单' }).click();
  await page.waitForURL(/\/cart\/pay\/\d+/);
  await expect(page.getByRole('timer')).toBeVisible();
  await expectNoSeriousFindings(page);
  await page.goto('/wdxx');
  await expect(page.getByText(/共 \d+ 条/)).toBeVisible();
  await expectNoSeriousFindings(page);
});

test("a buyer's orders, balance, credit and coupon pages have no serious accessibility finding", async ({
  page,
}) => {
  // Four pages, each loaded and checked by axe: on a busy 2-core machine close to a minute.
  test.slow();
  await logInAsDemoBuyer(page);
  await page.goto('/order');
  await expect(page.getByRole('region', { name: '订单列表' }).or(page.getByText('暂无订单'))).toBeVisible();
  await expectNoSeriousFindings(page);
  await page.goto('/user/balance');
  await expect(page.getByRole('region', { name: '余额明细' }).getByRole('row').nth(1)).toBeVisible();
  await expectNoSeriousFindings(page);
  await page.goto('/user/credit');
  await expect(page.getByRole('region', { name: '授信额度' })).toBeVisible();
  await expectNoSeriousFindings(page);
  await page.goto('/user/coupons');
  await expect(page.getByRole('region', { name: '领取优惠券' }).getByRole('listitem').first()).toBeVisible();
  await expectNoSeriousFindings(page);
});

test('the points mall (/jfsc) has no serious accessibility finding', async ({ page }) => {
  await logInAsDemoBuyer(page);
  await page.goto('/jfsc');
  await expect(page.getByRole('region', { name: '兑换品' }).getByRole('listitem').first()).toBeVisible();
  await expectNoSeriousFindings(page);
});
