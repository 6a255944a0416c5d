import type { GoodsPage } from '@yaocai/domain/contracts/catalog';
import { callApi, expect, logInAsBuyer, operatorPage, shot, test } from '../fixtures.ts';

// The shop and the console side by side: two browser contexts.
test.slow();

test('an operator approves a waiting buyer, who then sees prices', async ({ page, browser }) => {
  await logInAsBuyer(page, '13800000002', '安和堂诊所有限公司');
  const goods = (await callApi<GoodsPage>(page, '/api/goods/list?page_size=1')).list[0]!;
  await page.goto(`/list/info/${goods.id}`);
  await expect(page.getByText('资质审核后可见').first()).toBeVisible();

  const console = await operatorPage(browser, 'admin', 'admin123456');
  await console.goto('/admin/buyers');
  const row = console.getByRole('row', { name: /13800000002/ });
  await expect(row).toBeVisible();
  await shot(console, 'console-buyer-review');
  await row.getByRole('button', { name: '通过' }).click();
  // The clinic has not filed its 医疗机构执业许可证: approving anyway takes a reason.
  const approval = console.getByRole('dialog');
  await expect(approval.getByText('医疗机构执业许可证未提交')).toBeVisible();
  await shot(console, 'console-buyer-approval-shortfall');
  await approval.getByLabel('仍然通过的原因').fill('纸质许可证已当面核验，扫描件随后补传');
  await approval.getByRole('button', { name: '仍然通过' }).click();
  await expect(console.getByText('已通过').first()).toBeVisible();
  await expect(console.getByRole('row', { name: /13800000002/ })).toHaveCount(0);

  await page.reload();
  await expect(page.getByText('资质审核后可见')).toHaveCount(0);
  await expect(page.getByText(/¥\s*\d+\.\d{2}/).first()).toBeVisible();
  await console.context().close();
});
