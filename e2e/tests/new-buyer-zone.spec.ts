import type { NewBuyerZone } from '@yaocai/domain/contracts/activity-new-buyer-responses';
import { expectNoSeriousFindings } from '../axe.ts';
import { callApi, expect, logInAsBuyer, shot, test } from '../fixtures.ts';

test('a visitor opens 新人专区 and is asked to sign in for the 新人价', async ({ page }) => {
  await page.goto('/xr');
  await expect(page.getByRole('heading', { level: 1, name: '新人专区' })).toBeVisible();
  await expect(page.getByText('新人专享价')).toBeVisible();
  await expect(page.getByText('登录后查看新人价')).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: '登录可见' }).first();
  await expect(card).toBeVisible();
  await expect(card.getByRole('button')).toHaveCount(0);
  await expectNoSeriousFindings(page);
  await page.getByRole('link', { name: '立即登录' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fxr$/);
});

test('a buyer of the chain’s second store sees the 新人价 over the struck price, and whether it is theirs', async ({
  page,
}) => {
  // Not the demo buyer: that one pays orders in other tests, and the 新人价 is for buyers who have not.
  await logInAsBuyer(page, '13800000003', '康宁大药房连锁有限公司（解放路店）');
  await page.goto('/xr');
  await expect(page.getByRole('heading', { level: 1, name: '新人专区' })).toBeVisible();
  const zone = await callApi<NewBuyerZone>(page, '/api/activity/new_buyer');
  const first = zone.goods[0]!;
  const card = page.getByRole('listitem', { name: first.name });
  await expect(card.getByLabel(`新人价${first.price}元`)).toBeVisible();
  await expect(card.getByLabel(`原价${first.base_price}元`)).toBeVisible();
  if (zone.qualification.qualifies) {
    await expect(page.getByText('您是新客户，可按新人价购买以下商品')).toBeVisible();
    await expect(card.getByRole('button', { name: `购买${first.name}` })).toBeVisible();
  } else {
    await expect(page.getByText(zone.qualification.message)).toBeVisible();
    await expect(card.getByRole('button')).toHaveCount(0);
  }
  await expectNoSeriousFindings(page);
  await shot(page, 'new-buyer-zone');
});
