import type { CartState } from '@yaocai/domain/contracts/cart';
import type { GoodsPage } from '@yaocai/domain/contracts/catalog';
import type { OrderDetail } from '@yaocai/domain/contracts/order-responses';
import { expectNoSeriousConsoleFindings } from '../axe.ts';
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

test('an operator makes a flash sale starting in a minute; the buyer waits for it, buys at the flash price and is refused past the limit', async ({
  browser,
  page,
}) => {
  test.setTimeout(240_000);
  await logInAsDemoBuyer(page);
  await emptyCart(page);
  // A goods of its own: a page of the list no other test buys from, sold piece by piece.
  const found = (await callApi<GoodsPage>(page, '/api/goods/list?in_stock=1&page_size=60&page=21')).list;
  const goods = found.find(
    (g) => g.is_buy && g.zbz === 1 && g.number >= 50 && g.monthly_limit === null && g.tags.length === 0,
  );
  if (!goods) throw new Error('no goods to put on sale on page 21 of the list');
  const flashPrice = (Math.floor(Number(goods.base_price) * 60) / 100).toFixed(2);

  const console = await operatorPage(browser, 'admin', 'admin123456');
  await console.goto('/admin/activities');
  await newActivity(console, '秒杀');
  const name = `整点秒杀${Date.now() % 100_000}`;
  await console.getByLabel('活动名称').fill(name);
  // The next whole minute at least 40 s away: the console's times are to the minute.
  const startsAt = Math.ceil((Date.now() + 40_000) / 60_000) * 60_000;
  await console.getByPlaceholder('开始时间').click();
  await console.getByPlaceholder('开始时间').fill(consoleTime(startsAt));
  await console.getByPlaceholder('开始时间').press('Enter');
  await console.getByPlaceholder('结束时间').fill(consoleTime(startsAt + 86_400_000));
  await console.getByPlaceholder('结束时间').press('Enter');
  const line = console.getByRole('group', { name: '秒杀商品1' });
  await line.getByLabel('秒杀商品1').fill(goods.name);
  await console
    .locator('.ant-select-item-option')
    .filter({ hasText: `${goods.name} ${goods.ypgg}（${goods.sccj}）` })
    .click();
  await line.getByLabel('秒杀价（元）').fill(flashPrice);
  await line.getByLabel('活动数量').fill('20');
  await line.getByLabel('每人限购').fill('2');
  await expectNoSeriousConsoleFindings(console);
  await shot(console, 'console-flash-sale-editor');
  await saveAndPublishActivity(console);
  await expect(console.getByText('未开始', { exact: true })).toBeVisible();
  const activityId = Number(/\/admin\/activities\/(\d+)$/.exec(console.url())![1]);

  // The buyer finds the session among those to come on /ms, counted down to its start.
  await page.goto('/ms');
  // The tab names the start as the buyer's browser tells the time.
  const startTab = page.getByRole('tab', {
    name: new RegExp(await page.evaluate((at) => new Date(at).toTimeString().slice(0, 5), startsAt)),
  });
  await startTab.click();
  const session = page.getByRole('region', { name });
  await expect(session.getByRole('timer')).toHaveText(/^距开始\d\d:\d\d:\d\d$/);
  const card = session.getByRole('listitem', { name: goods.name });
  await expect(card.getByLabel(`秒杀价${flashPrice}元`)).toBeVisible();
  const buy = card.getByRole('button', { name: `抢购${goods.name}` });
  await expect(buy).toBeDisabled();

  // It starts by the server's clock, without a reload.
  await expect(buy).toBeEnabled({ timeout: startsAt - Date.now() + 15_000 });
  await expect(session.getByRole('timer')).toHaveText(/^距结束/);
  await buy.click();
  await expect(page.getByText('加入购物车成功')).toBeVisible();
  await expect(page.getByText('加入购物车成功')).toBeHidden();
  await buy.click();
  await expect(page.getByText('加入购物车成功')).toBeVisible();
  const cartLines = async () =>
    (await callApi<CartState>(page, '/api/cart/list')).data.map((l) => ({
      id: l.id,
      type: l.type,
      goods: l.goods?.id,
      number: l.number,
    }));
  await expect
    .poll(async () => (await cartLines()).map(({ id: _, ...line }) => line))
    .toEqual([{ type: 1, goods: goods.id, number: 2 }]);
  const lines = await cartLines();

  await callApi(page, '/api/contract/sign', { agree: 1 });
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const submitted = await page.request.post('/api/order', {
    data: { ids: lines.map((l) => l.id), invoice_type: 1 },
    headers: { 'x-xsrf-token': xsrf, 'idempotency-key': `e2e-flash-${Date.now()}` },
  });
  const { data: order } = (await submitted.json()) as { data: OrderDetail };
  expect(order.lines.map((l) => [l.goods_id, l.number, l.price])).toEqual([[goods.id, 2, flashPrice]]);

  // Past the limit: the third piece is refused, with what the buyer already bought.
  await page.reload();
  await startTab.click();
  await page
    .getByRole('region', { name })
    .getByRole('button', { name: `抢购${goods.name}` })
    .click();
  await expect(page.getByText(/每人限购2.*您已购2/)).toBeVisible();
  expect((await callApi<CartState>(page, '/api/cart/list')).data).toEqual([]);

  // The session is stopped, so the tests after this one see the demo's sales only.
  await callApi(console, `/api/admin/activities/${activityId}/stop`, { reason: '测试结束' });
  await console.context().close();
});
