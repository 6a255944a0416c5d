import ExcelJS from 'exceljs';
import { expect, test } from '../fixtures.ts';

test('an operator filters buyers by customer type, opens one with their orders, and exports orders to Excel', async ({
  page,
}) => {
  await page.goto('/admin/login');
  await page.getByLabel('用户名').fill('admin');
  await page.getByLabel('密码').fill('admin123456');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();

  await page.goto('/admin/buyers?status=approved');
  await page.getByLabel('客户类型').click();
  await page.getByTitle('连锁药店').click();
  await expect(page).toHaveURL(/customer_type=chain/);
  const row = page.getByRole('row', { name: /康宁大药房连锁有限公司（中山路店）/ });
  await expect(row.getByText('连锁药店 · 浙江')).toBeVisible();
  await row.getByRole('link', { name: '详情' }).click();
  await expect(page.locator('.ant-card').filter({ hasText: '订单' }).last()).toBeVisible();

  await page.getByRole('menu').getByText('订单管理').click();
  await page.getByRole('button', { name: /导出/ }).click();
  await expect(page).toHaveURL(/\/admin\/jobs\/\d+$/);
  const download = page.getByRole('link', { name: /下载/ }).or(page.getByRole('button', { name: /下载/ }));
  await expect(download.first()).toBeVisible({ timeout: 30_000 });
  const [file] = await Promise.all([page.waitForEvent('download'), download.first().click()]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await file.path())!);
  const sheet = workbook.worksheets[0]!;
  expect((sheet.getRow(1).values as string[]).slice(1, 4)).toEqual(['订单编号', '下单时间', '状态']);
});
