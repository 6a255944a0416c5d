import type { Page } from '@playwright/test';
import type { CartState } from '@yaocai/domain/contracts/cart';
import type { GoodsCard, GoodsPage } from '@yaocai/domain/contracts/catalog';
import { callApi, emptyCart, expect, logInAsDemoBuyer, paidOrder, shot, test } from '../fixtures.ts';

/** Empties the cart and fills it with `count` goods of a list page, `packs` middle packs each. */
async function cartOf(page: Page, listPage: number, count: number, packs: number): Promise<number[]> {
  await emptyCart(page);
  const found = (await callApi<GoodsPage>(page, `/api/goods/list?in_stock=1&page_size=60&page=${listPage}`))
    .list;
  const chosen = found
    .filter(
      (g) => g.is_buy && g.monthly_limit === null && g.number >= g.zbz * packs * 2 && !g.tags.includes('秒'),
    )
    .slice(0, count);
  await callApi(page, '/api/cart', { data: chosen.map((g) => ({ goods_id: g.id, number: g.zbz * packs })) });
  await callApi(page, '/api/contract/sign', { agree: 1 });
  return (await callApi<CartState>(page, '/api/cart/list')).data.map((line) => line.id);
}

test('the goods page prices the chosen quantity at its ladder step and says when it rounds a quantity', async ({
  page,
}) => {
  await logInAsDemoBuyer(page);
  let laddered: GoodsCard | undefined;
  for (let listPage = 1; !laddered && listPage <= 5; listPage++) {
    const list = (await callApi<GoodsPage>(page, `/api/goods/list?in_stock=1&page_size=60&page=${listPage}`))
      .list;
    laddered = list.find(
      (g) =>
        g.is_buy &&
        g.monthly_limit === null &&
        g.ladder_price_type === 1 &&
        g.ladder_price.length > 0 &&
        g.zbz > 1 &&
        g.number > 500,
    );
  }
  expect(laddered, 'a goods with a ladder price and a middle pack').toBeDefined();
  const goods = laddered!;
  const step = [...goods.ladder_price].sort((a, b) => a.number - b.number)[0]!;
  await page.goto(`/list/info/${goods.id}`);
  const subtotal = page.getByRole('group', { name: '小计' });
  await expect(subtotal).toContainText(`单价¥${goods.base_price} × ${goods.zbz}${goods.bzdw}`);
  const more = Math.ceil((step.number - goods.zbz) / goods.zbz) * goods.zbz;
  if (more > 0) await expect(subtotal).toContainText(`再买${more}${goods.bzdw}，单价降至¥${step.price}`);

  const quantity = page.getByRole('textbox', { name: '购买数量' });
  const atStep = Math.ceil(step.number / goods.zbz) * goods.zbz;
  await quantity.fill(String(atStep + 1));
  await quantity.press('Enter');
  const rounded = atStep + goods.zbz;
  await expect(quantity).toHaveValue(String(rounded));
  await expect(page.getByRole('status').filter({ hasText: '已调整为' })).toHaveText(
    `按中包装${goods.zbz}${goods.bzdw}的倍数购买，已调整为${rounded}${goods.bzdw}`,
  );
  await expect(subtotal).toContainText(`单价¥${step.price} × ${rounded}${goods.bzdw}`);
  const subtotalFen = Math.round(Number(step.price) * 100) * rounded;
  await expect(subtotal).toContainText(`¥${(subtotalFen / 100).toFixed(2)}`);
  await expect(
    page.getByRole('table', { name: '阶梯价格' }).locator('tr[aria-current="true"]'),
  ).toContainText(`¥${step.price}`);
  await shot(page, 'goods-detail-ladder');
});

test('checkout preselects the coupon saving most and takes a landline for an address', async ({ page }) => {
  await logInAsDemoBuyer(page);
  const ids = await cartOf(page, 3, 3, 10);
  await page.goto(`/cart/confirm?ids=${ids.join(',')}`);
  const coupons = page.getByRole('region', { name: '优惠券' });
  await expect(coupons.getByRole('radio').first()).toBeVisible();
  const labels = await coupons.locator('label').allTextContents();
  const savings = labels.map((label) => Number(/省¥([\d.]+)/.exec(label)?.[1] ?? 0));
  const best = Math.max(...savings);
  expect(best).toBeGreaterThan(0);
  await expect(coupons.getByRole('radio', { checked: true })).toHaveCount(1);
  const checkedLabel = coupons.locator('label', { has: page.getByRole('radio', { checked: true }) });
  await expect(checkedLabel).toContainText(`省¥${best.toFixed(2)}`);
  await expect(page.getByRole('region', { name: '订单金额' })).toContainText(`-¥${best.toFixed(2)}`);
  await shot(page, 'checkout-confirm');

  await page.getByRole('button', { name: '新增收货地址' }).first().click();
  const dialog = page.getByRole('dialog', { name: '新增收货地址' });
  await dialog.getByLabel('收货人').fill('王五');
  const phone = dialog.getByLabel('联系电话');
  await phone.fill('0211-123');
  await dialog.getByLabel('省份').fill('上海市');
  await expect(dialog.getByText(/区号-号码形式的固定电话/)).toBeVisible();
  await phone.fill('021-12345678');
  await dialog.getByLabel('城市').fill('上海市');
  await dialog.getByLabel('区县').fill('黄浦区');
  await dialog.getByLabel('详细地址').fill('南京东路100号');
  await dialog.getByRole('button', { name: /确\s*定|保\s*存/ }).click();
  await expect(page.getByRole('region', { name: '收货地址' }).getByText('021-12345678')).toBeVisible();
});

test('an order with a plain invoice shows only the fields a plain invoice has', async ({ page }) => {
  await logInAsDemoBuyer(page);
  const order = await paidOrder(page, 4);
  await page.goto(`/order/${order.id}`);
  const invoice = page.getByRole('region', { name: '发票信息' });
  await expect(invoice).toContainText('普通发票');
  await expect(invoice.getByText('税号')).toHaveCount(0);
});

test('the countdown to pay keeps the server’s time when the buyer’s clock is 10 minutes fast', async ({
  page,
}) => {
  await page.clock.install({ time: new Date(Date.now() + 10 * 60_000) });
  await logInAsDemoBuyer(page);
  const ids = await cartOf(page, 5, 1, 1);
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const submitted = await page.request.post('/api/order', {
    data: { ids, invoice_type: 0 },
    headers: { 'x-xsrf-token': xsrf, 'idempotency-key': `e2e-clock-${Date.now()}` },
  });
  const { data: order } = (await submitted.json()) as { data: { id: number } };
  await page.goto(`/cart/pay/${order.id}`);
  const timer = page.getByRole('timer');
  await expect(timer).toContainText(/订单将于 \d\d:\d\d 后自动取消/);
  const minutes = Number(/(\d\d):\d\d/.exec((await timer.textContent())!)![1]);
  // 30 minutes to pay: by the fast local clock only about 20 would be left.
  expect(minutes).toBeGreaterThanOrEqual(28);
  await shot(page, 'checkout-pay');
});

test('the promotion landing promises only the configured activities', async ({ page }) => {
  await page.goto('/promotion');
  const perks = page.getByRole('list', { name: '进行中的活动' });
  await expect(perks).toContainText('满500减20 · 满1000减50 · 满3000减180');
  await expect(perks).toContainText('全场通用');
  await expect(page.locator('body')).not.toContainText('满2000减100');
  await expect(page.locator('body')).not.toContainText('抽奖');
  await shot(page, 'promotion');
});

test('the message badge counts the messages 我的消息 shows, and reading them clears it', async ({ page }) => {
  await logInAsDemoBuyer(page);
  await page.goto('/wdxx');
  const summary = page.getByText(/共 \d+ 条，未读 \d+ 条/);
  await expect(summary).toBeVisible();
  const unread = Number(/未读 (\d+) 条/.exec((await summary.textContent())!)![1]);
  expect(unread).toBeGreaterThan(0);
  const badge = page
    .getByRole('complementary', { name: '侧边栏' })
    .getByRole('link', { name: '我的消息' })
    .locator('.ant-scroll-number');
  await expect(badge).toHaveAttribute('title', String(unread));
  await expect(page.locator('.yc-message-unread')).toHaveCount(unread);
  // Messages are plain text: no markup shows as characters.
  await expect(page.getByRole('main')).not.toContainText('<p>');
  await shot(page, 'messages');
  await page.getByRole('button', { name: '全部标为已读' }).click();
  await expect(summary).toHaveText(/未读 0 条/);
  await expect(badge).toHaveCount(0);
});
