import type { Page } from '@playwright/test';
import type { AdminBuyer } from '@yaocai/domain/contracts/admin';
import type { Paged } from '@yaocai/domain/contracts/wire';
import { callApi, expect, operatorPage, shot, test } from '../fixtures.ts';

// The demo shop's history: a dozen buyers of every kind, their refunds and their invoices.

let console: Page;
test.beforeEach(async ({ browser }) => {
  console = await operatorPage(browser, 'admin', 'admin123456');
});
test.afterEach(async () => {
  await console.context().close();
});

/** Picks `option` in the select named `name` (antd's options are named by their title). */
async function choose(name: string, option: string) {
  await console.getByRole('combobox', { name }).click();
  await console.getByTitle(option, { exact: true }).click();
}

/** Saves what the list shows as a view named `name`; a reload keeps the URL, a fresh list reopens it. */
async function saveAndReopen(name: string, path: string, url: RegExp, check: () => Promise<void>) {
  await console.getByRole('button', { name: '保存视图' }).click();
  const dialog = console.getByRole('dialog', { name: '保存当前视图' });
  await dialog.getByLabel('视图名称').fill(name);
  const saved = console.waitForResponse(
    (r) => r.url().endsWith('/api/admin/list-views') && r.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  expect((await saved).ok()).toBe(true);
  await expect(dialog).toBeHidden();
  await expect(console.getByTitle(name, { exact: true })).toBeVisible();

  await console.reload();
  await expect(console).toHaveURL(url);
  await check();

  await console.goto(path);
  await expect(console).not.toHaveURL(url);
  await choose('已保存的视图', name);
  await expect(console).toHaveURL(url);
  await check();
  await console.reload();
  await expect(console).toHaveURL(url);
  await check();
}

/** The amounts (¥, or -¥ for a red-letter invoice) of the table's rows, top to bottom. */
async function amountsShown(): Promise<number[]> {
  const texts = await console.getByRole('row').filter({ hasText: '¥' }).allTextContents();
  return texts.map((text) => {
    const [, minus, yuan] = /(-?)¥([\d.]+)/.exec(text)!;
    return Number(yuan) * (minus ? -1 : 1);
  });
}

/** Waits until the table shows more than one row, in that order of amount. */
const expectSortedByAmount = (order: 'asc' | 'desc') =>
  expect
    .poll(async () => {
      const amounts = await amountsShown();
      const sorted = [...amounts].sort((a, b) => (order === 'asc' ? a - b : b - a));
      return amounts.length > 1 && amounts.every((value, i) => value === sorted[i]);
    })
    .toBe(true);

test('客户审核: chain pharmacies, earliest registered first, saved as a view and reopened', async () => {
  const {
    list: [first],
    total,
  } = await callApi<Paged<AdminBuyer>>(
    console,
    '/api/admin/buyers?status=approved&customer_type=chain&sort=created_at&order=asc',
  );
  expect(total).toBeGreaterThan(1);
  if (!first) throw new Error('no chain pharmacy among the approved buyers');

  await console.getByRole('menu').getByText('客户审核').click();
  await console.getByRole('tab', { name: '已通过' }).click();
  await choose('客户类型', '连锁药店');
  await expect(console).toHaveURL(/customer_type=chain/);
  const registered = console.getByRole('columnheader', { name: /注册时间/ });
  await registered.click();
  await expect(console).toHaveURL(/sort=created_at&order=desc/);
  // The header takes the new order once the table has rendered it: a click before would toggle the old one.
  await expect(registered).toHaveAttribute('aria-sort', 'descending');
  await registered.click();
  await expect(console).toHaveURL(/sort=created_at&order=asc/);
  const check = async () => {
    await expect(console.getByRole('columnheader', { name: /注册时间/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(console.getByText(`共 ${total} 条`)).toBeVisible();
    const rows = console.getByRole('row').filter({ has: console.getByRole('link', { name: '详情' }) });
    await expect(rows).toHaveCount(Math.min(total, 20));
    await expect(rows.first()).toContainText(first.company);
    // Earliest registered first, as the column reads (the first time in a row is its 注册时间).
    // (The column puts the day over the time: the row's text runs them together.)
    const registeredAt = (await rows.allTextContents()).map((text) => {
      const [, day, time] = /(\d{4}-\d\d-\d\d)\s*(\d\d:\d\d:\d\d)/.exec(text)!;
      return `${day} ${time}`;
    });
    expect(registeredAt).toEqual([...registeredAt].sort());
  };
  await check();
  await shot(console, 'console-buyers-view');
  await saveAndReopen(
    '连锁药店按注册',
    '/admin/buyers',
    /status=approved.*customer_type=chain.*sort=created_at&order=asc|sort=created_at&order=asc.*customer_type=chain/,
    check,
  );
});

test('售后申请: refunds only, largest refund first, saved as a view and reopened', async () => {
  await console.getByRole('menu').getByText('售后申请').click();
  await expect(console).toHaveURL(/\/admin\/after-sales$/);
  await choose('售后类型', '仅退款');
  await expect(console).toHaveURL(/kind=refund/);
  await console.getByRole('columnheader', { name: /退款金额/ }).click();
  await expect(console).toHaveURL(/sort=amount&order=desc/);
  const check = async () => {
    await expect(console.getByRole('columnheader', { name: /退款金额/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const rows = console.getByRole('row').filter({ hasText: '¥' });
    await expect(rows.first()).toBeVisible();
    await expect(rows.filter({ hasText: '退货退款' })).toHaveCount(0);
    await expectSortedByAmount('desc');
  };
  await check();
  await shot(console, 'console-after-sales-view');
  await saveAndReopen(
    '仅退款大额在前',
    '/admin/after-sales',
    /kind=refund.*sort=amount&order=desc|sort=amount&order=desc.*kind=refund/,
    check,
  );
});

test('发票管理: blue invoices, smallest amount first, saved as a view and reopened', async () => {
  await console.getByRole('menu').getByText('发票管理').click();
  await expect(console).toHaveURL(/\/admin\/invoices$/);
  await choose('发票种类', '蓝字发票');
  await expect(console).toHaveURL(/kind=blue/);
  const amount = console.getByRole('columnheader', { name: /金额/ });
  await amount.click();
  await expect(console).toHaveURL(/sort=amount&order=desc/);
  await expect(amount).toHaveAttribute('aria-sort', 'descending');
  await amount.click();
  await expect(console).toHaveURL(/sort=amount&order=asc/);
  const check = async () => {
    await expect(console.getByRole('columnheader', { name: /金额/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    const rows = console.getByRole('row').filter({ hasText: '¥' });
    await expect(rows.first()).toBeVisible();
    await expect(rows.filter({ hasText: '红字发票' })).toHaveCount(0);
    await expectSortedByAmount('asc');
    expect((await amountsShown()).every((value) => value > 0)).toBe(true);
  };
  await check();
  await shot(console, 'console-invoices-view');
  await saveAndReopen(
    '蓝字小额在前',
    '/admin/invoices',
    /kind=blue.*sort=amount&order=asc|sort=amount&order=asc.*kind=blue/,
    check,
  );
});

test('营销活动: running coupon campaigns, saved as a view and reopened', async () => {
  const { list, total } = await callApi<Paged<{ name: string }>>(
    console,
    '/api/admin/activities?kind=coupon_campaign&state=running&page=1&page_size=20',
  );
  expect(total).toBeGreaterThan(0);

  await console.getByRole('menu').getByText('营销活动').click();
  await choose('活动类型', '优惠券');
  await choose('活动状态', '进行中');
  const url = /(?=.*kind=coupon_campaign)(?=.*state=running)/;
  await expect(console).toHaveURL(url);
  const shows = async () => {
    await expect(console.getByRole('row').filter({ hasText: list[0]!.name })).toContainText('进行中');
    await expect(console.getByRole('row').filter({ hasText: /已结束|未开始|草稿/ })).toHaveCount(0);
  };
  await shows();
  await saveAndReopen('进行中的优惠券活动', '/admin/activities', url, shows);
  await shot(console, 'console-activities-view');
});
