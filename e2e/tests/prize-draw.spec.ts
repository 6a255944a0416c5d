import type { Page } from '@playwright/test';
import { expectNoSeriousFindings } from '../axe.ts';
import { callApi, expect, logInAsDemoBuyer, operatorPage, shot, test } from '../fixtures.ts';

const prize = (name: string, face: number, threshold: number) => ({
  name,
  kind: 'coupon',
  weight: 1,
  stock: 50,
  coupon_value_fen: face,
  coupon_threshold_fen: threshold,
  coupon_valid_days: 7,
  remarks: '已发放至我的优惠券',
});

/** A draw running from 30 s ago for an hour, one chance per buyer, made and published in the console. */
async function publishDraw(console: Page, name: string, prizes: object[]): Promise<number> {
  const now = Date.now();
  const draft = await callApi<{ id: number }>(console, '/api/admin/activities', {
    kind: 'prize_draw',
    name,
    starts_at: new Date(now - 30_000).toISOString(),
    ends_at: new Date(now + 3_600_000).toISOString(),
    definition: { chance_rule: 'per_buyer', chances_per_buyer: 1, rules_text: '每人一次', prizes },
  });
  await callApi(console, `/api/admin/activities/${draft.id}/publish`, {});
  return draft.id;
}

test('a buyer draws once in the popup and finds the prize in 我的优惠券', async ({ page, browser }) => {
  test.slow(); // an activity made in the console, a draw of 2 s and two more pages
  const console = await operatorPage(browser, 'admin', 'admin123456');
  // Started after the seeded draw: the newest running draw is the one the popup invites to.
  await publishDraw(console, '浏览器测试抽奖', [
    prize('浏览器满100减5券', 500, 10_000),
    prize('浏览器满200减12券', 1_200, 20_000),
  ]);
  await logInAsDemoBuyer(page);
  await page.goto('/promotion');
  const popup = page.getByRole('dialog', { name: '浏览器测试抽奖' });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: '立即抽奖' }).click();
  await expect(popup.getByRole('button', { name: /抽奖中/ })).toBeVisible();
  const announced = page.getByText(/恭喜您抽中：浏览器满\d+减\d+券/).first();
  await expect(announced).toBeVisible({ timeout: 10_000 });
  await expect(popup).toBeHidden();
  const won = /浏览器满\d+减\d+券/.exec((await announced.textContent()) ?? '')![0];
  await shot(page, 'prize-draw-announced', { fullPage: false });
  await page.getByRole('button', { name: '知道了' }).click();
  await page.goto('/user/coupons');
  await expect(
    page.getByRole('region', { name: '我的优惠券' }).getByRole('listitem', { name: won }),
  ).toBeVisible();
});

test('/luckDraw has no serious accessibility finding', async ({ page }) => {
  await logInAsDemoBuyer(page);
  await page.goto('/luckDraw');
  await expect(page.getByRole('img', { name: /奖品转盘/ })).toBeVisible();
  await expect(page.getByText('活动规则')).toBeVisible();
  await shot(page, 'luck-draw');
  await expectNoSeriousFindings(page);
});

test('an operator marks a gift the demo buyer won as sent, under the draw’s 中奖记录', async ({
  page,
  browser,
}) => {
  test.slow(); // an activity made in the console, a draw and the console's activity page
  const console = await operatorPage(browser, 'admin', 'admin123456');
  const { list } = await callApi<{ list: { id: number; name: string }[] }>(
    console,
    '/api/admin/goods?page=1&page_size=2',
  );
  const gift = (name: string, goods: { id: number }) => ({
    name,
    kind: 'goods',
    weight: 1,
    stock: 5,
    goods_id: goods.id,
    goods_number: 2,
    remarks: '随下次订单寄出',
  });
  const drawId = await publishDraw(console, '浏览器赠品抽奖', [
    gift('浏览器赠品甲', list[0]!),
    gift('浏览器赠品乙', list[1]!),
  ]);
  // Drawn at once through the draw's call, so the popup never invites the demo buyer to it.
  await logInAsDemoBuyer(page);
  const drawn = await page.request.get(`/api/draw?id=${drawId}`, {
    headers: { 'idempotency-key': `e2e-gift-draw-${drawId}` },
  });
  const won = ((await drawn.json()) as { data: { name: string } }).data.name;
  expect(won).toMatch(/^浏览器赠品[甲乙]$/);

  await console.goto(`/admin/activities/${drawId}`);
  const card = console.locator('.ant-card').filter({ hasText: '中奖记录' });
  const row = card.getByRole('row').filter({ hasText: '康宁大药房连锁有限公司（中山路店）' });
  await expect(row).toContainText(`${won}（赠品）`);
  await expect(row).toContainText('×2');
  await row.getByRole('button', { name: '标记已发放' }).click();
  await console.getByRole('button', { name: '已发放', exact: true }).click();
  await expect(console.getByText('已标记赠品发放').first()).toBeVisible();
  await expect(card.getByText('没有待发放的赠品')).toBeVisible();
  await card.getByText('全部赠品', { exact: true }).click();
  await expect(card.getByRole('row').filter({ hasText: won })).toContainText('管理员');
  await shot(console, 'console-draw-gift-sent');
});
