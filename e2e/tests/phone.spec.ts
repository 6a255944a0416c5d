import type { Page } from '@playwright/test';
import type { AdminActivityList } from '@yaocai/domain/contracts/admin-activities';
import type { CartState } from '@yaocai/domain/contracts/cart';
import type { GoodsPage } from '@yaocai/domain/contracts/catalog';
import { callApi, emptyCart, expect, operatorPage, shot, test } from '../fixtures.ts';
import { expectFitsPhone, logInOnPhone, PHONE } from '../phone.ts';

test.use(PHONE);

/** Waits until the page has drawn what it loads: no spinner or skeleton left, the network quiet. */
async function drawn(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(
    page.locator('main .ant-skeleton, main .yc-page-spinner, main .ant-spin-spinning'),
  ).toHaveCount(0);
}

async function visit(page: Page, path: string) {
  await page.goto(path);
  await drawn(page);
  await expectFitsPhone(page);
}

/** A goods the signed-in buyer can put in the cart. */
async function buyableGoods(page: Page) {
  const { list } = await callApi<GoodsPage>(page, '/api/goods/list?in_stock=1&page_size=60&page=3');
  const goods = list.find(
    (g) => g.is_buy && g.monthly_limit === null && g.number >= g.zbz * 4 && !g.tags.includes('秒'),
  );
  if (!goods) throw new Error('no buyable goods on page 3 of the demo list');
  return goods;
}

const VISITOR_PAGES = [
  '/promotion',
  '/home',
  '/category',
  '/list',
  '/login',
  '/register',
  '/login/forgot',
  '/help',
  '/404',
];

const BUYER_PAGES = [
  '/search?keyword=gmlkl',
  '/yx',
  '/zyyp',
  '/user',
  '/user/balance',
  '/user/credit',
  '/user/coupons',
  '/user/zizhi',
  '/user/account',
  '/user/often',
  '/user/qiugou',
  '/user/feedback',
  '/user/wechat',
  '/user/points',
  '/order',
  '/dzfp',
  '/star',
  '/wdxx',
  '/lq',
  '/ms',
  '/xr',
  '/pp',
  '/ldx',
  '/jfsc',
  '/zhzq',
  '/luckDraw',
  '/s12',
  '/lyjm',
  '/jz',
  '/eleven/yw',
  '/eleven/gq',
  '/eleven/bm',
  '/dzht',
  '/links',
];

test('a visitor’s pages fit a phone: no sideways scrolling, nothing too small to tap, nothing serious for axe', async ({
  page,
}) => {
  test.slow(); // every page loaded and checked by axe
  for (const path of VISITOR_PAGES) await visit(page, path);
  await page.goto('/list');
  await drawn(page);
  const goods = page.getByRole('article').first();
  await goods.getByRole('link').last().click();
  await page.waitForURL(/\/list\/info\/\d+/);
  await drawn(page);
  await expectFitsPhone(page);
});

test('a buyer’s pages fit a phone', async ({ page }) => {
  test.setTimeout(240_000); // 34 pages, each loaded and checked by axe
  await logInOnPhone(page);
  for (const path of BUYER_PAGES) await visit(page, path);
});

test('the pages that name an activity fit a phone: a special-price zone, the first-order draw and an operator’s preview', async ({
  page,
  browser,
}) => {
  test.slow();
  const console = await operatorPage(browser, 'admin', 'admin123456');
  const { list } = await callApi<AdminActivityList>(console, '/api/admin/activities?page_size=100');
  await console.context().close();
  const running = list.filter((activity) => activity.state === 'running');
  const specialPrice = running.find((activity) => activity.kind === 'special_price');
  const firstOrderDraw = running.find((activity) => activity.name === '首单抽奖');
  if (!specialPrice || !firstOrderDraw) throw new Error('the demo runs a special price and the 首单抽奖');

  await logInOnPhone(page);
  await visit(page, `/tjzq/${specialPrice.id}`);
  await expect(page.getByRole('heading', { level: 1, name: '特价专区' })).toBeVisible();
  await expect(page.locator('.yc-special-list > li').first()).toBeVisible();
  await visit(page, `/eleven/ddcj/${firstOrderDraw.id}`);
  await expect(page.getByRole('main').getByText('首单抽奖').first()).toBeVisible();
  await shot(page, 'phone-first-order-draw');

  // An operator checks an activity on a phone before publishing it: the preview is the shop's page.
  const operator = await browser.newContext({ ...PHONE, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  const preview = await operator.newPage();
  await preview.goto('/admin/login');
  await preview.getByLabel('用户名').fill('admin');
  await preview.getByLabel('密码').fill('admin123456');
  await preview.getByRole('button', { name: /登\s*录/ }).click();
  await preview.waitForURL((url) => !url.pathname.startsWith('/admin/login'));
  await visit(preview, `/preview/activity/${specialPrice.id}`);
  await expect(preview.getByText(`预览：${specialPrice.name}（进行中）`)).toBeVisible();
  await shot(preview, 'phone-activity-preview');
  await operator.close();
});

test('a phone buyer finds goods by pinyin initials, buys them by touch and pays by balance', async ({
  page,
}) => {
  test.slow();
  await logInOnPhone(page);
  await emptyCart(page);
  const { list } = await callApi<GoodsPage>(
    page,
    `/api/goods/list?keyword=${encodeURIComponent('银翘解毒片')}`,
  );
  const goods = list.find((g) => g.name === '银翘解毒片' && g.is_buy && g.number >= g.zbz * 2)!;
  expect(goods, 'the demo shop’s 银翘解毒片, buyable').toBeDefined();
  await page.goto('/home');
  await drawn(page);

  // The top bar's search box suggests names for the initials, as on the desktop.
  const search = page.getByRole('combobox', { name: '搜索药品或厂家' });
  await search.tap();
  await search.fill('yqjdp');
  await page.getByRole('option', { name: goods.name }).tap();
  await page.waitForURL(/\/search\?/);
  await drawn(page);
  await page.getByRole('article', { name: goods.name }).first().getByRole('link').last().tap();
  await page.waitForURL(/\/list\/info\/\d+/);
  await drawn(page);
  await shot(page, 'phone-goods', { fullPage: false });

  // The buy bar at the foot: the stepper goes by middle packs, the subtotal follows, then 加入购物车.
  await page.getByRole('button', { name: '增加数量' }).tap();
  await expect(page.getByRole('textbox', { name: '购买数量' })).toHaveValue(String(goods.zbz * 2));
  const added = page.waitForResponse(
    (answer) => answer.request().method() === 'POST' && new URL(answer.url()).pathname === '/api/cart',
  );
  await page.getByRole('button', { name: /加入购物车/ }).tap();
  expect((await added).ok()).toBe(true);
  const cartTab = page.getByRole('navigation', { name: '底部导航' }).getByRole('link', { name: /购物车/ });
  await page.goto('/cart');
  await drawn(page);
  await expect(cartTab).toContainText('1');
  await expect(page.getByRole('listitem', { name: goods.name })).toBeVisible();
  await expectFitsPhone(page);
  await shot(page, 'phone-cart', { fullPage: false });

  await page.getByRole('button', { name: /去结算/ }).tap();
  await page.waitForURL(/\/(cart\/confirm|dzht)/);
  if (page.url().includes('/dzht')) {
    await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
    await page.getByRole('button', { name: '签署合同' }).tap();
    await page.waitForURL(/\/cart\/confirm/);
  }
  await expect(page.getByRole('region', { name: '订单金额' })).toBeVisible();
  await drawn(page);
  await expectFitsPhone(page);
  await shot(page, 'phone-checkout', { fullPage: false });
  const methods = page.getByRole('main').getByRole('region', { name: '支付方式' });
  await methods.getByRole('radio', { name: /余额支付/ }).check();
  await page.getByRole('button', { name: '提交订单' }).tap();
  await page.waitForURL(/\/cart\/pay\/\d+/);
  await expect(page.getByRole('region', { name: '订单信息' })).toBeVisible();
  await drawn(page);
  await expectFitsPhone(page);
  const orderId = Number(/\/cart\/pay\/(\d+)/.exec(page.url())![1]);
  await page.getByRole('button', { name: '立即支付' }).tap();
  await page.getByRole('dialog').getByRole('button', { name: '确认支付' }).tap();
  await page.waitForURL(new RegExp(`/cart/result/${orderId}`));
  await expect(page.getByText('支付成功')).toBeVisible();
  await drawn(page);
  await expectFitsPhone(page);

  // 我的 › 我的订单: the order is listed, and its detail fits the phone too.
  await page.goto('/home');
  await page.getByRole('navigation', { name: '底部导航' }).getByRole('link', { name: '我的' }).tap();
  await page.getByRole('navigation', { name: '常用功能' }).getByRole('link', { name: '我的订单' }).tap();
  await page.waitForURL(/\/order$/);
  await drawn(page);
  await expectFitsPhone(page);
  await page.locator(`a[href="/order/${orderId}"]`).first().tap();
  await page.waitForURL(new RegExp(`/order/${orderId}$`));
  await drawn(page);
  await expectFitsPhone(page);
});

test('the cart on a phone asks before a line is deleted, by its 删除 button or a finger held on it', async ({
  page,
}) => {
  await logInOnPhone(page);
  await emptyCart(page);
  const goods = await buyableGoods(page);
  await callApi(page, '/api/cart', { data: [{ goods_id: goods.id, number: goods.zbz }] });
  await page.goto('/cart');
  const line = page.getByRole('listitem', { name: goods.name });
  await line.getByRole('button', { name: `删除${goods.name}` }).tap();
  const question = page.getByText('确定删除这件商品吗?');
  await expect(question).toBeVisible();
  await page.getByRole('button', { name: /取\s*消/ }).tap();
  await expect(question).toBeHidden();

  // A finger held on the goods' name for most of a second asks the same.
  const name = line.getByRole('link', { name: goods.name }).last();
  const box = (await name.boundingBox())!;
  const finger = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [finger] });
  await page.waitForTimeout(900);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect(question).toBeVisible();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('button', { name: /确\s*定/ }).tap();
  await expect(line).toHaveCount(0);
  expect((await callApi<CartState>(page, '/api/cart/list')).data).toHaveLength(0);
});
