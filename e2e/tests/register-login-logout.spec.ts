import { expect, test } from '../fixtures.ts';

test('a new pharmacy registers, logs out, logs in and logs out again', async ({
  page,
  newPhone,
  readSmsCode,
}) => {
  const phone = newPhone();
  const company = `测试大药房${phone.slice(-4)}有限公司`;

  await page.goto('/register');
  await expect(page).toHaveTitle(/注册/);
  await page.getByLabel('企业名称').fill(company);
  await page.getByLabel('联系人').fill('周店长');
  await page.getByLabel('手机号').fill(phone);
  await page.getByLabel('邮箱').fill('zhou@example.com');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByLabel('短信验证码').fill(await readSmsCode(phone));
  await page.getByLabel('密码', { exact: true }).fill('shop2026ok');
  await page.getByLabel('确认密码').fill('shop2026ok');
  await page.getByRole('button', { name: '注册' }).click();

  const header = page.getByRole('banner');
  await expect(header.getByText(company)).toBeVisible();
  await header.getByRole('button', { name: '安全退出' }).click();
  await expect(header.getByRole('link', { name: '登录' })).toBeVisible();
  await expect(header.getByText(company)).toHaveCount(0);

  await header.getByRole('link', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('手机号/用户名').fill(phone);
  await page.getByLabel('密码').fill('wrong-pass1');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByText('账号或密码错误').first()).toBeVisible();
  await page.getByLabel('密码').fill('shop2026ok');
  await page.getByRole('button', { name: '登录' }).click();

  await expect(page.getByRole('banner').getByText(company)).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: '安全退出' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: '注册' })).toBeVisible();
  const base = await page.request.get('/api/user/base');
  expect(base.status()).toBe(401);
});

test('the demo buyer logs in and sees the company and account manager', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('手机号/用户名').fill('13800000001');
  await page.getByLabel('密码').fill('demo123456');
  await page.getByRole('button', { name: '登录' }).click();
  const header = page.getByRole('banner');
  await expect(header.getByText('康宁大药房连锁有限公司（中山路店）')).toBeVisible();
  await expect(header.getByText(/专属客服/)).toBeVisible();
});

test('unknown paths land on the not-found page and / goes to the promotion', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/promotion/);
});
