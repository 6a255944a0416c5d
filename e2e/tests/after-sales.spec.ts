import type { Page } from '@playwright/test';
import type { AdminOrderDetail } from '@yaocai/domain/contracts/admin-responses';
import type { OrderAfterSales } from '@yaocai/domain/contracts/after-sales';
import { yuanToFen } from '@yaocai/domain/money';
import { callApi, expect, logInAsDemoBuyer, operatorPage, paidOrder, shot, test } from '../fixtures.ts';

// The shop and the console side by side: two browser contexts.
test.slow();

/** A yuan string of the wire ("12.50") as integer fen. */
function fen(yuan: string): number {
  const amount = yuanToFen(yuan);
  if (amount === null) throw new Error(`not an amount: ${yuan}`);
  return amount;
}

/** Ships all of an order through the console's API, as the signed-in operator of `console`. */
async function shipOrder(console: Page, orderId: number) {
  const detail = await console.request.get(`/api/admin/orders/${orderId}`);
  const { lines } = ((await detail.json()) as { data: AdminOrderDetail }).data;
  const xsrf = (await console.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const shipped = await console.request.post(`/api/admin/orders/${orderId}/ship`, {
    headers: { 'x-xsrf-token': xsrf },
    data: {
      carrier: '顺丰速运',
      tracking_no: 'SF2026040100',
      lines: lines
        .filter((line) => line.number > line.shipped)
        .map((line) => ({
          line_id: line.id,
          number: line.number - line.shipped,
          batch_no: 'B20260101',
          produced_on: '2026-01-01',
          expires_on: '2028-12-31',
        })),
    },
  });
  const answer = (await shipped.json()) as { code: number; msg: string };
  expect(answer.code, answer.msg).toBe(10000);
}

const balanceFen = async (page: Page) =>
  fen((await callApi<{ balance: string }>(page, '/api/user/user_money')).balance);

test('a buyer asks for a refund on a shipped order; an operator approves it and the balance gets it back', async ({
  page,
  browser,
}) => {
  await logInAsDemoBuyer(page);
  const order = await paidOrder(page, 5);
  const console = await operatorPage(browser, 'admin', 'admin123456');
  await shipOrder(console, order.id);

  // The buyer files 仅退款 for one piece of the first line.
  await page.goto(`/order/${order.id}`);
  await expect(page.getByText('已发货').first()).toBeVisible();
  const section = page.getByRole('region', { name: '售后', exact: true });
  await expect(section).toBeVisible();
  await section.getByRole('button', { name: '申请售后' }).click();
  const dialog = page.getByRole('dialog', { name: '申请售后' });
  await expect(dialog.getByText(`订单号：${order.order_no}`)).toBeVisible();
  await dialog.getByRole('radio', { name: '仅退款' }).check();
  // Chosen with the keyboard (商品破损 is the first reason): a click on the opening list can miss,
  // leaving it open over the lines below.
  await dialog.getByLabel('售后原因').focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(dialog.getByTitle('商品破损')).toBeVisible();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  const first = order.lines[0]!;
  await dialog.getByRole('checkbox', { name: `选择${first.name}` }).check();
  await dialog.getByRole('spinbutton', { name: `${first.name}售后数量` }).fill('1');
  await dialog.getByLabel('问题描述').fill('外包装压破，药板有裂痕');
  await shot(page, 'after-sales-shop-dialog');
  await dialog.getByRole('button', { name: /提\s*交\s*申\s*请/ }).click();
  await expect(page.getByText('售后申请已提交，请等待商家审核')).toBeVisible();
  await expect(dialog).toBeHidden();
  const request = section.getByRole('article');
  await expect(request).toHaveCount(1);
  await expect(request.getByText('待审核')).toBeVisible();
  await expect(request.getByText('商品破损')).toBeVisible();
  await shot(page, 'after-sales-shop-request');

  const filed = (await callApi<OrderAfterSales>(page, `/api/order/${order.id}/after_sales`)).list;
  expect(filed).toHaveLength(1);
  const { amount } = filed[0]!;
  expect(fen(amount)).toBeGreaterThan(0);
  expect(filed[0]!.lines).toEqual([expect.objectContaining({ line_id: first.id, number: 1 })]);
  await expect(request).toContainText(amount);
  const before = await balanceFen(page);

  // The operator approves it in the console: 仅退款 paid by balance goes back at once.
  await console.goto('/admin/after-sales');
  const row = console.getByRole('row', { name: new RegExp(order.order_no) });
  await expect(row).toBeVisible();
  await expect(row.getByText('待审核')).toBeVisible();
  await expect(row).toContainText(`¥${amount}`);
  await shot(console, 'after-sales-console-list');
  await row.getByRole('button', { name: /同\s*意/ }).click();
  const confirm = console.getByRole('tooltip');
  await expect(confirm).toContainText(`¥${amount}`);
  await confirm.getByRole('button', { name: /同\s*意/ }).click();
  await expect(console.getByText('已同意并退款')).toBeVisible();
  await expect(row.getByText('已退款')).toBeVisible();
  await expect(row.getByRole('button', { name: /同\s*意/ })).toHaveCount(0);
  await shot(console, 'after-sales-console-refunded');

  // The buyer sees it refunded, and the balance went up by exactly the request's amount.
  await page.reload();
  await expect(request.getByText('已退款')).toBeVisible();
  await expect(request.getByText('退款时间：')).toBeVisible();
  await shot(page, 'after-sales-shop-refunded');
  expect(await balanceFen(page)).toBe(before + fen(amount));
  await console.context().close();
});
