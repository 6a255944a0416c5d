import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListParams } from './list-params';

const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/buyers?status=approved&page=3']}>{children}</MemoryRouter>
);

const useParamsAndUrl = () => ({
  params: useListParams(['status', 'customer_type']),
  url: useLocation().search,
});

describe('useListParams', () => {
  it('goes back to page 1 on a change of filter and leaves defaults out of the URL', () => {
    const { result } = renderHook(useParamsAndUrl, { wrapper });
    act(() => result.current.params.update({ customer_type: 'chain', page_size: 20 }));
    expect(result.current.url).toBe('?status=approved&customer_type=chain');
  });

  it('keeps a change made before the page rendered the one before it', () => {
    const { result } = renderHook(useParamsAndUrl, { wrapper });
    // Both from the same render, as when a busy browser lets the operator click again first.
    const { update, updateView } = result.current.params;
    act(() => {
      update({ customer_type: 'chain' });
      updateView({ sort: 'created_at', order: 'asc' });
    });
    expect(result.current.url).toBe('?status=approved&customer_type=chain&sort=created_at&order=asc');
    expect(result.current.params.values).toEqual({ status: 'approved', customer_type: 'chain' });
  });
});
