import sharp from 'sharp';
import { expect, logInAsDemoBuyer, shot, test } from '../fixtures.ts';

test.slow();

test('an operator adds a new goods with every field, and a buyer finds it by pinyin and sees its ladder', async ({
  browser,
  page,
}) => {
  const admin = await (await browser.newContext({ locale: 'zh-CN' })).newPage();
  await admin.goto('/admin/login');
  await admin.getByLabel('用户名').fill('admin');
  await admin.getByLabel('密码').fill('admin123456');
  await admin.getByRole('button', { name: /登\s*录/ }).click();
  await admin.getByRole('menu').getByText('商品管理').click();
  await admin.getByRole('button', { name: /新增商品/ }).click();

  await admin.getByLabel('商品名称').fill('金叶败毒颗粒');
  await admin.getByLabel('商品类型').click();
  await admin.getByTitle('中成药').click();
  await admin.getByLabel('经营范围').fill('中成药');
  await admin.getByLabel('生产厂家').fill('济川药业集团有限公司');
  await admin.getByLabel('批准文号').fill('国药准字Z20090603');
  await admin.getByLabel('规格').fill('10g*10袋');
  await admin.getByLabel('包装单位').fill('盒');
  await admin.getByLabel('中包装').fill('10');
  await admin.getByLabel('批发价').fill('23.50');
  await admin.getByRole('button', { name: /添加一档/ }).click();
  await admin.getByLabel('第1档数量').fill('100');
  await admin.getByLabel('第1档单价').fill('22.80');
  await admin.getByLabel('华东一号仓库存').fill('500');
  const picture = await sharp({ create: { width: 1600, height: 1600, channels: 3, background: '#3b82f6' } })
    .jpeg()
    .toBuffer();
  // The only picture field of a new goods: the one that adds a picture.
  await admin
    .locator('input[type=file]')
    .setInputFiles({ name: 'jinye.jpg', mimeType: 'image/jpeg', buffer: picture });
  await expect(admin.getByRole('img', { name: '商品图片1' })).toBeVisible();
  await admin.getByLabel('上架销售').click();
  await shot(admin, 'console-goods-new');
  await admin.getByRole('button', { name: '创建商品' }).click();
  await expect(admin).toHaveURL(/\/admin\/goods\/\d+$/);
  const id = admin.url().split('/').pop();

  await logInAsDemoBuyer(page);
  await page.goto('/search?keyword=jybdkl');
  await expect(page.getByRole('link', { name: /金叶败毒颗粒/ }).first()).toBeVisible();
  await page
    .getByRole('link', { name: /金叶败毒颗粒/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`${id}`));
  await expect(page.getByRole('heading', { name: '金叶败毒颗粒' })).toBeVisible();
  await expect(page.getByText('济川药业集团有限公司').first()).toBeVisible();
  await expect(page.getByText('¥22.80').first()).toBeVisible();
  await expect(page.locator(`img[src^="/files/"]`).first()).toBeVisible();
});
