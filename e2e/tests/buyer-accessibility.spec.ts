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

test('专题页 and 排位赛 have no serious accessibility finding', async ({ page }) => {
  test.slow(); // four pages checked by axe
  await logInAsDemoBuyer(page);
  for (const [path, heading] of [
    ['/s12', '双十二年终采购节'],
    ['/jz', '圣诞狂欢'],
    ['/lyjm', '活动专区'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('region', { name: '活动商品' }).getByRole('article').first()).toBeVisible();
    await expectNoSeriousFindings(page);
  }
  await page.goto('/eleven/yw');
  await expect(page.getByRole('status').filter({ hasText: '我的排名' })).toBeVisible();
  await expectNoSeriousFindings(page);
});

test('the points mall (/jfsc) has no serious accessibility finding', async ({ page }) => {
  await logInAsDemoBuyer(page);
  await page.goto('/jfsc');
  await expect(page.getByRole('region', { name: '兑换品' }).getByRole('listitem').first()).toBeVisible();
  await expectNoSeriousFindings(page);
});
