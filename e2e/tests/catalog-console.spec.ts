import type { Page } from '@playwright/test';
import type { CommonConfig } from '@yaocai/domain/contracts/content';
import type { GoodsPage } from '@yaocai/domain/contracts/catalog';
import { callApi, expect, logInAsDemoBuyer, test } from '../fixtures.ts';

async function signInToConsole(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('用户名').fill('admin');
  await page.getByLabel('密码').fill('admin123456');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
}

test('an operator edits a page of goods at once, and a buyer sees the new prices and publish state', async ({
  page,
  browser,
}) => {
  const console = await (await browser.newContext({ locale: 'zh-CN' })).newPage();
  await signInToConsole(console);
  // A page far from the newest goods, which other tests buy.
  await console.goto('/admin/goods?page=9');
  await console.getByRole('button', { name: /批量编辑/ }).click();
  const prices = console.getByLabel(/ 价格$/);
  await expect(prices.first()).toBeVisible();
  const names = await Promise.all(
    [0, 1].map(async (n) => ((await prices.nth(n).getAttribute('aria-label')) ?? '').replace(/ 价格$/, '')),
  );
  await prices.nth(0).fill('123.45');
  await prices.nth(1).fill('67.80');
  await console.getByRole('switch').nth(1).click();
  await expect(console.getByText('已修改 2 个商品，保存后一起生效')).toBeVisible();
  await console.getByRole('button', { name: '保存修改' }).click();
  const confirm = console.getByRole('dialog');
  const save = confirm.getByRole('button', { name: /保\s*存/ });
  await save.click();
  // A clean-clone run saw the click land while the dialog opened and nothing sent: once more while it
  // stays open (a click while the save is under way meets a loading button, which takes none).
  await expect(async () => {
    if (await confirm.isVisible()) await save.click({ timeout: 1_000 });
    await expect(confirm).toBeHidden({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(console.getByText('已保存2个商品')).toBeVisible();
  await expect(console.getByText('直接修改本页商品的价格、库存和上架状态，改过的单元格会标黄')).toBeVisible();

  await logInAsDemoBuyer(page);
  const found = await callApi<GoodsPage>(
    page,
    `/api/goods/list?keyword=${encodeURIComponent(names[0]!)}&page_size=60`,
  );
  expect(found.list.map((goods) => goods.base_price)).toContain('123.45');
  const hidden = await callApi<GoodsPage>(
    page,
    `/api/goods/list?keyword=${encodeURIComponent(names[1]!)}&page_size=60`,
  );
  expect(hidden.list.map((goods) => goods.base_price)).not.toContain('67.80');
  await console.context().close();
});

test('an operator adds a category to the device menu, and the shop lists it', async ({ page }) => {
  await signInToConsole(page);
  await page.goto('/admin/catalog');
  await page.getByText('器械专区').click();
  await page.getByRole('button', { name: /新增分类/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('分类名称').fill('康复辅具');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: /康复辅具/ })).toBeVisible();

  const common = await callApi<CommonConfig>(page, '/api/focus/common');
  expect(common.category_qx.map((node) => node.name)).toContain('康复辅具');
});
