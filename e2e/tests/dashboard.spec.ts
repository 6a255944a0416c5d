import type { Dashboard } from '@yaocai/domain/contracts/admin';
import { callApi, expect, logInAsDemoBuyer, operatorPage, paidOrder, shot, test } from '../fixtures.ts';

/** Yuan as the dashboard's figure shows them: grouped digits, two decimals. */
const shown = (fen: number) =>
  (fen / 100).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

test('the dashboard takes a cancelled paid order off the sales of any chosen period', async ({
  page,
  browser,
}) => {
  await logInAsDemoBuyer(page);
  const kept = await paidOrder(page, 31);
  const cancelled = await paidOrder(page, 32);

  const console = await operatorPage(browser, 'admin', 'admin123456');
  const before = await callApi<Dashboard>(console, '/api/admin/dashboard');
  await callApi(console, `/api/admin/orders/${cancelled.id}/cancel`, { reason: '缺货' });
  const after = await callApi<Dashboard>(console, '/api/admin/dashboard');
  const cancelledFen = Math.round(Number(cancelled.payable) * 100);
  expect(after.refunded_fen - before.refunded_fen).toBe(cancelledFen);
  expect(after.sales_fen).toBe(before.sales_fen - cancelledFen);
  expect(after.paid_fen).toBeGreaterThanOrEqual(Math.round(Number(kept.payable) * 100));

  const today = after.to;
  await console.goto('/admin/dashboard');
  await console.getByPlaceholder('开始日期').click();
  await console.getByText('今天', { exact: true }).click();
  await expect(console).toHaveURL(new RegExp(`/admin/dashboard\\?from=${today}&to=${today}$`));
  const day = await callApi<Dashboard>(console, `/api/admin/dashboard?from=${today}&to=${today}`);
  await expect(console.getByText(`¥${shown(day.sales_fen)}`).first()).toBeVisible();
  await expect(
    console.getByText(
      `已支付 ¥${(day.paid_fen / 100).toFixed(2)}，退款 ¥${(day.refunded_fen / 100).toFixed(2)}`,
    ),
  ).toBeVisible();
  await expect(console.locator('canvas').first()).toBeVisible({ timeout: 20_000 });
  await shot(console, 'console-dashboard-today');

  // The period is in the URL: a reload keeps it.
  await console.reload();
  await expect(console.getByPlaceholder('开始日期')).toHaveValue(today);
  await console.context().close();
});
