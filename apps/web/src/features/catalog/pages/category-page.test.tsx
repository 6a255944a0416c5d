import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetApiClient } from '../../../lib/api-client';
import { commonConfigFixture } from '../../../testing/common-config-fixture';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderRoute } from '../../../testing/render-route';
import { CategoryPage } from './category-page';

let commonAnswer: () => Response;

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  commonAnswer = () => HttpResponse.json({ code: 10000, msg: 'ok', data: commonConfigFixture() });
  mswServer.use(http.get(apiUrl('/api/focus/common'), () => commonAnswer()));
});
afterEach(() => {
  mswServer.resetHandlers();
  resetApiClient();
});
afterAll(() => mswServer.close());

const renderPage = () => renderRoute([{ path: '/category', element: <CategoryPage /> }], '/category');
const children = () => screen.findByRole('region', { name: /子分类$/ });

describe('category page', () => {
  it('shows the first top category’s children, each a link to its list, and another’s when chosen', async () => {
    renderPage();
    const first = await children();
    expect(
      within(first)
        .getByRole('link', { name: /全部抗感染药/ })
        .getAttribute('href'),
    ).toBe('/list?select=1');
    expect(within(first).getByRole('link', { name: '头孢菌素类' }).getAttribute('href')).toBe(
      '/list?select=12',
    );

    fireEvent.click(screen.getByRole('button', { name: '心脑血管' }));
    expect(screen.getByRole('button', { name: '心脑血管' }).getAttribute('aria-pressed')).toBe('true');
    expect(
      within(await children())
        .getByRole('link', { name: '降压药' })
        .getAttribute('href'),
    ).toBe('/list?select=21');
  });

  it('switches to the 中药饮片 menu, whose links carry its list’s flag', async () => {
    renderPage();
    await children();
    fireEvent.click(screen.getByText('中药饮片'));
    const zy = await screen.findByRole('region', { name: '解表药子分类' });
    expect(
      within(zy)
        .getByRole('link', { name: /全部解表药/ })
        .getAttribute('href'),
    ).toBe('/zyyp?select=93&zy=2');
  });

  it('says so when the categories cannot be loaded, and loads them again on 重新加载', async () => {
    commonAnswer = () => HttpResponse.json({ code: 500, msg: '服务繁忙' }, { status: 500 });
    renderPage();
    expect(await screen.findByText('商品分类加载失败')).toBeTruthy();
    commonAnswer = () => HttpResponse.json({ code: 10000, msg: 'ok', data: commonConfigFixture() });
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await children()).toBeTruthy();
  });
});
