import type { AdminBuyer } from '@yaocai/domain/contracts/admin-responses';
import type { CartState } from '@yaocai/domain/contracts/cart';
import type { GoodsPage } from '@yaocai/domain/contracts/catalog';
import type { Paged } from '@yaocai/domain/contracts/wire';
import { callApi, expect, operatorPage, shot, test } from '../fixtures.ts';

// The shop and the console side by side: two browser contexts.
test.slow();

/** A tiny PNG, as a phone's photo of a licence would be, only smaller. */
const scan = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const chinaDay = (days: number) =>
  new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);

test('a new buyer uploads a licence, an operator approves it and the buyer, who then sees prices, is told, and is held when a licence expires', async ({
  page,
  browser,
  newPhone,
  readSmsCode,
}) => {
  const phone = newPhone();
  const company = `资质测试药房${phone.slice(-4)}`;
  await page.goto('/register');
  await page.getByLabel('企业名称').fill(company);
  await page.getByLabel('联系人').fill('钱店长');
  await page.getByLabel('手机号').fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByLabel('短信验证码').fill(await readSmsCode(phone));
  await page.getByLabel('密码', { exact: true }).fill('shop2026ok');
  await page.getByLabel('确认密码').fill('shop2026ok');
  await page.getByRole('button', { name: '注册' }).click();
  await expect(page.getByRole('banner').getByText(company)).toBeVisible();
  // Registering lands on the home page; going elsewhere before it does would be cut short by it.
  await expect(page).toHaveURL(/\/home$/);

  // The buyer uploads the business licence from the member centre.
  await page.goto('/user');
  await page.getByRole('link', { name: '上传或更换资质' }).click();
  await expect(page).toHaveURL(/\/user\/zizhi$/);
  await page.getByRole('button', { name: '上传营业执照' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('证照编号').fill('91330100MA2E2E001X');
  await dialog.getByLabel('长期有效').check();
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: scan });
  await expect(dialog.getByAltText('营业执照扫描件1')).toBeVisible();
  await dialog.getByRole('button', { name: '提交审核' }).click();
  await expect(page.getByText('已提交，请等待审核')).toBeVisible();
  const row = page.getByRole('region', { name: '我的资质' }).getByRole('row', { name: /营业执照/ });
  await expect(row).toContainText('待审核');
  await shot(page, 'qualifications');

  // The operator finds the buyer among those with licences to review, approves it, then the buyer.
  const console = await operatorPage(browser, 'admin', 'admin123456');
  await console.goto('/admin/buyers');
  await console.getByRole('tab', { name: '资质待审核' }).click();
  await console
    .getByRole('row', { name: new RegExp(phone) })
    .getByRole('link', { name: '详情' })
    .click();
  const licences = console.locator('.ant-card', { hasText: '资质证照' });
  await licences
    .getByRole('row', { name: /营业执照/ })
    .getByRole('button', { name: '通过' })
    .click();
  await expect(licences.getByRole('row', { name: /营业执照/ })).toContainText('已通过');
  await shot(console, 'console-licence-review');
  await console.getByRole('button', { name: '通过' }).first().click();
  const approval = console.getByRole('dialog');
  await expect(approval.getByText('必备证照齐全，均已审核通过且在有效期内')).toBeVisible();
  await approval.getByRole('button', { name: '确认通过' }).click();
  await expect(console.getByText('已通过').first()).toBeVisible();

  const goods = (await callApi<GoodsPage>(page, '/api/goods/list?in_stock=1&page_size=60')).list.find(
    (g) => g.number >= g.zbz * 2 && !g.tags.includes('秒'),
  )!;
  await page.goto(`/list/info/${goods.id}`);
  await expect(page.getByText(/¥\s*\d+\.\d{2}/).first()).toBeVisible();
  await expect(page.getByText('资质审核后可见')).toHaveCount(0);
  await page.goto('/wdxx');
  await expect(page.getByText('营业执照审核已通过')).toBeVisible();

  // The drug trading licence on file runs out: the buyer browses on, but cannot order, and is told why.
  const [buyer] = (await callApi<Paged<AdminBuyer>>(console, `/api/admin/buyers?keywords=${phone}`)).list;
  const xsrf = (await console.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const put = (url: string, data: object) =>
    console.request.put(url, { data, headers: { 'x-xsrf-token': xsrf } }).then((r) => r.status());
  // As sales staff would: every class of goods the shop sells, and the licence from its paper copy.
  const scopes = await callApi<string[]>(console, '/api/admin/business-scopes');
  expect(
    await put(`/api/admin/buyers/${buyer!.id}/profile`, { manager_id: null, business_scopes: scopes }),
  ).toBe(200);
  expect(
    await put(`/api/admin/buyers/${buyer!.id}/licences/drug_trading`, {
      number: '浙AA-E2E',
      holder: company,
      valid_until: chinaDay(-1),
      images: ['/files/x.webp'],
    }),
  ).toBe(200);
  await console.context().close();

  const reason = `您的药品经营许可证已于${chinaDay(-1)}过期，请在会员中心更新资质后再下单`;
  await callApi(page, '/api/contract/sign', { agree: 1 });
  await callApi(page, '/api/user/address', {
    name: '钱店长',
    phone,
    province: '浙江省',
    city: '杭州市',
    district: '西湖区',
    detail: '文三路1号',
  });
  await callApi(page, '/api/cart', { data: [{ goods_id: goods.id, number: goods.zbz }] });
  const lines = (await callApi<CartState>(page, '/api/cart/list')).data;
  await page.goto(`/cart/confirm?ids=${lines.map((line) => line.id).join(',')}`);
  await expect(page.getByRole('alert').filter({ hasText: reason })).toBeVisible();
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page.getByRole('dialog').filter({ hasText: reason })).toBeVisible();
  await shot(page, 'licence-hold');
  expect(await page.request.get('/api/order?page_size=1').then((r) => r.json())).toMatchObject({
    data: { total: 0 },
  });
});
