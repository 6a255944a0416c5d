import type { BrandZoneBlock } from '@yaocai/domain/contracts/activity-brand-zone';
import type { CartState } from '@yaocai/domain/contracts/cart';
import { expectNoSeriousFindings } from '../axe.ts';
import { callApi, emptyCart, expect, logInAsDemoBuyer, shot, test } from '../fixtures.ts';

test('the buyer opens 品牌专区, jumps to a brand, sees its banner, blurb and goods, and adds one to the cart', async ({
  page,
}) => {
  await logInAsDemoBuyer(page);
  await emptyCart(page);
  const zones = await callApi<BrandZoneBlock[]>(page, '/api/focus/ppzq');
  expect(zones).toHaveLength(2);
  await page.goto('/pp');
  await expect(page.getByRole('heading', { level: 1, name: '品牌专区' })).toBeVisible();

  const second = zones[1]!;
  await page.getByRole('navigation', { name: '品牌导航' }).getByRole('link', { name: second.name }).click();
  await expect(page).toHaveURL(new RegExp(`#pp-brand-${second.brand_id}$`));
  const section = page.getByRole('region', { name: second.name });
  await expect(section.getByRole('img', { name: `${second.name}品牌横幅` })).toBeVisible();
  await expect(section.getByText(second.blurb)).toBeVisible();
  const card = section.getByRole('article').first();
  await expect(card).toContainText('¥');
  const name = (await card.getAttribute('aria-label'))!;
  await card.getByRole('button', { name: /加入购物车/ }).click();
  await expect(page.getByText('加入购物车成功')).toBeVisible();
  const lines = (await callApi<CartState>(page, '/api/cart/list')).data;
  expect(lines.map((line) => line.goods?.name)).toEqual([name]);

  // Checked once the toast has gone: caught mid-fade, its text is paler than it is shown.
  await expect(page.getByText('加入购物车成功')).toBeHidden();
  await expectNoSeriousFindings(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'brand-zone');
  await emptyCart(page);
});
