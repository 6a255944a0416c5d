import { createHash } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { GoodsListQuery } from '@yaocai/domain/contracts/catalog';
import { goods, goodsStock } from './catalog.tables.ts';
import { keywordCondition, keywordParams, keywordShape, type SearchKind } from './search.service.ts';

export type GoodsFilters = Omit<GoodsListQuery, 'sort' | 'order' | 'page' | 'page_size'>;

/** Published goods: on sale, and never a special-control drug (spec §1). */
export const published = and(eq(goods.onSale, true), eq(goods.isSpecialControl, false))!;

/**
 * The WHERE clause for a set of filters, with every value as a placeholder: the same filters with other
 * values share one prepared statement, named after `shape`.
 */
export interface FilterPlan {
  where: SQL;
  params: Record<string, unknown>;
  shape: string;
}

export function planFilters(filters: GoodsFilters): FilterPlan {
  const p = (name: string) => sql.placeholder(name);
  const conditions: SQL[] = [published];
  const params: Record<string, unknown> = {};
  const shape: string[] = [];
  const add = (name: string, condition: SQL, value?: unknown) => {
    conditions.push(condition);
    shape.push(name);
    if (value !== undefined) params[name] = value;
  };
  if (filters.select !== undefined)
    add('select', sql`${goods.categoryIds} @> array[${p('select')}]::integer[]`, filters.select);
  if (filters.yx) add('yx', eq(goods.isPreferred, true));
  if (filters.qx) add('qx', eq(goods.kind, 'device'));
  if (filters.zy) add('zy', eq(goods.kind, 'herbal'));
  if (filters.brand !== undefined) add('brand', sql`${goods.brandId} = ${p('brand')}`, filters.brand);
  if (filters.manufacturer !== undefined) {
    add('manufacturer', sql`${goods.manufacturerId} = ${p('manufacturer')}`, filters.manufacturer);
  }
  if (filters.in_stock === '1') {
    add(
      'in_stock',
      sql`exists (select 1 from ${goodsStock} s where s.goods_id = ${goods.id} and s.stock > 0)`,
    );
  }
  if (filters.keyword) {
    const kinds: SearchKind[] =
      filters.type === '0' ? ['name'] : filters.type === '1' ? ['manufacturer'] : ['name', 'manufacturer'];
    add(`keyword:${keywordShape(filters.keyword, kinds)}`, keywordCondition(filters.keyword, kinds));
    Object.assign(params, keywordParams(filters.keyword));
  }
  return { where: and(...conditions)!, params, shape: shape.join(',') };
}

/** PostgreSQL keeps 63 characters of a statement name: a digest keeps every shape's name distinct. */
export const statementName = (kind: string, shape: string): string =>
  `${kind}_${createHash('sha1').update(shape).digest('hex').slice(0, 24)}`;
