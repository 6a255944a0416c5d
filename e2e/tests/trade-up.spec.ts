import type { TradeUpZone } from '@yaocai/domain/contracts/activity-trade-up-responses';
import type { CartState } from '@yaocai/domain/contracts/cart';
import type { GoodsPage } from '@yaocai/domain/contracts/catalog';
import { expectNoSeriousFindings } from '../axe.ts';
import { callApi, emptyCart, expect, logInAsDemoBuyer, shot, test } from '../fixtures.ts';

test('the demo 换购 is offered in the cart once the selected goods reach ¥300, and holds only while they do', async ({
  page,
}) => {
  await logInAsDemoBuyer(page);
  await emptyCart(page);
  // Goods of a page of the list no other test buys from, at least ¥300 of them.
  const found = (await callApi<GoodsPage>(page, '/api/goods/list?in_stock=1&page_size=60&page=23')).list;
  const goods = found.find(
    (g) =>
      g.is_buy &&
      g.zbz === 1 &&
      g.monthly_limit === null &&
      Number(g.base_price) * Math.min(g.number, 50) >= 300,
  );
  if (!goods) throw new Error('no goods worth ¥300 on page 23 of the list');
  const pieces = Math.ceil(300 / Number(goods.base_price));
  await callApi(page, '/api/cart', { data: [{ goods_id: goods.id, number: pieces }] });
  const zone = await callApi<TradeUpZone>(page, '/api/cart/trade_ups');
  const offer = zone.activities.find((activity) => activity.name === '满300元加价换购')?.goods[0];
  if (!offer) throw new Error('the demo 换购 offers nothing');

  await page.goto('/cart');
  const panel = page.getByRole('region', { name: '加价换购：满300元加价换购' });
  await expect(panel.getByText(/满¥300.00可加价换购，已满足条件/)).toBeVisible();
  await panel.getByRole('button', { name: `换购${offer.name}` }).click();
  const traded = page.locator('.yc-cart-row', { hasText: `满¥300.00换购，每单限换${offer.limit}` });
  await expect(traded).toBeVisible();
  await expect(traded.getByText(`¥${offer.price}`).first()).toBeVisible();
  await expectNoSeriousFindings(page);
  await shot(page, 'cart-trade-up');

  // Unticking the goods that reached the threshold leaves the 换购 line unbuyable, with the reason.
  await page.getByRole('checkbox', { name: `选择${goods.name}` }).uncheck();
  await expect(traded.getByText('满¥300.00可换购，还差¥300.00')).toBeVisible();
  const lines = (await callApi<CartState>(page, '/api/cart/list')).data;
  expect(lines.find((line) => line.type === 2)).toMatchObject({ price: offer.price, is_selected: 0 });
  await emptyCart(page);
});
