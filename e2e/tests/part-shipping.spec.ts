import type { OrderDetail } from '@yaocai/domain/contracts/order-responses';
import { callApi, expect, logInAsDemoBuyer, operatorPage, paidOrder, shot, test } from '../fixtures.ts';

// The shop and the console side by side: two browser contexts.
test.slow();

const fen = (yuan: string) => Math.round(Number(yuan) * 100);

test('an operator ships part of an order, an expired lot is refused, and the unshipped part is cancelled and refunded', async ({
  page,
  browser,
}) => {
  await logInAsDemoBuyer(page);
  const order = await paidOrder(page, 14);
  const [sent, owed] = order.lines;
  if (!sent || !owed) throw new Error('the order needs two lines');

  const console = await operatorPage(browser, 'admin', 'admin123456');
  await console.goto(`/admin/orders/${order.id}`);
  await console.getByRole('button', { name: /发\s*货/ }).click();
  const dialog = console.getByRole('dialog');
  // A date typed and confirmed; its calendar closed before anything else is clicked, or the click
  // would only close it.
  const typeDate = async (label: string, value: string) => {
    await dialog.getByLabel(label).fill(value);
    await dialog.getByLabel(label).press('Enter');
    await expect(console.locator('.ant-picker-dropdown:visible')).toHaveCount(0);
  };
  await dialog.getByLabel('物流公司').fill('顺丰速运');
  await dialog.getByLabel('物流单号').fill('SF20260001');
  // The lots come proposed from the goods records.
  await expect(dialog.getByLabel(`${sent.name} 批号`)).not.toHaveValue('');
  await dialog.getByLabel(`${owed.name} 本次发货数量`).fill('0');
  await typeDate(`${sent.name} 生产日期`, '2023-01-01');
  await typeDate(`${sent.name} 有效期至`, '2025-01-01');
  await dialog.getByRole('button', { name: '确认发货' }).click();
  const expired = `第1行 ${sent.name}：有效期至2025-01-01，已过期`;
  await expect(dialog.getByText(expired)).toBeVisible();
  // Shown on the line it names.
  await expect(dialog.getByRole('row').filter({ hasText: expired })).toContainText(sent.ypgg);
  await shot(console, 'part-shipping-expired-lot-refused');

  await typeDate(`${sent.name} 有效期至`, '2028-12-31');
  await dialog.getByRole('button', { name: '确认发货' }).click();
  await expect(dialog).toBeHidden();
  await expect(console.getByText('部分发货').first()).toBeVisible();
  await expect(console.getByRole('button', { name: /取消未发部分/ })).toBeVisible();
  await shot(console, 'part-shipping-console-order');

  // Still in 待发货, with the rest owed.
  await console.goto('/admin/orders?state=2');
  const row = console.getByRole('row', { name: new RegExp(order.order_no) });
  await expect(row).toContainText('部分发货');
  await shot(console, 'part-shipping-console-to-ship');

  await page.goto(`/order/${order.id}`);
  const status = page.getByRole('region', { name: '订单状态' });
  await expect(status.getByText('部分发货', { exact: true })).toBeVisible();
  await expect(status.getByRole('button', { name: '确认收货' })).toHaveCount(0);
  const lines = page.getByRole('region', { name: '商品清单' });
  await expect(lines.getByRole('row', { name: new RegExp(owed.name) })).toContainText(
    `待发 ${owed.number}${owed.bzdw}`,
  );
  await expect(lines.getByRole('row', { name: new RegExp(sent.name) })).toContainText('有效期至 2028-12-31');
  await shot(page, 'part-shipping-buyer-order');

  const before = fen((await callApi<{ balance: string }>(page, '/api/user/user_money')).balance);
  await console.goto(`/admin/orders/${order.id}`);
  await console.getByRole('button', { name: /取消未发部分/ }).click();
  const cancel = console.getByRole('dialog');
  await expect(cancel).toContainText(`${owed.name} ${owed.number}${owed.bzdw}`);
  await cancel.getByLabel('取消原因').fill('厂家断货');
  await shot(console, 'part-shipping-cancel-unshipped');
  await cancel.getByRole('button', { name: /确认取消未发部分/ }).click();
  await expect(cancel).toBeHidden();
  await expect(console.getByText('已发货').first()).toBeVisible();
  await expect(console.getByText('厂家断货')).toBeVisible();
  await shot(console, 'part-shipping-console-cancelled');

  const after = fen((await callApi<{ balance: string }>(page, '/api/user/user_money')).balance);
  expect(after - before).toBe(fen(owed.amount));
  const shipped = await callApi<OrderDetail>(page, `/api/order/${order.id}`);
  expect([shipped.status_label, shipped.can_receive]).toEqual(['已发货', true]);
  await page.goto(`/order/${order.id}`);
  await expect(page.getByRole('region', { name: '商品清单' })).toContainText(
    `已取消 ${owed.number}${owed.bzdw}（已退款）`,
  );
  await shot(page, 'part-shipping-buyer-refunded');
  await console.context().close();
});
