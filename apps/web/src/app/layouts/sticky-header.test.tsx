import { act, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STICKY_HEADER_OFFSET_PX } from '@yaocai/domain/constants';
import { resetApiClient } from '../../lib/api-client';
import { apiUrl, mswServer } from '../../testing/msw-server';
import { renderRoute } from '../../testing/render-route';
import { StickyHeader } from './sticky-header';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });
}

beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mswServer.resetHandlers();
  resetApiClient();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});
afterAll(() => mswServer.close());

describe('sticky header', () => {
  it('appears from 205 px of scroll with its own search box', () => {
    mswServer.use(
      http.get(apiUrl('/api/user/base'), () => HttpResponse.json({ code: 10001 }, { status: 401 })),
    );
    renderRoute([{ path: '/home', element: <StickyHeader siteTitle="药采网" /> }], '/home');
    const sticky = screen.getByTestId('sticky-header');
    expect(sticky.hidden).toBe(true);
    expect(screen.queryByRole('combobox')).toBeNull();

    scrollTo(STICKY_HEADER_OFFSET_PX - 1);
    expect(sticky.hidden).toBe(true);

    scrollTo(STICKY_HEADER_OFFSET_PX);
    expect(sticky.hidden).toBe(false);
    expect(within(sticky).getByRole('combobox', { name: '搜索药品或厂家' })).toBeTruthy();

    scrollTo(100);
    expect(sticky.hidden).toBe(true);
  });
});
