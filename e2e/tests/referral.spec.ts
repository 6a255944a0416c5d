import { expectNoSeriousFindings } from '../axe.ts';
import { expect, logInAsDemoBuyer, shot, test } from '../fixtures.ts';

test('the demo buyer shares their 老带新 link, a friend registers through it and shows in their list', async ({
  browser,
  page,
  newPhone,
  readSmsCode,
}) => {
  await page.goto('/ldx');
  await expect(page.getByRole('heading', { name: '老带新有礼', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: '登录后邀请' })).toBeVisible();

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await logInAsDemoBuyer(page);
  await page.goto('/ldx');
  await expect(page.getByText('每邀请一位好友完成首单支付，您可获得')).toBeVisible();
  await expect(page.getByText('领券满500减25', { exact: false }).first()).toBeVisible();
  const link = page.getByRole('textbox', { name: '邀请链接' });
  await expect(link).toHaveValue(/\/register\?ref=[2-9A-Z]{8}$/);
  const url = await link.inputValue();
  const code = url.split('ref=')[1]!;
  await expect(page.getByText(code, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: '复制链接' }).click();
  await expect(page.getByText('邀请链接已复制，快去分享给好友吧')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await expectNoSeriousFindings(page);

  const friendContext = await browser.newContext({ locale: 'zh-CN' });
  const friend = await friendContext.newPage();
  const phone = newPhone();
  const company = `邀请测试大药房${phone.slice(-4)}有限公司`;
  await friend.goto(url);
  await expect(friend.getByText(`好友邀请您注册（邀请码 ${code}）`, { exact: false })).toBeVisible();
  await friend.getByLabel('企业名称').fill(company);
  await friend.getByLabel('联系人').fill('周店长');
  await friend.getByLabel('手机号').fill(phone);
  await friend.getByRole('button', { name: '获取验证码' }).click();
  await friend.getByLabel('短信验证码').fill(await readSmsCode(phone));
  await friend.getByLabel('密码', { exact: true }).fill('shop2026ok');
  await friend.getByLabel('确认密码').fill('shop2026ok');
  await friend.getByRole('button', { name: '注册' }).click();
  await expect(friend.getByRole('banner').getByText(company)).toBeVisible();
  await friendContext.close();

  await page.reload();
  const referred = page.getByRole('table');
  await expect(referred.getByText(`${phone.slice(0, 3)}****${phone.slice(-4)}`)).toBeVisible();
  await expect(referred.getByText('待首单支付').first()).toBeVisible();
  await shot(page, 'ldx');
});
