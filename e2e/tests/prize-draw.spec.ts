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

test('a buyer draws once in the popup and finds the prize in 我的优惠券', async ({ page, browser }) => {
  test.slow(); // an activity made in the console, a draw of 2 s and two more pages
  const console = await operatorPage(browser, 'admin', 'admin123456');
  const now = Date.now();
  // Started after the seeded draw: the newest running draw is the one the popup invites to.
  const draft = await callApi<{ id: number }>(console, '/api/admin/activities', {
    kind: 'prize_draw',
    name: '浏览器测试抽奖',
    starts_at: new Date(now - 30_000).toISOString(),
    ends_at: new Date(now + 3_600_000).toISOString(),
    definition: {
      chance_rule: 'per_buyer',
      chances_per_buyer: 1,
      rules_text: '每人一次',
      prizes: [prize('浏览器满100减5券', 500, 10_000), prize('浏览器满200减12券', 1_200, 20_000)],
    },
  });
  await callApi(console, `/api/admin/activities/${draft.id}/publish`, {});
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
