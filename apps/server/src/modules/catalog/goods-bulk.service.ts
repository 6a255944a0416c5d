import { asc, inArray, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.ts';
import { goods, goodsBarcodes, goodsStock, manufacturers, warehouses } from './catalog.tables.ts';
import { barcodeOwners, barcodesOf } from './goods-barcodes.service.ts';
import { changedFields, type GoodsBefore, type GoodsFieldsChanged } from './goods-change-diff.ts';

/** A change of one goods: what is null or empty is left as it is. */
export interface GoodsBulkChange {
  key: number;
  goodsId: number;
  priceFen: number | null;
  onSale: boolean | null;
  /** [warehouse id, stock] pairs: the stock counted there. */
  stock: [number, number][];
  /** The goods' codes from now on; null or absent: kept. */
  barcodes?: string[] | null;
}

export async function warehouseList(db: Executor): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: warehouses.id, name: warehouses.name })
    .from(warehouses)
    .orderBy(asc(warehouses.sort));
}

/** Which of `ids` are goods. */
export async function existingGoodsIds(db: Executor, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: goods.id })
    .from(goods)
    .where(inArray(goods.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}

/** The goods among `identities` (name, spec and manufacturer) the catalogue has, by identity key. */
export async function goodsByIdentity(
  db: Executor,
  identities: readonly { name: string; spec: string; manufacturer: string }[],
): Promise<Map<string, number>> {
  if (identities.length === 0) return new Map();
  const rows = (await db.execute(sql`
    select ${goods.id} as id, ${goods.name} as name, ${goods.spec} as spec, ${manufacturers.name} as manufacturer
    from ${goods} join ${manufacturers} on ${manufacturers.id} = ${goods.manufacturerId}
    join json_to_recordset(${JSON.stringify(identities)}::json) as wanted(name text, spec text, manufacturer text)
      on wanted.name = ${goods.name} and wanted.spec = ${goods.spec} and wanted.manufacturer = ${manufacturers.name}
  `)) as unknown as { rows: { id: number; name: string; spec: string; manufacturer: string }[] };
  return new Map(rows.rows.map((row) => [identityKey(row), row.id]));
}

export const identityKey = (goods: { name: string; spec: string; manufacturer: string }) =>
  JSON.stringify([goods.name, goods.spec, goods.manufacturer]);

/** The goods as they are before a change: price, publish state and stock per warehouse. */
async function goodsBefore(
  tx: Transaction,
  locked: readonly { id: number; onSale: boolean; priceFen: number }[],
): Promise<Map<number, GoodsBefore>> {
  const before = new Map(
    locked.map((row) => [
      row.id,
      {
        priceFen: row.priceFen,
        onSale: row.onSale,
        stock: new Map<number, number>(),
        barcodes: [] as string[],
      },
    ]),
  );
  if (locked.length === 0) return before;
  const codes = await barcodesOf(
    tx,
    locked.map((row) => row.id),
  );
  for (const [goodsId, list] of codes) before.get(goodsId)!.barcodes = list;
  const stock = await tx
    .select()
    .from(goodsStock)
    .where(
      inArray(
        goodsStock.goodsId,
        locked.map((row) => row.id),
      ),
    );
  for (const row of stock) before.get(row.goodsId)?.stock.set(row.warehouseId, row.stock);
  return before;
}

/**
 * Applies many goods changes in the caller's transaction, each whole or not at all: a change whose
 * goods or warehouse no longer exists is refused (its key in `refused`) and nothing of it written.
 * The goods rows are locked in id order, so a concurrent edit of one of them waits, and two bulk
 * changes never deadlock; their stock rows are written in (goods, warehouse) order, the order an
 * order's submission takes stock in (stock.service), so neither waits on the other in a cycle. At most one change per goods. `changed` says, of each change that altered
 * its goods, the fields it altered, before and after.
 */
export async function applyGoodsChanges(
  tx: Transaction,
  changes: readonly GoodsBulkChange[],
): Promise<{
  applied: number;
  refused: { key: number; message: string }[];
  publishChanged: boolean;
  changed: GoodsFieldsChanged[];
}> {
  if (changes.length === 0) return { applied: 0, refused: [], publishChanged: false, changed: [] };
  const locked = await tx
    .select({ id: goods.id, onSale: goods.onSale, priceFen: goods.basePriceFen })
    .from(goods)
    .where(
      inArray(
        goods.id,
        changes.map((change) => change.goodsId),
      ),
    )
    .orderBy(asc(goods.id))
    .for('update');
  const onSaleOf = new Map(locked.map((row) => [row.id, row.onSale]));
  const warehouseNames = new Map(
    (await warehouseList(tx)).map((warehouse) => [warehouse.id, warehouse.name]),
  );
  const knownWarehouses = new Set(warehouseNames.keys());
  const before = await goodsBefore(tx, locked);
  const codeOwners = await barcodeOwners(
    tx,
    changes.flatMap((change) => change.barcodes ?? []),
  );
  const refused: { key: number; message: string }[] = [];
  const valid = changes.filter((change) => {
    const taken = change.barcodes?.find(
      (code) => (codeOwners.get(code) ?? change.goodsId) !== change.goodsId,
    );
    if (!onSaleOf.has(change.goodsId)) refused.push({ key: change.key, message: '商品不存在' });
    else if (change.stock.some(([warehouseId]) => !knownWarehouses.has(warehouseId))) {
      refused.push({ key: change.key, message: '仓库不存在' });
    } else if (taken !== undefined) {
      refused.push({ key: change.key, message: `条码 ${taken} 已属于商品ID ${codeOwners.get(taken)}` });
    } else {
      for (const code of change.barcodes ?? []) codeOwners.set(code, change.goodsId);
      return true;
    }
    return false;
  });

  const fields = valid
    .filter((change) => change.priceFen !== null || change.onSale !== null)
    .map((change) => ({ id: change.goodsId, price_fen: change.priceFen, on_sale: change.onSale }));
  if (fields.length > 0) {
    await tx.execute(sql`
      update ${goods} set
        base_price_fen = coalesce(u.price_fen, ${goods.basePriceFen}),
        on_sale = coalesce(u.on_sale, ${goods.onSale}),
        updated_at = now()
      from json_to_recordset(${JSON.stringify(fields)}::json) as u(id integer, price_fen integer, on_sale boolean)
      where ${goods.id} = u.id`);
  }
  const stock = valid.flatMap((change) =>
    change.stock.map(([warehouseId, count]) => ({
      goods_id: change.goodsId,
      warehouse_id: warehouseId,
      stock: count,
    })),
  );
  if (stock.length > 0) {
    await tx.execute(sql`
      insert into ${goodsStock} (goods_id, warehouse_id, stock)
      select goods_id, warehouse_id, stock
      from json_to_recordset(${JSON.stringify(stock)}::json) as s(goods_id integer, warehouse_id integer, stock integer)
      order by goods_id, warehouse_id
      on conflict (goods_id, warehouse_id) do update set stock = excluded.stock`);
  }
  const recoded = valid.filter((change) => change.barcodes);
  if (recoded.length > 0) {
    await tx.delete(goodsBarcodes).where(
      inArray(
        goodsBarcodes.goodsId,
        recoded.map((change) => change.goodsId),
      ),
    );
    const rows = recoded.flatMap((change) =>
      change.barcodes!.map((code) => ({ code, goodsId: change.goodsId })),
    );
    if (rows.length > 0) await tx.insert(goodsBarcodes).values(rows);
  }
  const publishChanged = valid.some(
    (change) => change.onSale !== null && change.onSale !== onSaleOf.get(change.goodsId),
  );
  const changed = valid.flatMap(
    (change) =>
      changedFields(change, before.get(change.goodsId)!, (id) => warehouseNames.get(id) ?? '') ?? [],
  );
  return { applied: valid.length, refused, publishChanged, changed };
}

/** The business scopes (经营范围) the catalogue's goods belong to, which a buyer may be given. */
export async function businessScopesInUse(db: Executor): Promise<string[]> {
  const rows = await db
    .selectDistinct({ scope: goods.businessScope })
    .from(goods)
    .orderBy(asc(goods.businessScope));
  return rows.map((row) => row.scope);
}

/** Goods on sale with less than `below` in stock across warehouses, and those whose 效期 ends within `days`. */
export async function stockAlerts(
  db: Executor,
  below: number,
  days: number,
): Promise<{ lowStock: number; nearExpiry: number }> {
  const [row] = await db
    .select({
      lowStock: sql<number>`count(*) filter (where coalesce((select sum(s.stock) from ${goodsStock} s where s.goods_id = ${goods.id}), 0) < ${below})::integer`,
      nearExpiry: sql<number>`count(*) filter (where ${goods.expiresOn} < current_date + ${days}::integer)::integer`,
    })
    .from(goods)
    .where(sql`${goods.onSale}`);
  return { lowStock: row?.lowStock ?? 0, nearExpiry: row?.nearExpiry ?? 0 };
}
