import type { CartState } from '@yaocai/domain/contracts/cart';
import type { GoodsPage } from '@yaocai/domain/contracts/catalog';
import { callApi, emptyCart, expect, logInAsBuyer, test } from '../fixtures.ts';

test('a buyer who has not signed the contract signs it at 去结算 and goes on to the confirmation step', async ({
  page,
}) => {
  // The group's second store has never signed the purchase contract.
  await logInAsBuyer(page, '13800000003', '康宁大药房连锁有限公司（解放路店）');

  await emptyCart(page);
  const found = (await callApi<GoodsPage>(page, '/api/goods/list?in_stock=1&page_size=60&page=6')).list;
  const goods = found.find(
    (g) => g.is_buy && g.monthly_limit === null && g.number >= g.zbz * 10 && !g.tags.includes('秒'),
  )!;
  await callApi(page, '/api/cart', { data: [{ goods_id: goods.id, number: goods.zbz }] });
  const [line] = (await callApi<CartState>(page, '/api/cart/list')).data;

  await page.goto('/cart');
  await page.getByRole('button', { name: /去结算/ }).click();
  await page.waitForURL(/\/dzht/);
  await expect(page.getByRole('region', { name: '电子合同' })).toBeVisible();
  await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await page.getByRole('button', { name: '签署合同' }).click();
  // Back to the step the buyer was going to, with the lines they checked out.
  await page.waitForURL(new RegExp(`/cart/confirm\\?ids=${line!.id}$`));
  await expect(page.getByRole('region', { name: '收货地址' })).toBeVisible();
});
