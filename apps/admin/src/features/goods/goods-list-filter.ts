import type { GoodsListParams } from './api/get-goods';
import { fenParamOf } from '../../lib/list-params';

/** The goods list's search and filters as the URL keeps them (prices in yuan, as the operator typed them). */
export const GOODS_FILTER_KEYS = [
  'keywords',
  'category_id',
  'brand_id',
  'on_sale',
  'stock',
  'price_min',
  'price_max',
] as const;
export type GoodsFilterKey = (typeof GOODS_FILTER_KEYS)[number];
export type GoodsFilterValues = Record<GoodsFilterKey, string>;

/** What the list asks the server for: empty values left out, the rest checked by the server. */
export function goodsFilterOf(values: GoodsFilterValues) {
  const given = (value: string) => (value === '' ? undefined : value);
  return {
    keywords: given(values.keywords),
    category_id: given(values.category_id),
    brand_id: given(values.brand_id),
    on_sale: given(values.on_sale) as GoodsListParams['on_sale'],
    stock: given(values.stock) as GoodsListParams['stock'],
    price_min: fenParamOf(values.price_min),
    price_max: fenParamOf(values.price_max),
  } satisfies Omit<GoodsListParams, 'page' | 'page_size' | 'sort' | 'order'>;
}

/** Any filter but the search: the filters bar shows 清除筛选. */
export const hasGoodsFilter = (values: GoodsFilterValues) =>
  GOODS_FILTER_KEYS.some((key) => key !== 'keywords' && values[key] !== '');
