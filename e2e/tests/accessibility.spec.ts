import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import type { CartState } from '@yaocai/domain/contracts/cart';
import type { GoodsPage } from '@yaocai/domain/contracts/catalog';
import { callApi, emptyCart, expect, logInAsDemoBuyer, test } from '../fixtures.ts';
import { artifactsDir } from '../playwright.config.ts';

/**
 * axe's WCAG 2.0 and 2.1 A and AA rules on the page as it stands, the serious and critical findings only, one
 * line per element: the rule, where it is, the element's markup and what is wrong with it.
 */
async function seriousFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((rule) => rule.impact === 'serious' || rule.impact === 'critical')
    .flatMap((rule) =>
      rule.nodes.map((node) => {
        const why = (node.failureSummary ?? '').split('\n').slice(1).join(' ').replace(/\s+/g, ' ').trim();
        return `${rule.id} at ${node.target.join(' ')}: ${node.html.slice(0, 160)} — ${why}`;
      }),
    );
}

/** The footer's QR codes are drawn once they near the viewport: scroll there so they are checked too. */
async function drawFooter(page: Page) {
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  for (const code of await footer.getByRole('figure').all())
    await expect(code.getByRole('img')).toBeVisible();
}

async function expectNoSeriousFindings(page: Page) {
  await drawFooter(page);
  expect(await seriousFindings(page), `axe on ${page.url()}`).toEqual([]);
}

/** A goods with tags, so that they are checked too; `toBuy`: one the signed-in buyer can put in the cart. */
async function taggedGoods(page: Page, toBuy = false) {
  const { list } = await callApi<GoodsPage>(page, '/api/goods/list?in_stock=1&page_size=60&page=10');
  const found = list.find(
    (goods) => goods.tags.length > 0 && (!toBuy || (goods.is_buy && goods.number >= goods.zbz)),
  );
  if (!found) throw new Error('no suitable goods with tags on page 10 of the demo list');
  return found;
}

const visitorPages: { name: string; url: string; ready: (page: Page) => Promise<void> }[] = [
  {
    name: 'home',
    url: '/home',
    ready: async (page) => {
      // The run's first page: the server may still be warming up beside the PostgreSQL suite.
      await expect(page.getByRole('region', { name: '活动轮播' })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByText('热销榜单')).toBeVisible();
    },
  },
  {
    name: 'goods list',
    url: '/list',
    ready: (page) => expect(page.getByRole('article').first()).toBeVisible(),
  },
  {
    name: 'search results',
    url: `/search?keyword=${encodeURIComponent('感冒')}`,
    ready: async (page) => {
      await expect(page.getByText('“感冒”的搜索结果')).toBeVisible();
      await expect(page.getByRole('article').first()).toBeVisible();
    },
  },
  {
    name: 'login',
    url: '/login',
    ready: (page) => expect(page.getByRole('button', { name: '登录' })).toBeVisible(),
  },
  {
    name: 'register',
    url: '/register',
    ready: (page) => expect(page.getByLabel('企业名称')).toBeVisible(),
  },
  {
    name: 'help article',
    url: '/help/xrzn/hyzc',
    ready: async (page) => {
      await expect(page.getByRole('navigation', { name: '帮助分类' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    },
  },
];

for (const { name, url, ready } of visitorPages) {
  test(`a visitor's ${name} page has no serious accessibility finding`, async ({ page }) => {
    await page.goto(url);
    await ready(page);
    await expectNoSeriousFindings(page);
  });
}

test("a visitor's goods page has no serious accessibility finding", async ({ page }) => {
  await page.goto('/home');
  const goods = await taggedGoods(page);
  await page.goto(`/list/info/${goods.id}`);
  await expect(page.getByRole('heading', { level: 1, name: goods.name })).toBeVisible();
  await expectNoSeriousFindings(page);
});

test("a buyer's cart, with a line in it, has no serious accessibility finding", async ({ page }) => {
  await logInAsDemoBuyer(page);
  await emptyCart(page);
  const goods = await taggedGoods(page, true);
  await callApi(page, '/api/cart', { data: [{ goods_id: goods.id, number: goods.zbz }] });
  await page.goto('/cart');
  await expect(page.getByRole('listitem', { name: goods.name })).toBeVisible();
  await expectNoSeriousFindings(page);
  await emptyCart(page);
});

test("a buyer's checkout, messages and pay pages have no serious accessibility finding", async ({ page }) => {
  await logInAsDemoBuyer(page);
  await emptyCart(page);
  const goods = await taggedGoods(page, true);
  await callApi(page, '/api/cart', { data: [{ goods_id: goods.id, number: goods.zbz }] });
  await callApi(page, '/api/contract/sign', { agree: 1 });
  const ids = (await callApi<CartState>(page, '/api/cart/list')).data.map((line) => line.id);
  await page.goto(`/cart/confirm?ids=${ids.join(',')}`);
  await expect(page.getByRole('region', { name: '订单金额' })).toBeVisible();
  await expectNoSeriousFindings(page);
  await page.getByRole('button', { name: '提交订单' }).click();
  await page.waitForURL(/\/cart\/pay\/\d+/);
  await expect(page.getByRole('timer')).toBeVisible();
  await expectNoSeriousFindings(page);
  await page.goto('/wdxx');
  await expect(page.getByText(/共 \d+ 条/)).toBeVisible();
  await expectNoSeriousFindings(page);
});

test("a buyer's orders, balance, credit and coupon pages have no serious accessibility finding", async ({
  page,
}) => {
  await logInAsDemoBuyer(page);
  await page.goto('/order');
  await expect(page.getByRole('region', { name: '订单列表' }).or(page.getByText('暂无订单'))).toBeVisible();
  await expectNoSeriousFindings(page);
  await page.goto('/user/balance');
  await expect(page.getByRole('region', { name: '余额明细' }).getByRole('row').nth(1)).toBeVisible();
  await expectNoSeriousFindings(page);
  await page.goto('/user/credit');
  await expect(page.getByRole('region', { name: '授信额度' })).toBeVisible();
  await expectNoSeriousFindings(page);
  await page.goto('/user/coupons');
  await expect(page.getByRole('region', { name: '领取优惠券' }).getByRole('listitem').first()).toBeVisible();
  await expectNoSeriousFindings(page);
});

test("a buyer's member centre pages have no serious accessibility finding", async ({ page }) => {
  // Eight pages, each loaded and checked by axe.
  test.slow();
  await logInAsDemoBuyer(page);
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

/** Presses Tab until `target` has the focus, failing after `most` presses. */
async function tabTo(page: Page, target: Locator, most = 250) {
  // Found once: finding it by role again after each press would take most of the test's time.
  const element = await target.elementHandle();
  for (let presses = 0; presses < most; presses++) {
    await page.keyboard.press('Tab');
    if (await element!.evaluate((found) => found === document.activeElement)) return;
  }
  throw new Error(`${most} presses of Tab never reached ${target.toString()}`);
}

test('a keyboard user tabs to the search box and on to a goods, and opens it with Enter', async ({
  page,
}) => {
  await page.goto('/list');
  const goods = page.getByRole('article').first();
  await expect(goods).toBeVisible();
  const name = (await goods.getAttribute('aria-label'))!;
  await tabTo(page, page.getByRole('banner').getByRole('combobox', { name: '搜索药品或厂家' }));
  await tabTo(page, goods.getByRole('link', { name }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/list\/info\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('a keyboard user reaches a nav entry’s children right after it, and the QQ contacts by Enter', async ({
  page,
}) => {
  await page.goto('/home');
  const nav = page.getByRole('navigation', { name: '主导航' });
  const parent = nav.getByRole('link', { name: '优选专区' });
  await tabTo(page, parent);
  const children = nav.getByRole('list', { name: '优选专区分类' });
  await expect(children).toBeVisible();
  await page.keyboard.press('Tab');
  const first = children.getByRole('link').first();
  await expect(first).toBeFocused();
  const href = await first.getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href!.replace(/[?]/g, '\\?')}$`));

  await page.getByRole('complementary', { name: '侧边栏' }).getByRole('button', { name: 'QQ客服' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toContainText('QQ客服');
});
