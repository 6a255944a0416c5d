import path from 'node:path';
import ExcelJS from 'exceljs';
import type { AdminOrderDetail } from '@yaocai/domain/contracts/admin-responses';
import type { GoodsPage } from '@yaocai/domain/contracts/catalog';
import type { OrderDetail } from '@yaocai/domain/contracts/order-responses';
import { callApi, expect, logInAsDemoBuyer, operatorPage, paidOrder, shot, test } from '../fixtures.ts';
import { artifactsDir } from '../playwright.config.ts';

// Each test drives the shop and the console side by side: two browser contexts.
test.slow();

test('an operator ships a paid order by batch; the buyer sees 已发货 and downloads the invoice', async ({
  page,
  browser,
}) => {
  await logInAsDemoBuyer(page);
  const order = await paidOrder(page, 3);

  const console = await operatorPage(browser, 'admin', 'admin123456');
  await console.goto('/admin/orders');
  await console.getByPlaceholder(/订单号/).fill(order.order_no);
  await console.getByPlaceholder(/订单号/).press('Enter');
  await console
    .getByRole('row', { name: new RegExp(order.order_no) })
    .getByRole('link')
    .first()
    .click();
  await expect(console.getByRole('button', { name: /发\s*货/ })).toBeVisible();
  await console.getByRole('button', { name: /发\s*货/ }).click();
  const dialog = console.getByRole('dialog');
  await dialog.getByLabel('物流公司').fill('顺丰速运');
  await dialog.getByLabel('物流单号').fill('SF1234567890');
  for (const line of order.lines) {
    await dialog.getByLabel(`${line.name} 批号`).fill('B20260101');
    await dialog.getByLabel(`${line.name} 生产日期`).fill('2026-01-01');
    await dialog.getByLabel(`${line.name} 生产日期`).press('Enter');
    await dialog.getByLabel(`${line.name} 有效期至`).fill('2028-12-31');
    await dialog.getByLabel(`${line.name} 有效期至`).press('Enter');
  }
  await shot(console, 'console-ship-order');
  await dialog.getByRole('button', { name: '确认发货' }).click();
  await expect(dialog).toBeHidden();
  await expect(console.getByText('已发货').first()).toBeVisible();
  await expect(console.getByText('SF1234567890')).toBeVisible();
  await shot(console, 'console-order-shipped');

  // Found again by a goods name on one of its lines, with the count of such orders in each state.
  const name = order.lines[0]!.name;
  await console.goto('/admin/orders');
  await console.getByPlaceholder(/订单号/).fill(name);
  await console.getByPlaceholder(/订单号/).press('Enter');
  await expect(console).toHaveURL(new RegExp(`keywords=${encodeURIComponent(name)}`));
  await expect(console.locator('.ant-spin-spinning')).toHaveCount(0);
  await expect(console.getByRole('row', { name: new RegExp(order.order_no) })).toBeVisible();
  // Other lanes may be ordering the same goods meanwhile, and the list may be read again between two
  // reads of the page: the tabs and the total are read together until they agree. 全部 is the sum of
  // the states, and the list's total.
  await expect
    .poll(async () => {
      const counts = (await console.getByRole('tab').allTextContents()).map((tab) =>
        Number(/\((\d+)\)/.exec(tab)![1]),
      );
      const total = Number(
        /共 (\d+) 条/.exec(
          (await console
            .getByText(/共 \d+ 条/)
            .first()
            .textContent()) ?? '',
        )?.[1],
      );
      const [all, ...byState] = counts;
      return all === byState.reduce((sum, n) => sum + n, 0) && byState[2]! > 0 && total === all;
    })
    .toBe(true);
  await shot(console, 'console-orders-by-goods-name');

  await page.goto(`/order/${order.id}`);
  await expect(page.getByText('已发货').first()).toBeVisible();
  await page.goto('/dzfp');
  const download = page.waitForEvent('download');
  await page
    .getByRole('row', { name: new RegExp(order.order_no) })
    .getByRole('link', { name: '下载PDF' })
    .click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  await console.context().close();
});

test('customer service sees no ship button, and the API refuses them', async ({ page, browser }) => {
  await logInAsDemoBuyer(page);
  const order = await paidOrder(page, 3);
  const console = await operatorPage(browser, 'kefu', 'kefu123456');
  await console.goto(`/admin/orders/${order.id}`);
  await expect(console.getByText(order.order_no).first()).toBeVisible();
  await expect(console.getByRole('button', { name: /发\s*货/ })).toHaveCount(0);
  await expect(console.getByRole('menuitem', { name: '操作日志' })).toHaveCount(0);
  await shot(console, 'console-order-kefu');

  const detail = await console.request.get(`/api/admin/orders/${order.id}`);
  const lines = ((await detail.json()) as { data: AdminOrderDetail }).data.lines;
  const xsrf = (await console.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const refused = await console.request.post(`/api/admin/orders/${order.id}/ship`, {
    headers: { 'x-xsrf-token': xsrf },
    data: {
      carrier: '顺丰速运',
      tracking_no: 'SF1',
      lines: lines.map((line) => ({
        line_id: line.id,
        number: line.number,
        batch_no: 'B1',
        produced_on: '2026-01-01',
        expires_on: '2028-01-01',
      })),
    },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { msg: string }).msg).toBe('您没有此操作的权限');
  expect((await callApi<OrderDetail>(page, `/api/order/${order.id}`)).status_label).toBe('待发货');
  await console.context().close();
});

test('an operator imports price changes from Excel, watches the import, the shop shows the new prices and the audit log each change', async ({
  page,
  browser,
}) => {
  await logInAsDemoBuyer(page);
  const [first, second] = (await callApi<GoodsPage>(page, '/api/goods/list?page_size=2&page=7')).list;
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('商品');
  sheet.addRows([
    ['商品ID', '商品名称', '价格（元）', '备注'],
    [first!.id, first!.name, 88.8, '调价'],
    [second!.id, second!.name, '66.60', ''],
  ]);
  const file = path.join(artifactsDir, 'price-changes.xlsx');
  await workbook.xlsx.writeFile(file);

  const console = await operatorPage(browser, 'admin', 'admin123456');
  await console.goto('/admin/goods');
  await console.getByRole('button', { name: /导\s*入/ }).click();
  await console.locator('input[type=file]').setInputFiles(file);
  await expect(console.getByText('将导入 2 个商品（修改或新增）')).toBeVisible();
  await expect(console.getByText(/以下列不会导入：备注/)).toBeVisible();
  await shot(console, 'console-import-preview');
  await console.getByRole('button', { name: '确认导入' }).click();
  await expect(console.getByText('已应用2行')).toBeVisible({ timeout: 30_000 });
  await shot(console, 'console-import-done');

  // The shop shows it within its caches' lifetime.
  await expect(async () => {
    await page.goto(`/list/info/${first!.id}`);
    await expect(page.getByText('¥88.80').first()).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await shot(page, 'shop-imported-price');
  await console.goto('/admin/jobs');
  const imported = console.getByRole('row', { name: /商品导入/ }).first();
  await expect(imported).toContainText('已完成');
  await shot(console, 'console-jobs');

  // Each goods the import changed is in the audit log, before and after, linked to the job.
  await imported.getByRole('link', { name: '查看' }).click();
  await console.getByRole('link', { name: '查看本任务修改的商品记录' }).click();
  const changes = console.getByRole('row', { name: /导入修改商品/ });
  await expect(changes).toHaveCount(2);
  await expect(changes.first().getByRole('link', { name: /导入任务 #\d+/ })).toBeVisible();
  await changes
    .filter({ hasText: `商品 #${first!.id}` })
    .getByRole('button', { name: /展开/ })
    .click();
  await expect(console.getByText(/"price_fen": 8880/)).toBeVisible();
  await shot(console, 'console-import-audit');
  await console.context().close();
});

test('the dashboard shows what was sold and what waits', async ({ browser }) => {
  const console = await operatorPage(browser, 'admin', 'admin123456');
  await console.goto('/admin/dashboard');
  await expect(console.getByText('销售额').first()).toBeVisible();
  await expect(console.getByText('待发货订单').first()).toBeVisible();
  // After the tests above paid orders, the chart has something to draw; on its own, it says so.
  await expect(console.locator('canvas').or(console.getByText('暂无销售数据')).first()).toBeVisible({
    timeout: 20_000,
  });
  await shot(console, 'console-dashboard');
  await console.context().close();
});

test('an operator adjusts a buyer balance, cancels a paid order with a refund, and adds a role', async ({
  page,
  browser,
}) => {
  await logInAsDemoBuyer(page);
  const order = await paidOrder(page, 3);
  const console = await operatorPage(browser, 'admin', 'admin123456');

  await console.goto('/admin/buyers?status=approved');
  await console
    .getByRole('row', { name: /13800000001/ })
    .getByText('详情')
    .click();
  await console.getByRole('button', { name: '调整余额' }).click();
  const adjust = console.getByRole('dialog', { name: '调整余额' });
  await adjust.getByLabel('金额（元）').fill('100');
  await adjust.getByLabel('调整原因').fill('线下转账充值');
  await shot(console, 'console-adjust-balance');
  await adjust.getByRole('button', { name: '确认调整' }).click();
  await expect(console.getByText('余额已调整')).toBeVisible();
  await expect(adjust).toBeHidden();
  await shot(console, 'console-buyer-detail');

  await console.goto(`/admin/orders/${order.id}`);
  await console.getByRole('button', { name: '取消订单' }).click();
  const cancel = console.getByRole('dialog');
  await cancel.getByLabel('取消原因').fill('缺货');
  await cancel.getByRole('button', { name: '确认取消订单' }).click();
  await expect(console.getByText('已取消').first()).toBeVisible();
  expect((await callApi<OrderDetail>(page, `/api/order/${order.id}`)).status_label).toBe('已取消');

  await console.goto('/admin/operators?tab=roles');
  await console.getByRole('button', { name: '新增角色' }).click();
  const role = console.getByRole('dialog');
  await role.getByLabel('角色名称').fill('仓库发货');
  await role.getByRole('checkbox', { name: '订单发货' }).check();
  await role.getByRole('button', { name: /保\s*存/ }).click();
  await expect(console.getByRole('row', { name: /仓库发货/ })).toContainText('订单发货');
  await expect(role).toBeHidden();
  await shot(console, 'console-roles');
  await console.context().close();
});
