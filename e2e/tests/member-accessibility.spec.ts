import path from 'node:path';
import { expectNoSeriousFindings } from '../axe.ts';
import { expect, logInAsBuyer, test } from '../fixtures.ts';
import { artifactsDir } from '../playwright.config.ts';

// The group's second store reads these pages, so they run beside the demo buyer's orders and payments.
test("a buyer's member centre pages have no serious accessibility finding", async ({ page }) => {
  // Eight pages, each loaded and checked by axe.
  test.slow();
  await logInAsBuyer(page, '13800000003', '康宁大药房连锁有限公司（解放路店）');
  const pages: [string, string][] = [
    ['/user', '会员中心'],
    ['/user/zizhi', '资质管理'],
    ['/user/account', '账户设置'],
    ['/user/often', '常购清单'],
    ['/user/qiugou', '我要求购'],
    ['/user/feedback', '意见反馈'],
    ['/user/wechat', '绑定微信'],
    ['/user/points', '我的积分'],
  ];
  for (const [url, title] of pages) {
    await page.goto(url);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('.ant-skeleton')).toHaveCount(0);
    await page.screenshot({
      path: path.join(artifactsDir, 'screens', `member${url.replace(/\//g, '-')}.png`),
      fullPage: true,
    });
    await expectNoSeriousFindings(page);
  }
});
