import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Outlet, useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClient } from '../../../lib/api-client';
import { apiUrl, mswServer } from '../../../testing/msw-server';
import { renderRoute } from '../../../testing/render-route';
import { SEARCH_LIST_KEY, SEARCH_LIST_TIME_KEY } from '../api/suggestion-cache';
import { SEARCH_INPUT_LABEL, SEARCH_PLACEHOLDER, SearchBox } from './search-box';

function Where() {
  const location = useLocation();
  return <output aria-label="当前地址">{`${location.pathname}${location.search}`}</output>;
}

const routes = [
  {
    path: '/',
    element: (
      <>
        <SearchBox />
        <Where />
        <Outlet />
      </>
    ),
    children: [
      { path: 'home', element: <p>首页</p> },
      { path: 'search', element: <p>搜索结果</p> },
      { path: 'list', element: <p>商品列表</p> },
      { path: 'loading', element: <p>加载中</p> },
    ],
  },
];

const calls: { keywords: string | null; type: string | null }[] = [];

function answerSuggestions() {
  mswServer.use(
    http.get(apiUrl('/api/goods/search'), ({ request }) => {
      const url = new URL(request.url);
      const keywords = url.searchParams.get('keywords');
      const type = url.searchParams.get('type');
      calls.push({ keywords, type });
      const list =
        type === '1' ? [`${keywords}制药厂`] : [`${keywords}胶囊`, `${keywords}颗粒`, `${keywords}片`];
      return HttpResponse.json({ code: 10000, msg: 'ok', data: list });
    }),
  );
}

const input = () => screen.getByRole('combobox', { name: SEARCH_INPUT_LABEL });
const here = () => screen.getByLabelText('当前地址').textContent;

async function typeAndWait(text: string) {
  fireEvent.focus(input());
  fireEvent.change(input(), { target: { value: text } });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(500);
  });
}

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  answerSuggestions();
});
afterEach(() => {
  vi.useRealTimers();
  mswServer.resetHandlers();
  resetApiClient();
  sessionStorage.clear();
  calls.length = 0;
});
afterAll(() => mswServer.close());

describe('header search box', () => {
  it('has the placeholder and the drug/manufacturer switch', () => {
    renderRoute(routes, '/home');
    expect(input().getAttribute('placeholder')).toBe(SEARCH_PLACEHOLDER);
    expect(screen.getByRole('radio', { name: '药品' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: '厂家' })).toHaveProperty('checked', false);
    expect(screen.getByRole('button', { name: '搜索' })).toBeTruthy();
  });

  it('waits 500 ms, shows 搜索中…, then the suggestions', async () => {
    let release: () => void = () => undefined;
    mswServer.use(
      http.get(apiUrl('/api/goods/search'), async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ code: 10000, msg: 'ok', data: ['阿莫西林胶囊'] });
      }),
    );
    renderRoute(routes, '/home');
    fireEvent.focus(input());
    fireEvent.change(input(), { target: { value: '阿莫' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(450);
    });
    expect(screen.queryByText('搜索中…')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60);
    });
    expect(await screen.findByText('搜索中…')).toBeTruthy();
    release();
    expect(await screen.findByRole('option', { name: '阿莫西林胶囊' })).toBeTruthy();
    expect(screen.getByRole('listbox', { name: '搜索建议' })).toBeTruthy();
    expect(input().getAttribute('aria-expanded')).toBe('true');
  });

  it('debounces fast typing into one request', async () => {
    renderRoute(routes, '/home');
    fireEvent.focus(input());
    for (const text of ['a', 'am', 'amx']) {
      fireEvent.change(input(), { target: { value: text } });
      await act(async () => {
        await vi.advanceTimersByTimeAsync(200);
      });
    }
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    await screen.findByRole('option', { name: 'amx胶囊' });
    expect(calls).toEqual([{ keywords: 'amx', type: '0' }]);
  });

  it('shows 暂无相关商品 when nothing matches', async () => {
    mswServer.use(
      http.get(apiUrl('/api/goods/search'), () => HttpResponse.json({ code: 10000, msg: 'ok', data: [] })),
    );
    renderRoute(routes, '/home');
    await typeAndWait('不存在');
    expect(await screen.findByText('暂无相关商品')).toBeTruthy();
  });

  it('moves the highlight with the arrow keys and fills the box', async () => {
    renderRoute(routes, '/home');
    await typeAndWait('感冒');
    await screen.findByRole('option', { name: '感冒胶囊' });
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(input()).toHaveProperty('value', '感冒胶囊');
    expect(screen.getByRole('option', { name: '感冒胶囊' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(input()).toHaveProperty('value', '感冒颗粒');
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    expect(input()).toHaveProperty('value', '感冒胶囊');
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    expect(input()).toHaveProperty('value', '感冒');
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    expect(input()).toHaveProperty('value', '感冒片');
    // Filling the box does not search for the filled text.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(600);
    });
    expect(calls).toHaveLength(1);
  });

  it('submits the trimmed keyword with Enter', async () => {
    renderRoute(routes, '/home');
    fireEvent.change(input(), { target: { value: '  布洛芬 ' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    await waitFor(() => expect(here()).toBe(`/search?keyword=${encodeURIComponent('布洛芬')}`));
    expect(input()).toHaveProperty('value', '布洛芬');
  });

  it('submits a highlighted suggestion and a manufacturer search with type=1', async () => {
    renderRoute(routes, '/home');
    fireEvent.click(screen.getByRole('radio', { name: '厂家' }));
    await typeAndWait('华北');
    await screen.findByRole('option', { name: '华北制药厂' });
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'Enter' });
    await waitFor(() => expect(here()).toBe(`/search?keyword=${encodeURIComponent('华北制药厂')}&type=1`));
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('goes through /loading when submitted on a list page', async () => {
    renderRoute(routes, '/list');
    fireEvent.change(input(), { target: { value: '板蓝根' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() =>
      expect(here()).toBe(
        `/loading?to=${encodeURIComponent(`/search?keyword=${encodeURIComponent('板蓝根')}`)}`,
      ),
    );
  });

  it('closes and blurs with Escape', async () => {
    renderRoute(routes, '/home');
    input().focus();
    await typeAndWait('感冒');
    await screen.findByRole('listbox');
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).not.toBe(input());
  });

  it('searches again when the type changes', async () => {
    renderRoute(routes, '/home');
    await typeAndWait('华北');
    await screen.findByRole('option', { name: '华北胶囊' });
    fireEvent.click(screen.getByRole('radio', { name: '厂家' }));
    expect(await screen.findByRole('option', { name: '华北制药厂' })).toBeTruthy();
    expect(calls).toEqual([
      { keywords: '华北', type: '0' },
      { keywords: '华北', type: '1' },
    ]);
  });

  it('clears the cached suggestions and hides the list when the keyword is emptied', async () => {
    renderRoute(routes, '/home');
    await typeAndWait('感冒');
    await screen.findByRole('listbox');
    expect(sessionStorage.getItem(SEARCH_LIST_KEY)).toContain('感冒胶囊');
    fireEvent.change(input(), { target: { value: '   ' } });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(sessionStorage.getItem(SEARCH_LIST_KEY)).toBeNull();
    expect(sessionStorage.getItem(SEARCH_LIST_TIME_KEY)).toBeNull();
  });

  it('reuses session-cached suggestions younger than 5000 ms and refreshes older ones', async () => {
    sessionStorage.setItem(SEARCH_LIST_KEY, JSON.stringify({ '0:口罩': ['医用口罩（缓存）'] }));
    sessionStorage.setItem(SEARCH_LIST_TIME_KEY, JSON.stringify({ '0:口罩': Date.now() - 1000 }));
    const first = renderRoute(routes, '/home');
    await typeAndWait('口罩');
    expect(await screen.findByRole('option', { name: '医用口罩（缓存）' })).toBeTruthy();
    expect(calls).toHaveLength(0);
    first.unmount();

    sessionStorage.setItem(SEARCH_LIST_TIME_KEY, JSON.stringify({ '0:口罩': Date.now() - 6000 }));
    renderRoute(routes, '/home');
    await typeAndWait('口罩');
    expect(await screen.findByRole('option', { name: '口罩胶囊' })).toBeTruthy();
    expect(calls).toEqual([{ keywords: '口罩', type: '0' }]);
  });
});
