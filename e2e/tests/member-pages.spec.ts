import { expect, operatorPage, registerBuyer, shot, test } from '../fixtures.ts';

test('a new buyer changes their contact and password, files 开票信息 and keeps an address book', async ({
  page,
  newPhone,
  readSmsCode,
}) => {
  const phone = newPhone();
  const company = `账户测试药房${phone.slice(-4)}`;
  await registerBuyer(page, phone, company, readSmsCode);
  await page.goto('/user/account');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: '账户设置' })).toBeVisible();

  const profile = page.getByRole('region', { name: '基本资料' });
  await profile.getByLabel('联系人').fill('钱经理');
  await profile.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('修改成功').first()).toBeVisible();

  const password = page.getByRole('region', { name: '修改密码' });
  await password.getByLabel('当前密码').fill('wrong-pass1');
  await password.getByLabel('新密码', { exact: true }).fill('newpass2026');
  await password.getByLabel('确认新密码').fill('newpass2026');
  await password.getByRole('button', { name: '修改密码' }).click();
  await expect(password.getByText('当前密码不正确')).toBeVisible();
  await password.getByLabel('当前密码').fill('shop2026ok');
  await password.getByRole('button', { name: '修改密码' }).click();
  await expect(page.getByText('密码已修改').first()).toBeVisible();

  const invoice = page.getByRole('region', { name: '开票信息' });
  await invoice.getByLabel('纳税人识别号').fill('91330100MA2E2E002Y');
  await invoice.getByLabel('开户银行').fill('中国工商银行杭州文三路支行');
  await invoice.getByLabel('银行账号').fill('1202020409900012345');
  await invoice.getByLabel('注册地址').fill('杭州市西湖区文三路1号');
  await invoice.getByLabel('注册电话').fill('0571-88886666');
  await invoice.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('开票信息已保存').first()).toBeVisible();

  const addresses = page.getByRole('region', { name: '收货地址' });
  await addresses.getByRole('button', { name: '新增收货地址' }).click();
  const dialog = page.getByRole('dialog', { name: '新增收货地址' });
  await dialog.getByLabel('收货人').fill('钱经理');
  await dialog.getByLabel('联系电话').fill(phone);
  await dialog.getByLabel('省份').fill('浙江省');
  await dialog.getByLabel('城市').fill('杭州市');
  await dialog.getByLabel('区县').fill('西湖区');
  await dialog.getByLabel('详细地址').fill('文三路1号');
  await dialog.getByRole('button', { name: /确\s*定|保\s*存/ }).click();
  const entry = addresses.getByRole('listitem', { name: `钱经理 ${phone}` });
  await expect(entry).toContainText('浙江省 杭州市 西湖区 文三路1号');
  await shot(page, 'member-account');
  await entry.getByRole('button', { name: '删除' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: '删除' }).click();
  await expect(addresses.getByText('还没有收货地址')).toBeVisible();

  // The new password signs in; the name stays changed.
  await page.getByRole('banner').getByRole('button', { name: '安全退出' }).click();
  // Signed out (the page reloads, and a visitor on a member page is sent to log in) before going on,
  // or the next goto is aborted by that navigation. The header's 登录 link shows only for a moment.
  await expect(page).toHaveURL(/\/login\?redirect=%2Fuser%2Faccount$/);
  await page.goto('/login');
  await page.getByLabel('手机号/用户名').fill(phone);
  await page.getByLabel('密码').fill('newpass2026');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('banner').getByText(company)).toBeVisible();
  // The sign-in navigates to the home page after the header changes; going on before it lands aborts the next goto.
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/user/account');
  await expect(page.getByRole('region', { name: '基本资料' }).getByLabel('联系人')).toHaveValue('钱经理');
});

test('a buyer binds their WeChat through the development provider and unbinds it', async ({
  page,
  newPhone,
  readSmsCode,
}) => {
  const phone = newPhone();
  await registerBuyer(page, phone, `微信测试药房${phone.slice(-4)}`, readSmsCode);
  await page.goto('/user/wechat');
  await expect(page.getByText('当前账号未绑定微信')).toBeVisible();
  await page.getByRole('button', { name: '绑定微信' }).click();
  await expect(page.getByText('开发环境 · 模拟微信授权，不连接微信')).toBeVisible();
  await page.getByLabel(/微信昵称/).fill(`药师${phone.slice(-6)}`);
  await page.getByRole('button', { name: '确认授权' }).click();
  await expect(page).toHaveURL(/\/user\/wechat/);
  await expect(page.getByText(`已绑定微信：药师${phone.slice(-6)}`)).toBeVisible();
  await shot(page, 'member-wechat');
  await page.getByRole('button', { name: '解除绑定' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: '解除绑定' }).click();
  await expect(page.getByText('当前账号未绑定微信')).toBeVisible();
});

test('a buyer asks for goods the shop lacks and sends feedback; the console answers both, and the answers arrive as messages', async ({
  page,
  browser,
  newPhone,
  readSmsCode,
}) => {
  const phone = newPhone();
  const company = `求购测试药房${phone.slice(-4)}`;
  await registerBuyer(page, phone, company, readSmsCode);
  const goodsName = `测试求购片${phone.slice(-4)}`;
  await page.goto('/user/qiugou');
  const form = page.getByRole('region', { name: '提交求购' });
  await form.getByLabel('商品名称').fill(goodsName);
  await form.getByLabel('生产厂家').fill('华康制药');
  await form.getByLabel('规格').fill('0.25g*24片');
  await form.getByLabel('求购数量').fill('200');
  await form.getByLabel('期望单价').fill('12.5');
  await form.getByRole('button', { name: '提交求购' }).click();
  await expect(page.getByText('求购已提交').first()).toBeVisible();
  const mine = page.getByRole('region', { name: '我的求购' });
  await expect(mine.getByRole('row', { name: new RegExp(goodsName) })).toBeVisible();

  await page.goto('/user/feedback');
  await page.getByLabel('反馈内容').fill(`希望增加夜间配送（${phone}）`);
  await page.getByRole('button', { name: '提交反馈' }).click();
  await expect(page.getByText('感谢您的反馈').first()).toBeVisible();

  const console = await operatorPage(browser, 'admin', 'admin123456');
  await console.goto('/admin/buyer-requests');
  const row = console.getByRole('row', { name: new RegExp(goodsName) });
  await row.getByRole('button', { name: '回复' }).click();
  const answer = console.getByRole('dialog');
  await answer.getByLabel('回复内容').fill('已安排采购，下周一到货');
  await answer.getByRole('button', { name: '发送回复' }).click();
  await expect(console.getByRole('row', { name: new RegExp(goodsName) })).toHaveCount(0);
  await console.getByRole('tab', { name: '意见反馈' }).click();
  const states = console.getByLabel('回复状态');
  await states.getByText('待回复', { exact: true }).click();
  const feedbackRow = console.getByRole('row', { name: new RegExp(`希望增加夜间配送（${phone}）`) });
  await feedbackRow.getByRole('button', { name: '回复' }).click();
  const reply = console.getByRole('dialog');
  await reply.getByLabel('回复内容').fill('已开通夜间配送，次日达');
  await shot(console, 'console-feedback-answer');
  await reply.getByRole('button', { name: '发送回复' }).click();
  await expect(feedbackRow).toHaveCount(0);
  await states.getByText('已回复', { exact: true }).click();
  await expect(console.getByRole('row', { name: new RegExp(`希望增加夜间配送（${phone}）`) })).toContainText(
    '已开通夜间配送，次日达',
  );
  await shot(console, 'console-buyer-requests');
  await console.context().close();

  await page.goto('/wdxx');
  await expect(page.getByText(`求购回复：${goodsName}`)).toBeVisible();
  await expect(page.getByText('意见反馈回复').first()).toBeVisible();
  await page.goto('/user/feedback');
  await expect(
    page.getByRole('region', { name: '我的反馈' }).getByRole('row', { name: new RegExp(`希望增加夜间配送`) }),
  ).toContainText('已开通夜间配送，次日达');
  await shot(page, 'member-feedback-answered');
  await page.goto('/user/qiugou');
  await expect(
    page.getByRole('region', { name: '我的求购' }).getByRole('row', { name: new RegExp(goodsName) }),
  ).toContainText('已安排采购，下周一到货');
});
