import type { AdminActivityList } from '@yaocai/domain/contracts/admin-activities';
import { ACTIVITY_KIND_LABEL } from '@yaocai/domain/contracts/activity-kinds';
import { expectNoSeriousFindings } from '../axe.ts';
import { callApi, expect, operatorPage, shot, test } from '../fixtures.ts';

test('every kind of the demo’s activities previews as buyers will see it, with nothing to buy and no serious axe finding', async ({
  browser,
}) => {
  // Fifteen pages, each loaded and checked by axe: 2.4 min beside the other lane on a busy machine.
  test.setTimeout(300_000);
  const console = await operatorPage(browser, 'admin', 'admin123456');
  const { list } = await callApi<AdminActivityList>(console, '/api/admin/activities?page_size=100');
  const firstOfKind = [...new Map(list.map((activity) => [activity.kind, activity])).values()];
  // The demo runs an activity of every kind but the coupon-only ones the e2e make themselves.
  expect(firstOfKind.length).toBeGreaterThanOrEqual(14);
  for (const activity of firstOfKind) {
    await console.goto(`/preview/activity/${activity.id}`);
    await expect(
      console.getByText(`预览：${activity.name}（${activity.state_label}）`),
      ACTIVITY_KIND_LABEL[activity.kind],
    ).toBeVisible();
    await expect(console.getByRole('heading', { level: 1 })).toBeVisible();
    for (const button of await console
      .getByRole('button', { name: /加入购物车|立即抢购|立即领取|兑换|换购|立即报名/ })
      .all())
      await expect(button).toBeDisabled();
    await expectNoSeriousFindings(console);
    await shot(console, `preview-${activity.kind}`);
  }
  await console.context().close();
});
