import type { Locator, Page } from '@playwright/test';
import { ACTIVITY_KIND_LABEL, activityKinds } from '@yaocai/domain/contracts/activity-kinds';
import type { AdminActivityList } from '@yaocai/domain/contracts/admin-activities-responses';
import { expectNoSeriousConsoleFindings } from '../axe.ts';
import { callApi, expect, logInAsDemoBuyer, operatorPage, paidOrder, shot, test } from '../fixtures.ts';

// Every page of the console, checked by axe as an operator with every permission sees it: one signed-in
// page going from one to the next. Each page's document title is its own.

test.describe.configure({ mode: 'serial' });

let console: Page;
let orderId: number;
/** Each page's heading and the document title it had. */
const titles = new Map<string, string>();

test.beforeAll(async ({ browser }) => {
  const buyer = await (await browser.newContext({ locale: 'zh-CN' })).newPage();
  await logInAsDemoBuyer(buyer);
  orderId = (await paidOrder(buyer, 12)).id;
  await buyer.context().close();
  console = await (await browser.newContext({ locale: 'zh-CN' })).newPage();
});

test.afterAll(async () => {
  await console.context().close();
});

/** The page shows `heading` with everything loaded, titles the document after it and passes axe. */
async function expectAccessiblePage(heading: string) {
  await expect(console.getByRole('heading', { name: heading }).first()).toBeVisible();
  await expect(console.locator('.ant-spin-spinning, .ant-skeleton')).toHaveCount(0);
  await expect(console).toHaveTitle(new RegExp(`^${heading}.* - .+运营后台$`));
  titles.set(heading, await console.title());
  await expectNoSeriousConsoleFindings(console);
}

async function visit(path: string, heading: string) {
  await console.goto(`/admin${path}`);
  await expectAccessiblePage(heading);
}

/** Pages reached by their path, each with its heading. */
async function visitEach(pages: [path: string, heading: string][]) {
  for (const [path, heading] of pages) await visit(path, heading);
}

/** The detail page the list's first row links to. */
async function openFirstRow(heading: string) {
  await console.getByRole('table').getByRole('link').first().click();
  await expectAccessiblePage(heading);
}

/** The dialog `opener` opens passes axe once its opening motion has ended; then it is closed. */
async function expectAccessibleDialog(opener: Locator) {
  await opener.click();
  const dialog = console.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(console.locator('[class*="-appear"], [class*="-enter"]')).toHaveCount(0);
  await expectNoSeriousConsoleFindings(console);
  await console.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test('the login page, the dashboard, buyers and orders pass axe', async () => {
  test.slow(); // a dozen pages and dialogs, each loaded and checked by axe
  await console.goto('/admin/login');
  await expect(console.getByRole('button', { name: /登\s*录/ })).toBeVisible();
  await expect(console).toHaveTitle(/^登录 - .+运营后台$/);
  await expectNoSeriousConsoleFindings(console);
  await console.getByLabel('用户名').fill('admin');
  await console.getByLabel('密码').fill('admin123456');
  await console.getByRole('button', { name: /登\s*录/ }).click();
  await expectAccessiblePage('经营概况');

  await visit('/buyers?status=approved', '客户审核');
  await console.getByRole('link', { name: '详情' }).first().click();
  await expectAccessiblePage('客户详情');
  await expectAccessibleDialog(console.getByRole('button', { name: '调整余额' }));

  await visit('/overdue-bills', '逾期账单');

  await visit('/orders', '订单管理');
  await visit(`/orders/${orderId}`, '订单详情');
  await expectAccessibleDialog(console.getByRole('button', { name: /发\s*货/ }).first());
  // The printable 发货单 is titled 打印发货单; its heading is the sheet's.
  await console.goto(`/admin/orders/print?ids=${orderId}`);
  await expect(console.getByRole('heading', { name: '发货单', exact: true })).toBeVisible();
  await expect(console).toHaveTitle(/^打印发货单 - .+运营后台$/);
  await expectNoSeriousConsoleFindings(console);

  await visit('/invoices', '发票管理');
  // The demo shop's past has after-sales requests: the first one's page.
  await visit('/after-sales', '售后申请');
  await console.getByRole('table').getByRole('link', { name: '详情' }).first().click();
  await expectAccessiblePage('售后详情');
  await visit('/buyer-requests', '求购与反馈');
  await console.getByRole('tab', { name: '意见反馈' }).click();
  await expectAccessiblePage('求购与反馈');
});

test('the goods, catalogue and job pages pass axe', async () => {
  test.slow();
  await visit('/goods?keywords=阿莫西林', '商品管理'); // an export of a few goods, not the whole list
  await console.getByRole('button', { name: /导\s*出/ }).click();
  await expectAccessiblePage('任务详情');
  await visit('/jobs', '导入导出');

  await visit('/goods', '商品管理');
  await openFirstRow('编辑商品');
  await shot(console, 'console-goods-edit');
  await visitEach([
    ['/goods/new', '新增商品'],
    ['/goods/import', '导入商品'],
  ]);

  await visit('/catalog', '分类与品牌');
  await expectAccessibleDialog(console.getByRole('button', { name: '新增分类' }));
  for (const tab of ['品牌', '仓库']) {
    await console.getByRole('tab', { name: tab }).click();
    await expectAccessiblePage('分类与品牌');
  }
});

test('the activity pages pass axe', async () => {
  test.slow();
  await visit('/activities', '营销活动');
  await expectAccessibleDialog(
    console.getByRole('row', { name: /周年庆秒杀/ }).getByRole('button', { name: '停止' }),
  );
  // The seed's flash sale by name: a coupon campaign made by another test may be listed first.
  await console.getByRole('table').getByRole('link', { name: '周年庆秒杀' }).first().click();
  await expectAccessiblePage('秒杀活动');
  // A prize draw with its 中奖记录.
  const draws = await callApi<AdminActivityList>(
    console,
    '/api/admin/activities?kind=prize_draw&keywords=幸运大转盘',
  );
  await visit(`/activities/${draws.list[0]!.id}`, '抽奖活动');
  await expect(console.getByText('中奖记录', { exact: true })).toBeVisible();
  await shot(console, 'console-prize-draw');
  // The editor of every kind, as an operator opens it to make one.
  await visitEach(
    activityKinds.map((kind) => [`/activities/new?kind=${kind}`, `新建${ACTIVITY_KIND_LABEL[kind]}活动`]),
  );
});

test('the content, audit, operator and settings pages pass axe; every page has its own title', async () => {
  test.slow();
  await visit('/articles', '帮助文章');
  await openFirstRow('编辑文章');
  await visitEach([
    ['/articles/new', '新建文章'],
    ['/content', '页面内容'],
    ['/audit', '操作日志'],
    ['/operators', '操作员与角色'],
    ['/settings', '站点设置'],
  ]);

  await console.goto('/admin/no-such-page');
  await expect(console.getByText('页面不存在')).toBeVisible();
  await expect(console).toHaveTitle(/^页面不存在 - .+运营后台$/);
  await expectNoSeriousConsoleFindings(console);

  expect(new Set(titles.values()).size, [...titles.values()].join('\n')).toBe(titles.size);
});

test('customer service sees the catalogue without the means to change it', async ({ browser }) => {
  const kefu = await operatorPage(browser, 'kefu', 'kefu123456');
  await kefu.goto('/admin/catalog');
  await expect(kefu.getByRole('row').nth(1)).toBeVisible();
  await expect(kefu.getByRole('button', { name: /新增/ })).toHaveCount(0);
  await expect(kefu.getByRole('button', { name: /编\s*辑|删\s*除/ })).toHaveCount(0);
  await kefu.getByRole('tab', { name: '品牌' }).click();
  await expect(kefu.getByRole('row').nth(1)).toBeVisible();
  await expect(kefu.getByRole('button', { name: /新增/ })).toHaveCount(0);
  await kefu.context().close();
});
