import { expect, logInAsDemoBuyer, shot, test } from '../fixtures.ts';

test('a buyer types pinyin initials, picks the suggestion with the keyboard and lands on the list', async ({
  page,
}) => {
  await page.goto('/home');
  const search = page.getByRole('banner').getByRole('combobox', { name: '搜索药品或厂家' });
  await search.fill('gmlkl');
  const suggestions = page.getByRole('listbox', { name: '搜索建议' });
  // After the 500 ms debounce, a search the server answers beside the PostgreSQL suite in CI.
  await expect(suggestions.getByRole('option', { name: '感冒灵颗粒' })).toBeVisible({ timeout: 15_000 });
  await search.press('ArrowDown');
  await expect(search).toHaveValue('感冒灵颗粒');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\?keyword=%E6%84%9F%E5%86%92%E7%81%B5%E9%A2%97%E7%B2%92/);
  await expect(page.getByText('“感冒灵颗粒”的搜索结果')).toBeVisible();
  await expect(page.getByRole('article', { name: '感冒灵颗粒' }).first()).toBeVisible();
  await expect(page.getByText(/共 \d+ 件商品/)).toBeVisible();
  await shot(page, 'search-list');
});

test('a buyer hovers a category and opens one of its children', async ({ page }) => {
  await page.goto('/home');
  const menu = page.getByRole('navigation', { name: '商品分类' });
  const top = menu.getByRole('link').first();
  const topName = (await top.textContent())!.trim();
  await top.hover();
  const children = page.getByRole('group', { name: `${topName}子分类` });
  await expect(children).toBeVisible();
  const child = children.getByRole('link').first();
  const childName = (await child.textContent())!.trim();
  await child.click();
  await expect(page).toHaveURL(/\/list\?.*select=\d+/);
  await expect(page.getByRole('group', { name: '分类' }).getByText(childName).first()).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await shot(page, 'category-list');
});

test('a visitor sees 登录可见 instead of prices on a goods page', async ({ page }) => {
  await page.goto('/list?page_size=20');
  const first = page.getByRole('article').first();
  await expect(first).toBeVisible();
  const name = (await first.getAttribute('aria-label'))!;
  await first.getByRole('link', { name }).first().click();
  await expect(page).toHaveURL(/\/list\/info\/\d+/);
  await expect(page.getByRole('link', { name: '登录可见' }).first()).toBeVisible();
  await expect(page.getByRole('table', { name: '阶梯价格' })).toHaveCount(0);
  await expect(page.getByText(/¥\d+\.\d{2}/)).toHaveCount(0);
  await shot(page, 'detail-visitor');
});

test('the approved demo buyer sees prices and the ladder price table', async ({ page }) => {
  await logInAsDemoBuyer(page);
  const answer = await page.request.get('/api/goods/list?page_size=60&sort=sales');
  const { data } = (await answer.json()) as {
    data: { list: { id: number; ladder_price: unknown[]; is_buy: boolean }[] };
  };
  const laddered = data.list.find((goods) => goods.ladder_price.length > 0 && goods.is_buy);
  expect(laddered, 'the demo catalogue has buyable goods with ladder prices').toBeDefined();
  await page.goto(`/list/info/${laddered!.id}`);
  const ladder = page.getByRole('table', { name: '阶梯价格' });
  await expect(ladder).toBeVisible();
  await expect(ladder.getByRole('columnheader', { name: '单价' })).toBeVisible();
  await expect(ladder.getByText(/¥\d+\.\d{2}/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: '登录可见' })).toHaveCount(0);
  await shot(page, 'detail-buyer');
});

test('the compact sticky header appears once the page is scrolled', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByText('热销榜单')).toBeVisible();
  const sticky = page.getByTestId('sticky-header');
  await expect(sticky).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect(sticky).toBeVisible();
  await expect(sticky.getByRole('combobox', { name: '搜索药品或厂家' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(sticky).toBeHidden();
  await shot(page, 'home');
});
