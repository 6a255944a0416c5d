import { describe, expect, it } from 'vitest';
import {
  clearedState,
  chosenFilterCount,
  hasUserFilters,
  listBaseOf,
  listHref,
  listModeOf,
  nextSort,
  offeredSorts,
  parseListState,
  shownSort,
  toListParams,
} from './list-url';

const parse = (base: Parameters<typeof parseListState>[0], search: string) =>
  parseListState(base, new URLSearchParams(search));

describe('list URL', () => {
  it('finds the list path and mode behind /table', () => {
    expect(listBaseOf('/yx/table')).toBe('/yx');
    expect(listModeOf('/yx/table')).toBe('table');
    expect(listBaseOf('/search')).toBe('/search');
    expect(listModeOf('/search/')).toBe('grid');
  });

  it('maps the URL to the list query, with the flags each path implies', () => {
    expect(toListParams(parse('/yx', 'select=30&page=3&sort=price&order=desc'))).toEqual({
      select: 30,
      yx: '1',
      qx: undefined,
      zy: undefined,
      keyword: undefined,
      type: undefined,
      brand: undefined,
      manufacturer: undefined,
      in_stock: undefined,
      sort: 'price',
      order: 'desc',
      page: 3,
      page_size: 20,
    });
    expect(toListParams(parse('/zyyp', '')).zy).toBe('2');
    expect(
      toListParams(parse('/list', 'qx=2&brand=4&manufacturer=7&in_stock=1&keyword=+感冒+&type=1')),
    ).toMatchObject({
      qx: '2',
      brand: 4,
      manufacturer: 7,
      in_stock: '1',
      keyword: '感冒',
      type: '1',
      sort: 'default',
      page: 1,
    });
  });

  it('drops values the server would reject instead of failing the page', () => {
    const state = parse('/list', 'select=abc&page=0&sort=cheap&order=up&qx=1&type=1');
    expect(state).toMatchObject({
      select: undefined,
      page: 1,
      sort: 'default',
      order: undefined,
      qx: undefined,
    });
    expect(state.type).toBeUndefined();
  });

  it('writes the state back without implied flags or defaults', () => {
    const state = parse('/yx', 'select=30&yx=1&sort=sales&page=2');
    expect(listHref('/yx', 'table', state)).toBe('/yx/table?select=30&sort=sales&page=2');
    expect(listHref('/list', 'grid', { ...state, yx: undefined, sort: 'default', page: 1 })).toBe(
      '/list?select=30',
    );
  });

  it('toggles the price direction and resets it for the other sorts', () => {
    const initial = parse('/list', '');
    const ascending = { ...initial, ...nextSort(initial, 'price') };
    expect(ascending).toMatchObject({ sort: 'price', order: 'asc' });
    expect(nextSort(ascending, 'price')).toEqual({ sort: 'price', order: 'desc' });
    expect(nextSort({ ...ascending, order: 'desc' }, 'price')).toEqual({ sort: 'price', order: 'asc' });
    expect(nextSort(ascending, 'sales')).toEqual({ sort: 'sales', order: undefined });
  });

  it('offers and shows a price sort only to someone who sees prices', () => {
    expect(offeredSorts(true)).toEqual(['default', 'sales', 'price', 'newest']);
    expect(offeredSorts(false)).toEqual(['default', 'sales', 'newest']);
    expect(shownSort('price', true)).toBe('price');
    expect(shownSort('price', false)).toBe('default');
    expect(shownSort('sales', false)).toBe('sales');
  });

  it('clears what the user chose but keeps what the path implies', () => {
    expect(clearedState('/zyyp').zy).toBe('2');
    expect(hasUserFilters('/zyyp', parse('/zyyp', ''))).toBe(false);
    expect(hasUserFilters('/zyyp', parse('/zyyp', 'in_stock=1'))).toBe(true);
    expect(hasUserFilters('/list', parse('/list', 'sort=price&page=3'))).toBe(false);
  });

  it('counts the filters chosen beyond the list’s own, not the search words, for the phone’s 筛选 button', () => {
    expect(chosenFilterCount('/zyyp', parse('/zyyp', ''))).toBe(0);
    expect(chosenFilterCount('/search', parse('/search', 'keyword=gmlkl&sort=price'))).toBe(0);
    expect(chosenFilterCount('/list', parse('/list', 'select=12&brand=3&manufacturer=5&in_stock=1'))).toBe(4);
  });
});
