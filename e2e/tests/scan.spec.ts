import path from 'node:path';
import type { AdminGoodsDetail } from '@yaocai/domain/contracts/admin-goods';
import type { GoodsPage } from '@yaocai/domain/contracts/catalog';
import { artifactsDir } from '../playwright.config.ts';
import { callApi, expect, operatorPage, shot, test } from '../fixtures.ts';
import { writeBarcodeVideo } from '../fake-camera.ts';
import { expectFitsPhone, logInOnPhone, PHONE } from '../phone.ts';

test.use(PHONE);

test('a phone buyer scans a pack’s barcode with the camera and lands on its goods, 加入购物车 one tap away', async ({
  browser,
  playwright,
  launchOptions,
  baseURL,
}) => {
  test.slow();
  const console = await operatorPage(browser, 'admin', 'admin123456');
  const { list } = await callApi<GoodsPage>(
    console,
    `/api/goods/list?keyword=${encodeURIComponent('银翘解毒片')}`,
  );
  const goods = list.find((g) => g.name === '银翘解毒片')!;
  const { barcodes } = await callApi<AdminGoodsDetail>(console, `/api/admin/goods/${goods.id}`);
  const ean13 = barcodes.find((code) => code.length === 13)!;
  expect(ean13, 'the demo goods carry an EAN-13 barcode').toMatch(/^69\d{11}$/);
  await console.context().close();

  // Chromium's fake camera shows the pack's barcode, as a phone held over it would.
  const video = path.join(artifactsDir, `barcode-${ean13}.y4m`);
  await writeBarcodeVideo(ean13, video);
  const phoneBrowser = await playwright.chromium.launch({
    ...launchOptions,
    args: [
      ...(launchOptions.args ?? []),
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await phoneBrowser.newContext({
      ...PHONE,
      baseURL,
      locale: 'zh-CN',
      permissions: ['camera'],
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await logInOnPhone(page);
    await page.goto('/home');
    await page.getByRole('search', { name: '搜索商品' }).getByRole('link', { name: '扫一扫' }).tap();
    await page.waitForURL(new RegExp(`/list/info/${goods.id}$`), { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: goods.name, level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: /加入购物车/ })).toBeEnabled();
    await shot(page, 'phone-scanned-goods', { fullPage: false });
    // 返回 leaves the goods for the page the scan began on, not the camera again.
    await page.getByRole('button', { name: '返回' }).tap();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('button', { name: '返回' })).toHaveCount(0);
  } finally {
    await phoneBrowser.close();
  }
});

test('a code no goods carries says so and offers the search box', async ({ page }) => {
  await page.goto('/scan');
  // No camera in this browser: the page says why and takes the code typed.
  await expect(page.getByRole('alert')).toContainText('摄像头');
  const typed = page.getByLabel('手动输入条码');
  await expect(typed).toHaveAttribute('inputmode', 'numeric');
  await typed.fill('6920584471017');
  await page.getByRole('button', { name: '查找' }).tap();
  await expect(page.getByText('没有找到条码为 6920584471017 的商品')).toBeVisible();
  const search = page.getByRole('main').getByRole('combobox', { name: '搜索药品或厂家' });
  await expect(search).toBeVisible();
  await expectFitsPhone(page);
  await shot(page, 'phone-scan-unknown', { fullPage: false });
  await search.fill('yqjdp');
  await expect(page.getByRole('main').getByRole('option', { name: '银翘解毒片' })).toBeVisible();
});
