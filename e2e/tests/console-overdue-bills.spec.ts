import type { OverdueBill } from '@yaocai/domain/contracts/admin-money-responses';
import type { CreditBill } from '@yaocai/domain/contracts/money-responses';
import type { Paged } from '@yaocai/domain/contracts/wire';
import { callApi, expect, operatorPage, shot, test } from '../fixtures.ts';

// The demo shop's history has a credit buyer who stopped repaying its bills weeks ago.
const LAGGARD = '益丰惠民大药房连锁有限公司（观前街店）';

test('逾期账单 lists a credit buyer’s bills past due with amount and days overdue, and leads to the buyer', async ({
  browser,
}) => {
  const console = await operatorPage(browser, 'admin', 'admin123456');
  const overdue = await callApi<Paged<OverdueBill>>(console, '/api/admin/credit-bills/overdue?page_size=100');
  const laggards = overdue.list.filter((bill) => bill.company === LAGGARD);
  expect(laggards.length).toBeGreaterThan(0);
  // The longest overdue first: the laggard's oldest bill.
  const bill = laggards[0]!;
  expect(bill.days_overdue).toBeGreaterThan(0);

  await console.getByRole('menu').getByText('逾期账单').click();
  await expect(console).toHaveURL(/\/admin\/overdue-bills$/);
  await expect(console.getByText(`共 ${overdue.total} 条`)).toBeVisible();
  const row = console.getByRole('row', { name: new RegExp(bill.order_no) });
  await expect(row.getByRole('link', { name: LAGGARD })).toBeVisible();
  await expect(row.getByRole('cell', { name: bill.amount, exact: true })).toBeVisible();
  await expect(row.getByText(`${bill.days_overdue} 天`, { exact: true })).toBeVisible();
  await shot(console, 'console-overdue-bills');

  await row.getByRole('link', { name: LAGGARD }).click();
  await expect(console).toHaveURL(new RegExp(`/admin/buyers/${bill.buyer_id}$`));
  await expect(console.getByText(LAGGARD).first()).toBeVisible();
  // The buyer's own bills, newest first ten a page, name the same one overdue.
  const own = await callApi<Paged<CreditBill>>(
    console,
    `/api/admin/buyers/${bill.buyer_id}/credit-bills?page_size=50`,
  );
  const page = Math.floor(own.list.findIndex((b) => b.order_no === bill.order_no) / 10) + 1;
  await console.getByRole('tab', { name: '授信账单' }).click();
  const bills = console.getByRole('tabpanel', { name: '授信账单' });
  await expect(bills.getByText(`共 ${own.total} 笔`)).toBeVisible();
  if (page > 1) await bills.getByRole('listitem', { name: String(page) }).click();
  const ownRow = bills.getByRole('row', { name: new RegExp(bill.order_no) });
  await expect(ownRow).toContainText(bill.amount);
  await expect(ownRow.getByText('已逾期')).toBeVisible();
  await console.context().close();
});
