import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { goods } from './catalog.tables.ts';

/** The lot (批号) and its dates that the goods records name, as far as they do. */
export interface GoodsLot {
  goodsId: number;
  batchNo: string | null;
  producedOn: string | null;
  expiresOn: string | null;
}

export async function goodsLotsOf(db: Executor, ids: readonly number[]): Promise<GoodsLot[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      goodsId: goods.id,
      batchNo: goods.batchNumber,
      producedOn: goods.producedOn,
      expiresOn: goods.expiresOn,
    })
    .from(goods)
    .where(inArray(goods.id, [...ids]));
}
