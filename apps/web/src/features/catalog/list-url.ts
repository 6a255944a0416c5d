import { goodsListQuery, goodsSorts, type GoodsSort } from '@yaocai/domain/contracts/catalog';
import { paths } from '../../config/paths';

/** The paths that show the goods list; /yx and /zyyp each imply a filter of their own. */
export const listBases = [
  paths.list.path,
  paths.search.path,
  paths.listYx.path,
  paths.listZyyp.path,
] as const;
export type ListBase = (typeof listBases)[number];
export type ListMode = 'grid' | 'table';

export const LIST_PAGE_SIZE = 20;
const TABLE_SUFFIX = '/table';

/** Everything the list shows, as read from the URL: the URL is the only place this state lives. */
export interface ListState {
  select?: number;
  yx?: '1';
  qx?: '2';
  zy?: '2';
  keyword?: string;
  type?: '0' | '1';
  brand?: number;
  manufacturer?: number;
  inStock: boolean;
  sort: GoodsSort;
  order?: 'asc' | 'desc';
  page: number;
}

export type ListFilters = Omit<ListState, 'sort' | 'order' | 'page'>;

const shape = goodsListQuery.shape;

// A hand-edited or stale URL should drop the bad value, not break the page.
function pick<T>(
  schema: { safeParse: (value: unknown) => { success: boolean; data?: T } },
  raw: string | null,
) {
  if (raw === null || raw === '') return undefined;
  const result = schema.safeParse(raw);
  return result.success ? result.data : undefined;
}

export function listBaseOf(pathname: string): ListBase {
  const trimmed = pathname.replace(/\/+$/, '');
  const base = trimmed.endsWith(TABLE_SUFFIX) ? trimmed.slice(0, -TABLE_SUFFIX.length) : trimmed;
  return listBases.find((candidate) => candidate === base) ?? paths.list.path;
}

export const listModeOf = (pathname: string): ListMode =>
  pathname.replace(/\/+$/, '').endsWith(TABLE_SUFFIX) ? 'table' : 'grid';

export function parseListState(base: ListBase, search: URLSearchParams): ListState {
  const keyword = pick(shape.keyword, search.get('keyword')) || undefined;
  return {
    select: pick(shape.select, search.get('select')),
    yx: base === paths.listYx.path ? '1' : pick(shape.yx, search.get('yx')),
    qx: pick(shape.qx, search.get('qx')),
    zy: base === paths.listZyyp.path ? '2' : pick(shape.zy, search.get('zy')),
    keyword,
    type: keyword ? pick(shape.type, search.get('type')) : undefined,
    brand: pick(shape.brand, search.get('brand')),
    manufacturer: pick(shape.manufacturer, search.get('manufacturer')),
    inStock: search.get('in_stock') === '1',
    sort: pick(shape.sort, search.get('sort')) ?? 'default',
    order: pick(shape.order, search.get('order')),
    page: pick(shape.page, search.get('page')) ?? 1,
  };
}

/** Query for /api/goods/filters: the filters only. */
export const toFiltersParams = (state: ListFilters) => ({
  select: state.select,
  yx: state.yx,
  qx: state.qx,
  zy: state.zy,
  keyword: state.keyword,
  type: state.type,
  brand: state.brand,
  manufacturer: state.manufacturer,
  in_stock: state.inStock ? '1' : undefined,
});

/** Query for /api/goods/list. */
export const toListParams = (state: ListState) => ({
  ...toFiltersParams(state),
  sort: state.sort,
  order: state.order,
  page: state.page,
  page_size: LIST_PAGE_SIZE,
});

export type FiltersParams = ReturnType<typeof toFiltersParams>;
export type ListParams = ReturnType<typeof toListParams>;

/** The list URL for a state; flags implied by the path and default values are left out. */
export function listHref(base: ListBase, mode: ListMode, state: ListState): string {
  const search = new URLSearchParams();
  const set = (key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') search.set(key, String(value));
  };
  set('select', state.select);
  if (base !== paths.listYx.path) set('yx', state.yx);
  set('qx', state.qx);
  if (base !== paths.listZyyp.path) set('zy', state.zy);
  set('keyword', state.keyword);
  set('type', state.keyword ? state.type : undefined);
  set('brand', state.brand);
  set('manufacturer', state.manufacturer);
  if (state.inStock) set('in_stock', '1');
  if (state.sort !== 'default') set('sort', state.sort);
  set('order', state.order);
  if (state.page > 1) set('page', state.page);
  const path = mode === 'table' ? `${base}${TABLE_SUFFIX}` : base;
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * The sorts on offer: by price only to someone who sees prices (an approved buyer). Visitors and buyers
 * awaiting approval see no prices, and the server ignores a price sort for them.
 */
export const offeredSorts = (seesPrices: boolean): GoodsSort[] =>
  goodsSorts.filter((sort) => seesPrices || sort !== 'price');

/** The sort to show as chosen: one not on offer (a price sort in a shared link) is the default the list is in. */
export const shownSort = (sort: GoodsSort, seesPrices: boolean): GoodsSort =>
  offeredSorts(seesPrices).includes(sort) ? sort : 'default';

/** The state after a click on a sort button: 价格 toggles its direction, the others pick their own. */
export function nextSort(state: ListState, sort: GoodsSort): Pick<ListState, 'sort' | 'order'> {
  if (sort !== 'price') return { sort, order: undefined };
  if (state.sort !== 'price') return { sort, order: 'asc' };
  return { sort, order: state.order === 'asc' ? 'desc' : 'asc' };
}

/** A state with every filter the user chose removed, keeping what the path implies. */
export const clearedState = (base: ListBase): ListState => parseListState(base, new URLSearchParams());

/** The filters chosen beyond the list's own (the keyword is the search, not counted). */
export const chosenFilterCount = (base: ListBase, state: ListState): number =>
  [
    state.select !== clearedState(base).select,
    state.brand !== undefined,
    state.manufacturer !== undefined,
    state.inStock,
  ].filter(Boolean).length;

export const hasUserFilters = (base: ListBase, state: ListState): boolean => {
  const cleared = clearedState(base);
  return (
    state.select !== cleared.select ||
    state.yx !== cleared.yx ||
    state.qx !== cleared.qx ||
    state.zy !== cleared.zy ||
    state.keyword !== undefined ||
    state.brand !== undefined ||
    state.manufacturer !== undefined ||
    state.inStock
  );
};
