import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MenuVariant } from '../../../lib/route-meta';
import { resetApiClient } from '../../../lib/api-client';
import { commonConfigFixture } from '../../../testing/common-config-fixture';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderRoute } from '../../../testing/render-route';
import { CategoryMenu } from './category-menu';

function renderMenu(path: string, variant: MenuVariant, open = true) {
  const element = <CategoryMenu variant={variant} open={open} />;
  return renderRoute(
    ['/home', '/list', '/yx', '/help'].map((routePath) => ({ path: routePath, element })),
    path,
  );
}

const menu = () => screen.findByRole('navigation', { name: '商品分类' });
const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  mswServer.use(
    http.get(apiUrl('/api/focus/common'), () =>
      HttpResponse.json({ code: 10000, msg: 'ok', data: commonConfigFixture() }),
    ),
  );
});
afterEach(() => {
  mswServer.resetHandlers();
  resetApiClient();
});
afterAll(() => mswServer.close());

describe('category menu', () => {
  it('shows the first 7 top categories as links to the general list', async () => {
    renderMenu('/home', 'general');
    const links = within(await menu()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      '抗感染药',
      '心脑血管',
      '消化系统',
      '感冒呼吸',
      '清热解毒',
      '慢病用药',
      '滋补调理',
    ]);
    expect(screen.queryByText('皮肤五官')).toBeNull();
    expect(hrefOf('抗感染药')).toBe('/list?select=1');
  });

  it('opens the children in a flyout on hover', async () => {
    renderMenu('/home', 'general');
    await menu();
    expect(screen.queryByRole('group', { name: '抗感染药子分类' })).toBeNull();
    fireEvent.mouseEnter(screen.getByRole('link', { name: '抗感染药' }).closest('li')!);
    const flyout = screen.getByRole('group', { name: '抗感染药子分类' });
    expect(within(flyout).getByRole('link', { name: '青霉素类' }).getAttribute('href')).toBe(
      '/list?select=11',
    );
    expect(within(flyout).getByRole('link', { name: '头孢菌素类' })).toBeTruthy();
    fireEvent.mouseEnter(screen.getByRole('link', { name: '心脑血管' }).closest('li')!);
    expect(screen.getByRole('group', { name: '心脑血管子分类' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: '抗感染药子分类' })).toBeNull();
  });

  it.each([
    ['yx', '抗感染优选', '/yx?select=60&yx=1'],
    ['zy', '解表药', '/zyyp?select=93&zy=2'],
    ['qx', '防护用品', '/list?select=120&qx=2'],
  ] as const)('the %s menu links to its own list', async (variant, name, href) => {
    renderMenu('/home', variant);
    await menu();
    expect(hrefOf(name)).toBe(href);
  });

  it('goes through /loading when already on a list page', async () => {
    renderMenu('/yx', 'yx');
    await menu();
    expect(hrefOf('抗感染优选')).toBe(`/loading?to=${encodeURIComponent('/yx?select=60&yx=1')}`);
    fireEvent.mouseEnter(screen.getByRole('link', { name: '抗感染优选' }).closest('li')!);
    expect(hrefOf('优选头孢')).toBe(`/loading?to=${encodeURIComponent('/yx?select=68&yx=1')}`);
  });

  it('stays closed off the home page until hovered', async () => {
    renderMenu('/help', 'general', false);
    const title = screen.getByRole('button', { name: '全部商品分类' });
    expect(title.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('navigation', { name: '商品分类' })).toBeNull();
    fireEvent.mouseEnter(title.parentElement!);
    expect(await menu()).toBeTruthy();
    fireEvent.mouseLeave(title.parentElement!);
    expect(screen.queryByRole('navigation', { name: '商品分类' })).toBeNull();
  });
});
