import { expectNoSeriousFindings } from '../axe.ts';
import {
  expect,
  logInAsDemoBuyer,
  newActivity,
  operatorPage,
  saveAndPublishActivity,
  shot,
  test,
} from '../fixtures.ts';

test('an operator makes a coupon campaign, publishes it, and a buyer finds it in the coupon centre', async ({
  browser,
  page,
}) => {
  const console = await operatorPage(browser, 'admin', 'admin123456');
  await console.getByRole('menu').getByText('营销活动').click();
  const flash = console.getByRole('row', { name: /周年庆秒杀/ });
  await expect(flash.getByText('进行中')).toBeVisible();
  await expect(flash.getByText(/已售 \d+ \/ \d+/)).toBeVisible();

  await newActivity(console, '优惠券');
  await console.getByLabel('活动名称').fill('周末领券满100减8');
  const now = new Date();
  const day = (offset: number) =>
    new Date(now.getTime() + offset * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
  await console.getByPlaceholder('开始时间').click();
  await console.getByPlaceholder('开始时间').fill(`${day(-1)} 00:00`);
  await console.getByPlaceholder('开始时间').press('Enter');
  await console.getByPlaceholder('结束时间').fill(`${day(7)} 00:00`);
  await console.getByPlaceholder('结束时间').press('Enter');
  await console.getByLabel('面值（元）').fill('8');
  await console.getByLabel(/使用门槛/).fill('100');
  await console.getByLabel('发放总量').fill('300');
  await shot(console, 'console-activity-editor');
  await saveAndPublishActivity(console);
  await expect(console.getByText('进行中', { exact: true })).toBeVisible();

  // The operator looks at it as buyers see it, in the shop's own coupon ticket.
  const [preview] = await Promise.all([
    console.waitForEvent('popup'),
    console.getByRole('link', { name: '买家视角预览' }).click(),
  ]);
  await expect(preview).toHaveURL(/\/preview\/activity\/\d+$/);
  const ticket = preview.getByRole('listitem', { name: '周末领券满100减8' });
  await expect(ticket).toContainText('¥8');
  await expect(ticket).toContainText('每人限领');
  await expect(preview.getByText(/^预览：周末领券满100减8（进行中）$/)).toBeVisible();
  await expectNoSeriousFindings(preview);
  await shot(preview, 'activity-preview');
  await preview.close();

  await logInAsDemoBuyer(page);
  await page.goto('/lq');
  const offer = page.getByRole('listitem', { name: '周末领券满100减8' });
  await expect(offer).toContainText('¥8');
  await offer.getByRole('button', { name: '领取周末领券满100减8' }).click();
  await expect(offer.getByRole('button', { name: '领取周末领券满100减8' })).toHaveText('已领取');

  await console.reload();
  await expect(console.getByText('1 / 300')).toBeVisible();
  await console.context().close();
});
