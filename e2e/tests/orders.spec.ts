import type { Page } from '@playwright/test';
import type { CartState } from '@yaocai/domain/contracts/cart';
import type { GoodsCard, GoodsPage } from '@yaocai/domain/contracts/catalog';
import type { OrderDetail } from '@yaocai/domain/contracts/order-responses';
import { callApi, emptyCart, expect, logInAsDemoBuyer, shot, test } from '../fixtures.ts';

/** Empties the demo buyer's cart and puts `count` ordinary goods with ample stock in it. */
async function fillCart(page: Page, count: number): Promise<GoodsCard[]> {
  await emptyCart(page);
  const found = (await callApi<GoodsPage>(page, '/api/goods/list?in_stock=1&page_size=60&page=2')).list;
  const chosen = found
    .filter((g) => g.is_buy && g.monthly_limit === null && g.number >= g.zbz * 10 && !g.tags.includes('秒'))
    .slice(0, count);
  await callApi(page, '/api/cart', { data: chosen.map((g) => ({ goods_id: g.id, number: g.zbz })) });
  return chosen;
}

/** From the cart to the confirmation step, signing the contract on the way when the shop asks. */
async function checkOut(page: Page) {
  await page.goto('/cart');
  await page.getByRole('button', { name: /去结算/ }).click();
  await page.waitForURL(/\/(cart\/confirm|dzht)/);
  if (page.url().includes('/dzht')) {
    await expect(page.getByRole('region', { name: '电子合同' })).toBeVisible();
    await shot(page, 'contract');
    await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
    await page.getByRole('button', { name: '签署合同' }).click();
  }
  await page.waitForURL(/\/cart\/confirm/);
  await expect(page.getByRole('region', { name: '收货地址' })).toBeVisible();
}

/** Submits the order and waits until the pay page itself, not only its URL, is before the buyer. */
async function submitOrder(page: Page): Promise<number> {
  await page.getByRole('button', { name: '提交订单' }).click();
  await page.waitForURL(/\/cart\/pay\/\d+/);
  // The URL changes first; for a moment the confirmation step, whose 支付方式 has radios of the same
  // names, may still be on screen.
  await expect(page.getByRole('region', { name: '订单信息' })).toBeVisible();
  await expect(page.getByRole('button', { name: '提交订单' })).toHaveCount(0);
  return Number(/\/cart\/pay\/(\d+)/.exec(page.url())![1]);
}

/**
 * Pays by `method` and returns the method the request sent. The method chosen at confirmation is only
 * shown, so another is chosen through 更换支付方式; balance and credit ask to confirm the amount.
 */
async function payBy(
  page: Page,
  orderId: number,
  method: RegExp,
  screenshot?: string,
): Promise<string | null> {
  // The footer's help has a 支付方式 group too.
  const section = page.getByRole('main').getByRole('region', { name: '支付方式' });
  const change = section.getByRole('button', { name: '更换支付方式' });
  const radio = section.getByRole('radio', { name: method });
  await expect(change.or(radio)).toBeVisible();
  if (await change.isVisible()) {
    if (((await section.textContent()) ?? '').match(method) === null) await change.click();
  }
  if (await radio.isVisible()) {
    await radio.check();
    await expect(radio).toBeChecked();
  }
  const payButton = page.getByRole('button', { name: '立即支付' });
  await expect(payButton).toBeEnabled();
  if (screenshot) await shot(page, screenshot);
  const request = page.waitForRequest(
    (sent) => sent.method() === 'POST' && new URL(sent.url()).pathname === `/api/order/${orderId}/pay`,
  );
  await payButton.click();
  if (!/在线/.test(method.source)) {
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(/确认支付 ¥[\d.]+/);
    await expect(dialog).toContainText(/支付后(余额|可用额度)为 ¥[\d.]+/);
    if (screenshot) await shot(page, `${screenshot}-confirm`);
    await dialog.getByRole('button', { name: '确认支付' }).click();
  }
  return new URLSearchParams((await request).postData() ?? '').get('method');
}

test('the demo buyer checks out, signs the contract when asked, pays by balance and sees the order to ship', async ({
  page,
}) => {
  await logInAsDemoBuyer(page);
  const goods = await fillCart(page, 2);
  await checkOut(page);
  for (const g of goods) await expect(page.getByRole('listitem', { name: g.name })).toBeVisible();
  await expect(page.getByRole('region', { name: '订单金额' })).toContainText('应付金额');
  await shot(page, 'checkout-confirm');
  const orderId = await submitOrder(page);
  expect(await payBy(page, orderId, /余额支付/, 'checkout-pay')).toBe('balance');

  await page.waitForURL(new RegExp(`/cart/result/${orderId}`));
  await expect(page.getByText('支付成功')).toBeVisible();
  await expect(page.getByText('支付方式：余额支付')).toBeVisible();
  await shot(page, 'checkout-result');
  await page.getByRole('link', { name: '查看订单' }).click();
  await page.waitForURL(new RegExp(`/order/${orderId}`));
  await expect(page.getByText('待发货').first()).toBeVisible();

  await page.goto('/order?state=2');
  const order = await callApi<OrderDetail>(page, `/api/order/${orderId}`);
  await expect(page.getByRole('article', { name: order.order_no })).toBeVisible();
  await shot(page, 'orders');
  // The cart lines went into the order.
  expect((await callApi<CartState>(page, '/api/cart/list')).data).toHaveLength(0);
});

test('another order is paid online through the sandbox gateway', async ({ page }) => {
  await logInAsDemoBuyer(page);
  await fillCart(page, 1);
  await checkOut(page);
  const orderId = await submitOrder(page);
  expect(await payBy(page, orderId, /在线支付/)).toBe('online');

  // The sandbox's cashier page, then back to the shop while its notify arrives.
  await expect(page.getByText('开发沙箱 · 不会产生真实扣款')).toBeVisible();
  await shot(page, 'sandbox-cashier');
  await page.getByRole('button', { name: '确认支付' }).click();
  await page.waitForURL(new RegExp(`/cart/result/${orderId}`));
  await expect(page.getByText('支付成功')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('支付方式：在线支付')).toBeVisible();
  expect((await callApi<OrderDetail>(page, `/api/order/${orderId}`)).pay_method).toBe('online');
});

test('a cancelled order gives its stock back', async ({ page }) => {
  await logInAsDemoBuyer(page);
  const [goods] = await fillCart(page, 1);
  const before = (await callApi<{ number: number }>(page, `/api/goods/detail/${goods!.id}`)).number;
  await checkOut(page);
  const orderId = await submitOrder(page);
  // The detail's stock may be kept for a few seconds (GOODS_CACHE_MS): wait out that lifetime.
  const stock = async () =>
    (await callApi<{ number: number }>(page, `/api/goods/detail/${goods!.id}`)).number;
  await expect.poll(stock, { timeout: 10_000 }).toBe(before - goods!.zbz);

  await page.goto(`/order/${orderId}`);
  await page.getByRole('button', { name: '取消订单' }).first().click();
  await page.getByRole('button', { name: '确定取消' }).click();
  await expect(page.getByText('已取消').first()).toBeVisible();
  await expect.poll(stock, { timeout: 10_000 }).toBe(before);
});

test('the invoice page filters by order number and says when there is none yet', async ({ page }) => {
  await logInAsDemoBuyer(page);
  await page.goto('/dzfp');
  await page.getByPlaceholder(/订单号/).fill('2026112200000001');
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(page).toHaveURL(/order_no=2026112200000001/);
  // The console's test ships orders of this buyer, so only a number without an order has none.
  await expect(page.getByText('暂无电子发票（订单发货后开具）')).toBeVisible();
  await shot(page, 'invoices');
});
