import sharp from 'sharp';
import type { Browser, Page } from '@playwright/test';
import type { GoodsPage } from '@yaocai/domain/contracts/catalog';
import { callApi, expect, logInAsDemoBuyer, shot, test } from '../fixtures.ts';

// Each test drives the console and then looks at the shop.
test.slow();

async function adminPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'zh-CN' })).newPage();
  await page.goto('/admin/login');
  await page.getByLabel('用户名').fill('admin');
  await page.getByLabel('密码').fill('admin123456');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  return page;
}

test('an operator writes a help article in the editor, and the shop shows it', async ({ browser, page }) => {
  const admin = await adminPage(browser);
  await admin.getByRole('menu').getByText('帮助文章').click();
  await admin.getByRole('button', { name: /新建文章/ }).click();
  await admin.getByRole('textbox', { name: '标题', exact: true }).fill('冷链药品收货须知');
  await admin.getByLabel('分类').click();
  await admin.getByTitle('配送说明').click();
  const body = admin.getByRole('textbox', { name: '正文' });
  await body.click();
  await admin.getByRole('button', { name: '小标题' }).click();
  await body.pressSequentially('到货检查');
  await body.press('Enter');
  await body.pressSequentially('收货时请先查看冷藏箱的温度记录，');
  await admin.getByRole('button', { name: '加粗' }).click();
  await body.pressSequentially('超温的药品请拒收');
  await shot(admin, 'console-article-editor');
  await admin.getByRole('button', { name: '发布' }).click();
  await expect(admin).toHaveURL(/\/admin\/articles$/);
  const link = admin.getByRole('link', { name: '冷链药品收货须知' });
  const href = (await link.getAttribute('href'))!;
  const id = href.split('/').pop();

  await page.goto(`/help/xrzn/hyzc?id=${id}`);
  await expect(page.getByRole('heading', { name: '冷链药品收货须知' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '到货检查' })).toBeVisible();
  await expect(page.locator('strong', { hasText: '超温的药品请拒收' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: '帮助分类' }).getByRole('link', { name: '冷链药品收货须知' }),
  ).toBeVisible();
});

test('an operator posts a notice and changes the hot line, and the shop shows both', async ({
  browser,
  page,
}) => {
  const admin = await adminPage(browser);
  await admin.goto('/admin/content?tab=notices');
  await admin.getByRole('button', { name: /新增公告/ }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel('公告内容').fill('<p>元旦期间<b>正常发货</b></p>');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(admin.getByRole('cell', { name: '元旦期间正常发货' })).toBeVisible();

  await admin.goto('/admin/settings');
  const hotLine = admin.getByLabel('客服热线');
  const before = await hotLine.inputValue();
  await hotLine.fill('400-900-5678');
  await admin.getByRole('button', { name: '保存设置' }).click();
  await expect(admin.getByText('设置已保存')).toBeVisible();

  await logInAsDemoBuyer(page);
  await page.goto('/home');
  await expect(page.getByRole('region', { name: '网站公告' })).toContainText('元旦期间正常发货');
  await expect(page.getByText('投诉热线：400-900-5678').first()).toBeVisible();

  // As the other tests expect the shop: the seeded notice and hot line again.
  await admin.getByLabel('客服热线').fill(before);
  await admin.getByRole('button', { name: '保存设置' }).click();
  await expect(admin.getByText('设置已保存').first()).toBeVisible();
  await admin.goto('/admin/content?tab=notices');
  await admin
    .getByRole('row', { name: /元旦期间正常发货/ })
    .getByRole('button', { name: '删除' })
    .click();
  await admin.getByRole('tooltip').getByRole('button', { name: '删除' }).click();
  await expect(admin.getByRole('cell', { name: '元旦期间正常发货' })).toHaveCount(0);
});

test('an operator uploads a carousel picture, which the home page shows re-encoded', async ({
  browser,
  page,
}) => {
  const admin = await adminPage(browser);
  await admin.goto('/admin/content');
  await admin.getByRole('button', { name: /新增轮播图/ }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel('标题').fill('冬季备货节');
  const picture = await sharp({ create: { width: 2400, height: 500, channels: 3, background: '#0e7c66' } })
    .png()
    .toBuffer();
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'winter.png', mimeType: 'image/png', buffer: picture });
  await expect(dialog.getByRole('img', { name: '广告图片' })).toBeVisible();
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(admin.getByText('冬季备货节', { exact: true })).toBeVisible();
  await shot(admin, 'console-content-banners');

  await page.goto('/home');
  // The carousel hides the slides it is not showing from assistive technology: find it by its alt text.
  const shown = page.locator('img[alt="冬季备货节"]').first();
  await expect(shown).toHaveAttribute('src', /^\/files\/[0-9a-f]{40}\.webp$/);
  const file = await page.request.get((await shown.getAttribute('src'))!);
  expect(file.headers()['content-type']).toBe('image/webp');
  expect((await sharp(await file.body()).metadata()).width).toBe(1920);

  await admin
    .getByRole('row', { name: /冬季备货节/ })
    .getByRole('button', { name: '删除' })
    .click();
  await admin.getByRole('tooltip').getByRole('button', { name: '删除' }).click();
  await expect(admin.getByText('冬季备货节', { exact: true })).toHaveCount(0);
});

test('an operator picks goods for 为你推荐 by searching, the shop recommends them, and the pick is deleted', async ({
  browser,
  page,
}) => {
  await page.goto('/home');
  const recommended = async () =>
    (await callApi<GoodsPage>(page, '/api/index_wntj/1?page_size=40')).list.map((goods) => goods.id);
  const already = new Set(await recommended());
  const { list } = await callApi<GoodsPage>(page, '/api/goods/list?page=9&page_size=20');
  const goods = list.find((candidate) => !already.has(candidate.id))!;

  const admin = await adminPage(browser);
  await admin.goto('/admin/content?tab=goods-picks');
  await admin.getByLabel('推荐位').click();
  await admin.getByTitle('为你推荐').click();
  await admin.getByRole('button', { name: /新增推荐商品/ }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel('推荐商品').fill(goods.name);
  const label = `${goods.name} ${goods.ypgg}（${goods.sccj}）`;
  // The list is redrawn as the search answers: a click on an option drawn over is taken again.
  await expect(async () => {
    await admin.locator('.ant-select-item-option').filter({ hasText: label }).click({ timeout: 2_000 });
    await expect(dialog.locator('.ant-select-content')).toContainText(label, { timeout: 1_000 });
  }).toPass();
  // Typing the order moves the focus out of the picker, whose list would cover 保存.
  await dialog.getByRole('spinbutton', { name: '排序' }).fill('1');
  await expect(admin.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await shot(admin, 'console-goods-pick', { fullPage: false });
  await dialog.getByRole('button', { name: '保存' }).click();
  const row = admin.getByRole('row').filter({ hasText: goods.name });
  await expect(row).toContainText('在售');
  await expect(row).toContainText(String(goods.id));

  await expect.poll(recommended).toContain(goods.id);

  await row.getByRole('button', { name: /删\s*除/ }).click();
  const question = admin.getByRole('tooltip');
  await expect(question).toContainText('确定删除这条推荐商品吗？删除后商城不再显示。');
  // Once in CI the question's 删除 was clicked as it opened and sent nothing, the question staying
  // open: asked and clicked again until the pick is gone, never once it is.
  const confirm = question.getByRole('button', { name: /删\s*除/ });
  await expect(async () => {
    if ((await row.count()) > 0) {
      if (!(await confirm.isVisible()))
        await row.getByRole('button', { name: /删\s*除/ }).click({ timeout: 2_000 });
      await confirm.click({ timeout: 2_000 });
    }
    await expect(row).toHaveCount(0, { timeout: 2_000 });
  }).toPass();
  await expect.poll(recommended).not.toContain(goods.id);
});
