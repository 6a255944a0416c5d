import type { CreditState } from '@yaocai/domain/contracts/money';
import { callApi, expect, logInAsDemoBuyer, paidOrder, shot, test } from '../fixtures.ts';

const yuan = (text: string) => Math.round(Number(text) * 100);

test('the buyer recharges 5000 through the sandbox and sees the balance with its bonus, and the log', async ({
  page,
}) => {
  await logInAsDemoBuyer(page);
  const before = yuan((await callApi<{ balance: string }>(page, '/api/user/user_money')).balance);
  await page.goto('/user');
  await page.getByRole('navigation', { name: '常用功能' }).getByRole('link', { name: '我的余额' }).click();
  await expect(page).toHaveURL(/\/user\/balance$/);
  const panel = page.getByRole('region', { name: '余额充值' });
  await panel.getByRole('button', { name: /^¥5000\s*送¥100$/ }).click();
  await expect(panel.getByRole('status')).toHaveText('充值 ¥5000，赠送 ¥100，到账 ¥5100');
  await shot(page, 'balance');
  await panel.getByRole('button', { name: '立即充值' }).click();

  await expect(page.getByText('开发沙箱 · 不会产生真实扣款')).toBeVisible();
  await expect(page.getByText('¥5000.00', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: '确认支付' }).click();
  await page.waitForURL(/\/user\/balance\?recharge=\d+$/);
  await expect(page.getByText('充值 ¥5000.00 已到账')).toBeVisible({ timeout: 20_000 });
  const after = `¥${((before + 510_000) / 100).toFixed(2)}`;
  await expect(page.getByRole('region', { name: '账户余额' })).toContainText(after);
  const log = page.getByRole('region', { name: '余额明细' });
  await expect(log.getByRole('row', { name: /充值赠送 \+100\.00/ })).toBeVisible();
  await expect(log.getByRole('row', { name: /充值 \+5000\.00 [\d.]+ 充值单\d+/ })).toBeVisible();
  await shot(page, 'balance-recharged');
});

test('the buyer repays a credit bill from the balance and gets the credit back', async ({ page }) => {
  await logInAsDemoBuyer(page);
  const order = await paidOrder(page, 6, 'credit');
  const before = await callApi<CreditState>(page, '/api/user/user_credit');
  await page.goto('/user/credit');
  const bills = page.getByRole('region', { name: '账期账单' });
  const row = bills.getByRole('row', { name: new RegExp(order.order_no) });
  await expect(row).toContainText(`¥${order.payable}`);
  await expect(row).toContainText('待还款');
  await row.getByRole('checkbox').check();
  await expect(bills).toContainText(`已选 1 笔，共 ¥${order.payable}`);
  await shot(page, 'credit');
  await bills.getByRole('button', { name: '立即还款' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`还款 1 笔账单，共 ¥${order.payable}`);
  await dialog.getByRole('radio', { name: /余额支付/ }).check();
  await dialog.getByRole('button', { name: '确认还款' }).click();
  await expect(page.getByText('还款成功')).toBeVisible();
  await expect(bills.getByRole('row', { name: new RegExp(order.order_no) })).toHaveCount(0);

  const after = await callApi<CreditState>(page, '/api/user/user_credit');
  expect(yuan(after.available) - yuan(before.available)).toBe(yuan(order.payable));
  await bills.getByRole('tab', { name: '已结清' }).click();
  await expect(bills.getByRole('row', { name: new RegExp(order.order_no) })).toContainText('已还款');
});
