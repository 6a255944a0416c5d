import path from 'node:path';
import type { SpikeSessions } from '@yaocai/domain/contracts/activity-responses';
import type { CartState } from '@yaocai/domain/contracts/cart';
import { expectNoSeriousFindings } from '../axe.ts';
import { callApi, emptyCart, expect, logInAsDemoBuyer, shot, test } from '../fixtures.ts';
import { artifactsDir } from '../playwright.config.ts';

test('the buyer opens 秒杀专区, sees the running session counted down and adds a flash line to the cart', async ({
  page,
}) => {
  await logInAsDemoBuyer(page);
  await emptyCart(page);
  await page.getByRole('navigation').getByRole('link', { name: '秒杀专区' }).first().click();
  await expect(page).toHaveURL(/\/ms$/);
  await expect(page.getByRole('tab', { name: /进行中/ }).first()).toBeVisible();
  const session = page.getByRole('region', { name: '周年庆秒杀' });
  const timer = session.getByRole('timer');
  await expect(timer).toHaveText(/^距结束(\d+天 )?\d\d:\d\d:\d\d$/);
  const before = await timer.textContent();
  await expect(timer).not.toHaveText(before!);

  const card = session.getByRole('listitem').first();
  const name = (await card.getAttribute('aria-label'))!;
  await expect(card.getByLabel(/^秒杀价[\d.]+元$/)).toBeVisible();
  await expect(card.getByLabel(/^原价[\d.]+元$/)).toBeVisible();
  await expect(card).toContainText(/已抢\d+%/);
  await card.getByRole('button', { name: `抢购${name}` }).click();
  await expect(page.getByText('加入购物车成功')).toBeVisible();
  const lines = (await callApi<CartState>(page, '/api/cart/list')).data;
  expect(lines.map((line) => ({ type: line.type, name: line.goods?.name }))).toEqual([{ type: 1, name }]);

  // Checked once the toast has gone: caught mid-fade, its text is paler than it is shown.
  await expect(page.getByText('加入购物车成功')).toBeHidden();
  await expectNoSeriousFindings(page);
  await shot(page, 'flash-sale');
  await emptyCart(page);
});

test('the home page shows the running flash sale, and leads to /ms', async ({ page }) => {
  await logInAsDemoBuyer(page);
  await page.goto('/home');
  const block = page.getByRole('region', { name: '限时秒杀' });
  await expect(block.getByRole('timer')).toHaveText(/^距结束 (\d+天 )?\d\d:\d\d:\d\d$/);
  await block.scrollIntoViewIfNeeded();
  await block.screenshot({ path: path.join(artifactsDir, 'screens', 'home-flash-sale.png') });
  await block.getByRole('link', { name: '更多秒杀' }).click();
  await expect(page).toHaveURL(/\/ms$/);
  await expect(page.getByRole('region', { name: '周年庆秒杀' })).toBeVisible();
});

test('the goods page of a goods on flash sale offers 立即抢购, counted down, which adds a flash line', async ({
  page,
}) => {
  await logInAsDemoBuyer(page);
  await emptyCart(page);
  const { sessions } = await callApi<SpikeSessions>(page, '/api/activity/spike_sessions');
  const goods = sessions[0]!.goods[0]!;
  await page.goto(`/list/info/${goods.id}`);
  const offer = page.getByRole('group', { name: '限时秒杀' });
  await expect(offer.getByLabel(`秒杀价${goods.price}元`)).toBeVisible();
  await expect(offer).toContainText(`每人限购${goods.limit}${goods.bzdw}`);
  const timer = offer.getByRole('timer');
  await expect(timer).toHaveText(/^距结束 (\d+天 )?\d\d:\d\d:\d\d$/);
  const before = await timer.textContent();
  await expect(timer).not.toHaveText(before!);
  await offer.getByRole('button', { name: `立即抢购${goods.name}` }).click();
  await expect(page.getByText('加入购物车成功')).toBeVisible();
  const lines = (await callApi<CartState>(page, '/api/cart/list')).data;
  expect(lines.map((line) => ({ type: line.type, name: line.goods?.name }))).toEqual([
    { type: 1, name: goods.name },
  ]);
  await expectNoSeriousFindings(page);
  await emptyCart(page);
});
