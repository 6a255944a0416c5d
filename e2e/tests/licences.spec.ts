import sharp from 'sharp';
import { expect, test } from '../fixtures.ts';

test('an operator files a buyer’s licence from its paper copy, scan uploaded, and sees it against its expiry', async ({
  page,
}) => {
  await page.goto('/admin/login');
  await page.getByLabel('用户名').fill('admin');
  await page.getByLabel('密码').fill('admin123456');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.getByRole('menu').getByText('客户审核').click();
  await page.getByRole('tab', { name: /已通过/ }).click();
  await page
    .getByRole('row', { name: /康宁大药房连锁有限公司（中山路店）/ })
    .getByRole('link', { name: '详情' })
    .click();

  const card = page.locator('.ant-card').filter({ hasText: '资质证照' });
  // The demo buyer's GSP certificate runs out within the month.
  await expect(card.getByRole('row', { name: /GSP证书/ }).getByText(/到期（30天内）/)).toBeVisible();

  await card.getByRole('button', { name: /录入证照/ }).click();
  const dialog = page.getByRole('dialog');
  // Typed and chosen with the keyboard: a click on the opening list can land on another option.
  await dialog.getByLabel('证照类型').fill('采购委托书');
  await page.keyboard.press('Enter');
  await expect(dialog.getByTitle('采购委托书')).toBeVisible();
  await dialog.getByLabel('证照编号').fill('WT-2026-0188');
  await dialog.getByLabel('持有人').fill('陈思远');
  await dialog.getByLabel('有效期至').fill('2027-12-31');
  await dialog.getByLabel('有效期至').press('Enter');
  const scan = await sharp({ create: { width: 2480, height: 3508, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'mandate.png', mimeType: 'image/png', buffer: scan });
  await expect(dialog.getByRole('img', { name: '扫描件1' })).toBeVisible();
  await dialog.getByRole('button', { name: '保存' }).click();

  const row = card.getByRole('row', { name: /采购委托书/ });
  await expect(row.getByText('WT-2026-0188')).toBeVisible();
  await expect(row.getByText('2027-12-31 到期')).toBeVisible();
  await expect(row.getByText('已通过')).toBeVisible();
});
