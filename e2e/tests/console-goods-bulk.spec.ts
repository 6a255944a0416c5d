import type { Page } from '@playwright/test';
import type {
  AdminGoodsDetail,
  GoodsBodyInput,
  GoodsFormOptions,
} from '@yaocai/domain/contracts/admin-goods';
import { callApi, expect, operatorPage, shot, test } from '../fixtures.ts';

// 22 goods of its own, off sale (the shop's lists never show them): a page of 20 and two on page 2.
const GOODS = 22;

type Category = GoodsFormOptions['categories'][number];

/** Two categories of one menu without subcategories: the goods start in the first and move to the second. */
async function twoCategories(console: Page): Promise<[Category, Category]> {
  const { categories } = await callApi<GoodsFormOptions>(console, '/api/admin/goods-options');
  const leaves = categories.filter(
    (category) => !categories.some((child) => child.parent_id === category.id),
  );
  for (const first of leaves) {
    const second = leaves.find(
      (other) =>
        other.menu === first.menu &&
        !other.name.includes(first.name) &&
        !first.name.includes(other.name) &&
        categories.filter((category) => category.name === other.name).length === 1,
    );
    if (second) return [first, second];
  }
  throw new Error('no menu with two categories');
}

/** Goods n of the run costs ¥(10 + n): a tenth more is a whole number of fen. */
const priceFen = (n: number) => 1000 + n * 100;
const yuan = (fen: number) => (fen / 100).toFixed(2);

let categories: [from: Category, to: Category];
let prefix: string;
/** In the order they were made: the list, newest first, shows the first two on page 2. */
const created: AdminGoodsDetail[] = [];

test.beforeAll(async ({ browser }) => {
  const console = await operatorPage(browser, 'admin', 'admin123456');
  categories = await twoCategories(console);
  const [scope] = await callApi<string[]>(console, '/api/admin/business-scopes');
  prefix = `批量改价${String(Date.now()).slice(-6)}`;
  for (let n = 1; n <= GOODS; n++) {
    const body: GoodsBodyInput = {
      name: `${prefix}片${n}号`,
      kind: 'western',
      business_scope: scope!,
      manufacturer: '测试制药有限公司',
      ypgg: '0.25g*24片',
      bzdw: '盒',
      zbz: 1,
      price_fen: priceFen(n),
      category_ids: [categories[0].id],
    };
    created.push(await callApi<AdminGoodsDetail>(console, '/api/admin/goods', body));
  }
  await console.context().close();
});

const rowOf = (console: Page, goods: AdminGoodsDetail) =>
  console.getByRole('row', { name: new RegExp(goods.name) });

/** Opens the run's goods and picks two on page 1 and `onPage2` on page 2: the bulk actions' bar. */
async function pickAcrossPages(console: Page, onPage1: AdminGoodsDetail[], onPage2: AdminGoodsDetail) {
  await console.goto(`/admin/goods?keywords=${prefix}`);
  await expect(console.getByText(`共 ${GOODS} 条`)).toBeVisible();
  for (const goods of onPage1) await console.getByRole('checkbox', { name: `选择商品${goods.name}` }).check();
  await console.getByRole('listitem', { name: '2' }).click();
  await expect(console).toHaveURL(/page=2/);
  await console.getByRole('checkbox', { name: `选择商品${onPage2.name}` }).check();
  const bar = console.getByRole('region', { name: '批量操作' });
  await expect(bar).toContainText('已选 3 项');
  return bar;
}

test('an operator reprices goods picked on two pages by a percent', async ({ browser }) => {
  const console = await operatorPage(browser, 'admin', 'admin123456');
  const [onPage2, ...onPage1] = [created[0]!, created[5]!, created[20]!];
  const bar = await pickAcrossPages(console, onPage1, onPage2);

  // 调价 +10%: each picked goods' price a tenth higher, the others as they were.
  await bar.getByRole('button', { name: /^调\s*价$/ }).click();
  await console.getByLabel('调价百分比').fill('10');
  const repriced = console.waitForResponse((r) => r.url().endsWith('/api/admin/goods/bulk-reprice'));
  await console.getByRole('button', { name: '确定调价' }).click();
  expect((await repriced).ok()).toBe(true);
  await expect(console.getByText('已为3个商品调价')).toBeVisible();
  await expect(bar).toBeHidden();
  await shot(console, 'console-goods-repriced');
  const newPrice = (goods: AdminGoodsDetail) => yuan((goods.price_fen * 110) / 100);
  await expect(rowOf(console, onPage2)).toContainText(`¥${newPrice(onPage2)}`);

  // It stuck: after a reload, page 2 and page 1 show the new prices, an unpicked goods the old one.
  await console.reload();
  await expect(rowOf(console, onPage2)).toContainText(`¥${newPrice(onPage2)}`);
  await expect(rowOf(console, created[1]!)).toContainText(`¥${yuan(created[1]!.price_fen)}`);
  await console.getByRole('listitem', { name: '1' }).click();
  for (const goods of onPage1) await expect(rowOf(console, goods)).toContainText(`¥${newPrice(goods)}`);
  await expect(rowOf(console, created[2]!)).toContainText(`¥${yuan(created[2]!.price_fen)}`);

  // The goods' own page shows the new 批发价.
  await rowOf(console, onPage1[0]!).getByRole('link', { name: onPage1[0]!.name }).click();
  await expect(console).toHaveURL(new RegExp(`/admin/goods/${onPage1[0]!.id}$`));
  await expect(console.getByLabel('批发价')).toHaveValue(newPrice(onPage1[0]!));
  await console.context().close();
});

test('an operator moves goods picked on two pages to another category', async ({ browser }) => {
  const console = await operatorPage(browser, 'admin', 'admin123456');
  const [from, to] = categories;
  const picked = [created[1]!, created[6]!, created[21]!];
  const [onPage2, ...onPage1] = picked;
  const bar = await pickAcrossPages(console, onPage1, onPage2!);

  await bar.getByRole('button', { name: '修改分类' }).click();
  await console.getByRole('combobox', { name: '新分类' }).fill(to.name);
  await console.getByTitle(new RegExp(`› ${to.name}$`)).click();
  const moved = console.waitForResponse((r) => r.url().endsWith('/api/admin/goods/bulk-category'));
  await console.getByRole('button', { name: '确定修改' }).click();
  expect((await moved).ok()).toBe(true);
  await expect(console.getByText('已修改3个商品的分类')).toBeVisible();
  await expect(bar).toBeHidden();
  await shot(console, 'console-goods-moved');

  // The category filter finds the three in the new category, and the others alone in the old one.
  await console.getByRole('combobox', { name: '分类', exact: true }).fill(to.name);
  await console.getByTitle(new RegExp(`› ${to.name}$`)).click();
  await expect(console).toHaveURL(new RegExp(`category_id=${to.id}`));
  await expect(console.getByText('共 3 条')).toBeVisible();
  await console.reload();
  await expect(console.getByText('共 3 条')).toBeVisible();
  for (const goods of picked) await expect(rowOf(console, goods)).toBeVisible();
  await console.goto(`/admin/goods?keywords=${prefix}&category_id=${from.id}`);
  await expect(console.getByText(`共 ${GOODS - 3} 条`)).toBeVisible();

  // The goods' own page names the new category, not the old.
  await console.goto(`/admin/goods/${onPage2!.id}`);
  const categoryField = console.locator('.ant-form-item').filter({ hasText: '可放在多个菜单的分类里' });
  await expect(categoryField).toContainText(to.name);
  await expect(categoryField).not.toContainText(from.name);
  await console.context().close();
});
