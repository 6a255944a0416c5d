import type { CartState } from '@yaocai/domain/contracts/cart';
import type { GoodsPage } from '@yaocai/domain/contracts/catalog';
import { callApi, emptyCart, expect, logInAsDemoBuyer, shot, test } from '../fixtures.ts';

test('goods containing ephedrine say their monthly limit, and the balance cannot pay them', async ({
  page,
}) => {
  await logInAsDemoBuyer(page);
  await emptyCart(page);
  const { list } = await callApi<GoodsPage>(
    page,
    `/api/goods/list?keyword=${encodeURIComponent('酚麻美敏片')}&in_stock=1&page_size=60`,
  );
  const goods = list.find((g) => g.contains_ephedrine && g.is_buy && g.number >= g.zbz)!;
  expect(goods, 'a buyable goods containing ephedrine in the demo shop').toBeTruthy();
  const limit = `每月限购${goods.monthly_limit}${goods.bzdw}`;

  await page.goto(`/list/info/${goods.id}`);
  await expect(page.getByText(`${limit}；不能使用余额支付`)).toBeVisible();

  await callApi(page, '/api/cart', { data: [{ goods_id: goods.id, number: goods.zbz }] });
  await page.goto('/cart');
  const line = page.getByRole('listitem', { name: goods.name });
  await expect(line.getByText('含麻黄碱', { exact: true })).toBeVisible();
  await expect(
    line.getByText(new RegExp(`^${limit}，本月已购\\d+${goods.bzdw}；不能使用余额支付$`)),
  ).toBeVisible();
  await shot(page, 'cart-ephedrine');

  await callApi(page, '/api/contract/sign', { agree: 1 });
  const ids = (await callApi<CartState>(page, '/api/cart/list')).data.map((cartLine) => cartLine.id);
  await page.goto(`/cart/confirm?ids=${ids.join(',')}`);
  const methods = page.getByRole('main').getByRole('region', { name: '支付方式' });
  await expect(methods.getByRole('radio', { name: /余额支付/ })).toBeDisabled();
  await expect(methods).toContainText('含麻黄碱类药品不能使用余额支付');
  await methods.getByText('授信支付').click();
  await shot(page, 'checkout-ephedrine');
  await page.getByRole('button', { name: '提交订单' }).click();

  await expect(page).toHaveURL(/\/cart\/pay\/\d+/);
  await page.getByRole('button', { name: '立即支付' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确认支付' }).click();
  await expect(page).toHaveURL(/\/cart\/result\/\d+/);
  await expect(page.getByText('支付成功').first()).toBeVisible();
});
