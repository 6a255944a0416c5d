import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { yuanToFen } from '@yaocai/domain/money';

/** The page sizes a console list offers; the first is the default. */
export const PAGE_SIZES = [20, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

/** A list's order: a column and its direction, as the API takes them (`sort`, `order`). */
export interface ListSort {
  field: string;
  order: 'asc' | 'desc';
}

/** An amount in yuan kept in the URL as fen for the API; a value that is not one is sent as it is, for the server to refuse. */
export const fenParamOf = (yuan: string) => (yuan === '' ? undefined : (yuanToFen(yuan) ?? yuan));

type Reserved = 'page' | 'page_size' | 'sort' | 'order' | 'hide';

const pageSizeOf = (value: string | null): PageSize =>
  PAGE_SIZES.find((size) => String(size) === value) ?? PAGE_SIZES[0];

const sortOf = (field: string | null, order: string | null): ListSort | null =>
  field && (order === 'asc' || order === 'desc') ? { field, order } : null;

/**
 * A list page's filters, page, page size, order and hidden columns live in the URL, so a reload or a link keeps
 * them. Any change but the page's goes back to page 1; empty values and defaults leave the URL.
 */
export function useListParams<K extends string>(keys: readonly K[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((key) => [key, searchParams.get(key) ?? ''])) as Record<
    K,
    string
  >;
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const pageSize = pageSizeOf(searchParams.get('page_size'));
  const sort = sortOf(searchParams.get('sort'), searchParams.get('order'));
  /** The keys of the columns the operator hid. */
  const hidden = (searchParams.get('hide') ?? '').split(',').filter(Boolean);
  // A change made before the page has rendered the one before it (a busy browser can let the URL run
  // ahead of the render) builds on that one, so that picking a filter and then a sort keeps both.
  const pending = useRef<{ from: string; next: URLSearchParams } | null>(null);
  const shown = searchParams.toString();
  const latest = () => (pending.current?.from === shown ? pending.current.next : searchParams);
  const navigate = (next: URLSearchParams) => {
    pending.current = { from: shown, next };
    setSearchParams(next);
  };
  const apply = (changes: Partial<Record<string, string | number>>) => {
    const next = new URLSearchParams(latest());
    if (!('page' in changes)) next.delete('page');
    for (const [key, value] of Object.entries(changes)) {
      const isDefault = (key === 'page' && value === 1) || (key === 'page_size' && value === PAGE_SIZES[0]);
      if (value === '' || value === undefined || isDefault) next.delete(key);
      else next.set(key, String(value));
    }
    navigate(next);
  };
  const update = (changes: Partial<Record<K | Reserved, string | number>>) => apply(changes);
  /** Page, page size and order alone, for the table that shows them. */
  const updateView = (changes: Partial<Record<Reserved, string | number>>) => apply(changes);
  /** Everything the URL holds but the page: what a saved view keeps. */
  const view = () => Object.fromEntries([...searchParams].filter(([key]) => key !== 'page'));
  /** Opens a saved view: its parameters alone, from page 1. */
  const openView = (params: Record<string, string>) => navigate(new URLSearchParams(params));
  return { values, page, pageSize, sort, hidden, update, updateView, view, openView };
}
