import type { CartState } from '@yaocai/domain/contracts/cart';
import type { GoodsPage } from '@yaocai/domain/contracts/catalog';
import { expectNoSeriousConsoleFindings, expectNoSeriousFindings } from '../axe.ts';
import {
  callApi,
  consoleTime,
  emptyCart,
  expect,
  logInAsDemoBuyer,
  newActivity,
  operatorPage,
  saveAndPublishActivity,
  shot,
  test,
} from '../fixtures.ts';

test('an operator makes a 满赠; the buyer’s cart shows the gift a line earns and what a little more would earn', async ({
  browser,
  page,
}) => {
  // An activity made in the console and two axe runs: 30 s alone, over a minute beside the other lane.
  test.slow();
  await logInAsDemoBuyer(page);
  await emptyCart(page);
  // A goods of its own: a page of the list no other test buys from, sold piece by piece.
  const found = (await callApi<GoodsPage>(page, '/api/goods/list?in_stock=1&page_size=60&page=22')).list;
  const goods = found.find(
    (g) => g.is_buy && g.zbz === 1 && g.number >= 50 && g.monthly_limit === null && g.tags.length === 0,
  );
  if (!goods) throw new Error('no goods to give with on page 22 of the list');

  const console = await operatorPage(browser, 'admin', 'admin123456');
  await console.goto('/admin/activities');
  await newActivity(console, '满赠');
  await console.getByLabel('活动名称').fill(`买三赠一${Date.now() % 100_000}`);
  await console.getByPlaceholder('开始时间').click();
  await console.getByPlaceholder('开始时间').fill(consoleTime(Date.now() - 3_600_000));
  await console.getByPlaceholder('开始时间').press('Enter');
  await console.getByPlaceholder('结束时间').fill(consoleTime(Date.now() + 86_400_000));
  await console.getByPlaceholder('结束时间').press('Enter');
  const line = console.getByRole('group', { name: '满赠商品1' });
  await line.getByLabel('满赠商品1', { exact: true }).fill(goods.name);
  await console
    .locator('.ant-select-item-option')
    .filter({ hasText: `${goods.name} ${goods.ypgg}（${goods.sccj}）` })
    .click();
  await line.getByLabel('每满（件）').fill('3');
  await line.getByLabel('赠送（件）').fill('1');
  await expectNoSeriousConsoleFindings(console);
  await shot(console, 'console-gift-editor');
  await saveAndPublishActivity(console);
  await expect(console.getByText('进行中', { exact: true })).toBeVisible();
  const activityId = Number(/\/admin\/activities\/(\d+)$/.exec(console.url())![1]);

  await callApi(page, '/api/cart', { data: [{ goods_id: goods.id, number: 4 }] });
  await page.goto('/cart');
  const row = page.getByRole('listitem', { name: goods.name });
  await expect(
    row.getByText(`赠${goods.name} 1${goods.bzdw}（每满3${goods.bzdw}赠1${goods.bzdw}）`),
  ).toBeVisible();
  const hints = page.getByRole('region', { name: '凑单提示' });
  await expect(
    hints.getByText(`${goods.name}再买2${goods.bzdw}，可再获赠${goods.name}1${goods.bzdw}`),
  ).toBeVisible();
  await expectNoSeriousFindings(page);
  await shot(page, 'cart-gift');

  const lines = (await callApi<CartState>(page, '/api/cart/list')).data;
  expect(lines.map((entry) => entry.gift_data?.total)).toEqual([1]);
  await emptyCart(page);
  // Stopped, so the tests after this one see the demo's gifts only.
  await callApi(console, `/api/admin/activities/${activityId}/stop`, { reason: '测试结束' });
  await console.context().close();
});
