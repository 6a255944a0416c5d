import type { UserState } from '@yaocai/domain/contracts/user';
import { callApi, expect, logInAsDemoBuyer, operatorPage, paidOrder, shipOrder, test } from '../fixtures.ts';

// The shop and the console side by side: two browser contexts.
test.slow();

test('an order shipped from the console changes 我的订单 and the 我的消息 badge on the buyer’s open pages, without a reload', async ({
  page,
  browser,
}) => {
  await logInAsDemoBuyer(page);
  const order = await paidOrder(page, 33);
  await page.goto('/order');
  const card = page.getByRole('article', { name: order.order_no });
  await expect(card.locator('.yc-orders-status')).toHaveText('待发货');
  const before = (await callApi<UserState>(page, '/api/user/base')).message_count;
  // The right bar's badge, on the home page open in another tab.
  const home = await page.context().newPage();
  await home.goto('/home');
  const badge = home
    .getByRole('complementary', { name: '侧边栏' })
    .getByRole('link', { name: '我的消息' })
    .locator('.ant-scroll-number');
  if (before > 0) await expect(badge).toHaveAttribute('title', String(before));
  // Nothing on the page asks again by itself: what changes below is told on the live connection.
  const reloads: string[] = [];
  for (const open of [page, home])
    open.on('framenavigated', (frame) => {
      if (frame === open.mainFrame()) reloads.push(frame.url());
    });

  const console = await operatorPage(browser, 'admin', 'admin123456');
  try {
    await shipOrder(console, order.id, (line) => line.number);
  } finally {
    await console.context().close();
  }
  await expect(card.locator('.yc-orders-status')).toHaveText('已发货');
  await expect(card.getByRole('button', { name: /确认收货/ })).toBeVisible();
  await expect(badge).toHaveAttribute('title', String(before + 1));
  expect(reloads).toEqual([]);
});
