import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { goods, goodsSalesDeltas } from './catalog.tables.ts';

/**
 * Adds the sales recorded since the last call to goods.sales, which the shop sorts by. The deltas
 * taken are deleted in the same statement, so two instances folding at once never count one twice.
 * Answers how many goods changed.
 */
export async function foldGoodsSales(db: Executor): Promise<number> {
  const changed = (await db.execute(sql`
    with taken as (delete from ${goodsSalesDeltas} returning goods_id, n),
      summed as (select goods_id, sum(n)::integer as n from taken group by goods_id)
    update ${goods} set sales = greatest(${goods.sales} + summed.n, 0)
    from summed where ${goods.id} = summed.goods_id and summed.n <> 0
    returning ${goods.id}`)) as { rows: unknown[] };
  // node-postgres and PGlite both answer with `rows`.
  return changed.rows.length;
}
