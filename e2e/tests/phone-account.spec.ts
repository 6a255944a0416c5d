import type { GoodsPage } from '@yaocai/domain/contracts/catalog';
import { callApi, expect, test } from '../fixtures.ts';
import { expectFitsPhone, PHONE } from '../phone.ts';

test.use(PHONE);

// A buyer of the demo shop's past, whom no other test signs in as: what this test keeps and claims is its own.
const BUYER = { phone: '13700000112', password: 'demo123456' };
const COUPON = '领券满1500享9.2折';

test('a phone buyer signs in, keeps a goods among the favourites and claims a coupon, all by touch', async ({
  page,
}) => {
  test.slow();
  // Sign-in: the phone's keyboard for the number, the form's own button.
  await page.goto('/login');
  const phone = page.getByLabel('手机号/用户名');
  await phone.tap();
  await phone.fill(BUYER.phone);
  await page.getByLabel('密码').fill(BUYER.password);
  await expectFitsPhone(page);
  await page.getByRole('button', { name: '登录' }).tap();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  const tabs = page.getByRole('navigation', { name: '底部导航' });
  await tabs.getByRole('link', { name: '我的' }).tap();
  await page.waitForURL(/\/user$/);
  await expect(page.getByRole('navigation', { name: '常用功能' })).toBeVisible();

  // 收藏 from the goods page's buy bar, then found in 我的 › 我的收藏 and let go.
  const { list } = await callApi<GoodsPage>(page, '/api/goods/list?in_stock=1&page=4&page_size=20');
  const goods = list.find((g) => g.is_buy)!;
  await page.goto(`/list/info/${goods.id}`);
  await page.getByRole('button', { name: /(^|\s)收藏$/ }).tap();
  const kept = page.getByRole('dialog');
  await expect(kept).toContainText('收藏成功');
  await kept.getByRole('button', { name: '查看我的收藏' }).tap();
  await page.waitForURL(/\/star$/);
  const row = page.getByRole('row').filter({ hasText: goods.name });
  await expect(row).toBeVisible();
  await expectFitsPhone(page);
  await row.getByRole('button', { name: '取消收藏' }).tap();
  await page.getByRole('tooltip').getByRole('button', { name: '取消收藏' }).tap();
  await expect(page.getByText('取消收藏成功')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: goods.name })).toHaveCount(0);

  // 领券中心: a coupon claimed by touch is among 我的优惠券.
  await page.goto('/lq');
  const offer = page.getByRole('listitem', { name: COUPON });
  await offer.getByRole('button', { name: `领取${COUPON}` }).tap();
  await expect(page.getByText('领取成功')).toBeVisible();
  await expect(offer.getByRole('button', { name: `领取${COUPON}` })).toHaveText('已领取');
  await expectFitsPhone(page);
  await page.goto('/user/coupons');
  await expect(
    page.getByRole('region', { name: '我的优惠券' }).getByRole('listitem', { name: COUPON }),
  ).toBeVisible();
  await expectFitsPhone(page);
});
