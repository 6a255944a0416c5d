import { asc } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { brands } from './catalog.tables.ts';

export async function listBrands(db: Executor): Promise<{ id: number; name: string; logo: string | null }[]> {
  return db
    .select({ id: brands.id, name: brands.name, logo: brands.logo })
    .from(brands)
    .orderBy(asc(brands.sort), asc(brands.id));
}
