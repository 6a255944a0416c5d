import { asc, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { brands, goods } from './catalog.tables.ts';

export interface Brand {
  id: number;
  name: string;
  logo: string | null;
}

export async function listBrands(db: Executor): Promise<Brand[]> {
  return db
    .select({ id: brands.id, name: brands.name, logo: brands.logo })
    .from(brands)
    .orderBy(asc(brands.sort), asc(brands.id));
}

/** Brands by id; one that does not exist is left out. */
export async function brandsByIds(db: Executor, ids: readonly number[]): Promise<Map<number, Brand>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: brands.id, name: brands.name, logo: brands.logo })
    .from(brands)
    .where(inArray(brands.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Goods by id with their brand, name and whether they are on sale; one that does not exist is left out. */
export async function goodsBrands(
  db: Executor,
  ids: readonly number[],
): Promise<Map<number, { name: string; brandId: number | null; onSale: boolean }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: goods.id,
      name: goods.name,
      brandId: goods.brandId,
      onSale: goods.onSale,
      isSpecialControl: goods.isSpecialControl,
    })
    .from(goods)
    .where(inArray(goods.id, [...ids]));
  return new Map(
    rows.map((row) => [
      row.id,
      { name: row.name, brandId: row.brandId, onSale: row.onSale && !row.isSpecialControl },
    ]),
  );
}
