import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import type { AdminBuyer, AdminOrderList } from '@yaocai/domain/contracts/admin';
import type { CartState } from '@yaocai/domain/contracts/cart';
import type { GoodsPage } from '@yaocai/domain/contracts/catalog';
import type { Paged } from '@yaocai/domain/contracts/wire';
import { callApi, expect, operatorPage, registerBuyer, shot, test } from '../fixtures.ts';

// A buyer of its own places 22 orders (7 is prime to 22: their sizes are a shuffle of 1 to 22), more than a page of 20: the list is searched by its phone.
test.slow();

const ORDERS = 22;

async function putApi(page: Page, url: string, body: object): Promise<void> {
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const answer = (await (
    await page.request.put(url, { data: body, headers: { 'x-xsrf-token': xsrf } })
  ).json()) as {
    code: number;
    msg: string;
  };
  if (answer.code !== 10000) throw new Error(`${url}: ${answer.msg}`);
}

/** Approves the buyer with every business scope, so that they may buy anything. */
async function approve(console: Page, phone: string): Promise<void> {
  const [buyer] = (
    await callApi<Paged<AdminBuyer>>(console, `/api/admin/buyers?status=pending&keywords=${phone}`)
  ).list;
  // A new buyer has no licences on file: approved anyway, with the reason the console asks for.
  await callApi(console, `/api/admin/buyers/${buyer!.id}/approve`, {
    override: { reason: '测试买家，证照后补' },
  });
  const scopes = await callApi<string[]>(console, '/api/admin/business-scopes');
  await putApi(console, `/api/admin/buyers/${buyer!.id}/profile`, {
    manager_id: null,
    business_scopes: scopes,
  });
}

/** `count` unpaid orders of one goods, each of another number of middle packs (1 to `count`, shuffled), so each has its own amount. */
async function placeOrders(page: Page, count: number): Promise<void> {
  await callApi(page, '/api/user/address', {
    name: '李药师',
    phone: '13800138000',
    province: '广东省',
    city: '广州市',
    district: '天河区',
    detail: '体育西路1号',
    is_default: 1,
  });
  await callApi(page, '/api/contract/sign', { agree: 1 });
  const found = (await callApi<GoodsPage>(page, '/api/goods/list?in_stock=1&page_size=60&page=5')).list;
  const goods = found.find(
    (g) => g.is_buy && g.monthly_limit === null && !g.tags.includes('秒') && g.number >= g.zbz * 300,
  );
  if (!goods) throw new Error('no goods with enough stock on page 5 of the list');
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  for (let n = 1; n <= count; n++) {
    const packs = ((n * 7) % count) + 1;
    await callApi(page, '/api/cart', { data: [{ goods_id: goods.id, number: goods.zbz * packs }] });
    const lines = (await callApi<CartState>(page, '/api/cart/list')).data;
    const submitted = await page.request.post('/api/order', {
      data: { ids: lines.map((line) => line.id), invoice_type: 0 },
      headers: { 'x-xsrf-token': xsrf, 'idempotency-key': `e2e-list-${n}-${Date.now()}` },
    });
    expect(((await submitted.json()) as { code: number }).code).toBe(10000);
  }
}

const chinaToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const orderNosShown = (console: Page) =>
  console
    .getByRole('row')
    .filter({ has: console.getByRole('checkbox') })
    .getByText(/^\d{12,}$/);

test('an operator sorts and filters orders by date and amount, picks orders on two pages and exports them', async ({
  page,
  browser,
  newPhone,
  readSmsCode,
}) => {
  const phone = newPhone();
  await registerBuyer(page, phone, `列表药房${phone.slice(-4)}`, readSmsCode);
  const console = await operatorPage(browser, 'admin', 'admin123456');
  await approve(console, phone);
  await page.reload();
  await placeOrders(page, ORDERS);
  const all = (await callApi<AdminOrderList>(console, `/api/admin/orders?keywords=${phone}&page_size=100`))
    .list;
  expect(all).toHaveLength(ORDERS);
  const byAmount = [...all].sort((a, b) => Number(b.payable) - Number(a.payable) || b.id - a.id);

  await console.goto(`/admin/orders?keywords=${phone}`);
  await expect(console.getByText(`共 ${ORDERS} 条`)).toBeVisible();
  await expect(orderNosShown(console)).toHaveCount(20);
  // Newest first; then by amount, highest first, and lowest first on a second click.
  await expect(orderNosShown(console).first()).toHaveText(all[0]!.order_no);
  await console.getByRole('columnheader', { name: /金额/ }).click();
  await expect(console).toHaveURL(/sort=payable&order=desc/);
  await expect(orderNosShown(console).first()).toHaveText(byAmount[0]!.order_no);
  await console.getByRole('columnheader', { name: /金额/ }).click();
  await expect(console).toHaveURL(/order=asc/);
  await expect(orderNosShown(console).first()).toHaveText(byAmount.at(-1)!.order_no);

  // Ordered today (China time): all of them; from tomorrow: none.
  const today = chinaToday();
  for (const end of ['起', '止']) {
    await console.getByPlaceholder(`下单时间${end}`).fill(today);
    await console.getByPlaceholder(`下单时间${end}`).press('Enter');
  }
  await expect(console).toHaveURL(new RegExp(`created_from=${today}&created_to=${today}`));
  await expect(console.getByText(`共 ${ORDERS} 条`)).toBeVisible();

  // The amount between the 3rd and the 7th highest, in yuan: five orders.
  await console.getByLabel('最低金额（元）').fill(byAmount[6]!.payable);
  await console.getByLabel('最高金额（元）').fill(byAmount[2]!.payable);
  await console.getByRole('button', { name: /确\s*定/ }).click();
  await expect(console.getByText('共 5 条')).toBeVisible();
  await expect(orderNosShown(console)).toHaveText(
    byAmount
      .slice(2, 7)
      .reverse()
      .map((o) => o.order_no),
  );
  await shot(console, 'console-order-list-filtered');
  await console.getByRole('button', { name: '清除筛选' }).click();
  await expect(console.getByText(`共 ${ORDERS} 条`)).toBeVisible();

  // Two orders picked on the first page, one on the second: three, kept across the pages.
  const ascending = [...byAmount].reverse();
  const picked = [ascending[0]!, ascending[1]!, ascending[21]!];
  await console.getByRole('checkbox', { name: `选择订单${picked[0]!.order_no}` }).check();
  await console.getByRole('checkbox', { name: `选择订单${picked[1]!.order_no}` }).check();
  await console.getByRole('listitem', { name: '2' }).click();
  await expect(console).toHaveURL(/page=2/);
  await console.getByRole('checkbox', { name: `选择订单${picked[2]!.order_no}` }).check();
  const bar = console.getByRole('region', { name: '批量操作' });
  await expect(bar).toContainText('已选 3 项');
  await shot(console, 'console-order-list-picked');

  await bar.getByRole('button', { name: /导出选中/ }).click();
  await expect(console).toHaveURL(/\/admin\/jobs\/\d+$/);
  const download = console
    .getByRole('link', { name: /下载/ })
    .or(console.getByRole('button', { name: /下载/ }));
  await expect(download.first()).toBeVisible({ timeout: 30_000 });
  const [file] = await Promise.all([console.waitForEvent('download'), download.first().click()]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await file.path())!);
  const sheet = workbook.worksheets[0]!;
  const exported = sheet.getRows(2, sheet.rowCount - 1)!.map((row) => String(row.getCell(1).value));
  expect(exported.sort()).toEqual(picked.map((order) => order.order_no).sort());

  // The same picks' 发货单, one to a printed page.
  await console.goto(`/admin/orders/print?ids=${picked.map((order) => order.id).join(',')}`);
  await expect(console.getByRole('article', { name: /^发货单/ })).toHaveCount(3);
  await expect(console.getByRole('button', { name: /打\s*印/ })).toBeEnabled();
  await shot(console, 'console-order-picking-lists');
  await console.context().close();
});
