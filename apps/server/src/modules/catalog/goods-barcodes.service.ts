import { and, asc, eq, inArray } from 'drizzle-orm';
import { lookupCodeOf } from '@yaocai/domain/validation/barcodes';
import { invalid, notFound } from '@yaocai/domain/errors';
import type { Executor, Transaction } from '../../db/client.ts';
import { goods, goodsBarcodes } from './catalog.tables.ts';
import { published } from './list-filters.ts';

/** The published goods a scanned code (a barcode or a 药品追溯码) names. */
export async function goodsIdScanned(db: Executor, scanned: string): Promise<number> {
  const code = lookupCodeOf(scanned);
  if (code === null) throw notFound(`「${scanned}」不是商品条码或药品追溯码`);
  const [row] = await db
    .select({ id: goods.id })
    .from(goodsBarcodes)
    .innerJoin(goods, eq(goods.id, goodsBarcodes.goodsId))
    .where(and(eq(goodsBarcodes.code, code), published));
  if (!row) throw notFound(`没有找到条码为 ${scanned} 的商品`);
  return row.id;
}

/** Each goods item's codes, in order. */
export async function barcodesOf(db: Executor, goodsIds: readonly number[]): Promise<Map<number, string[]>> {
  const codes = new Map<number, string[]>(goodsIds.map((id) => [id, []]));
  if (goodsIds.length === 0) return codes;
  const rows = await db
    .select()
    .from(goodsBarcodes)
    .where(inArray(goodsBarcodes.goodsId, [...goodsIds]))
    .orderBy(asc(goodsBarcodes.code));
  for (const row of rows) codes.get(row.goodsId)?.push(row.code);
  return codes;
}

/** The goods item each of these codes belongs to, for those that belong to one. */
export async function barcodeOwners(db: Executor, codes: readonly string[]): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select()
    .from(goodsBarcodes)
    .where(inArray(goodsBarcodes.code, [...new Set(codes)]));
  return new Map(rows.map((row) => [row.code, row.goodsId]));
}

/** The goods item's codes become these; one another goods item has is refused (422). */
export async function replaceBarcodes(
  tx: Transaction,
  goodsId: number,
  codes: readonly string[],
): Promise<void> {
  const owners = await barcodeOwners(tx, codes);
  const taken = [...codes].sort().find((code) => (owners.get(code) ?? goodsId) !== goodsId);
  if (taken) throw invalid('barcodes', `条码 ${taken} 已属于商品ID ${owners.get(taken)}`);
  await tx.delete(goodsBarcodes).where(eq(goodsBarcodes.goodsId, goodsId));
  if (codes.length > 0) {
    // Two edits giving one new code at once: the second waits on the first's key, then conflicts.
    const added = await tx
      .insert(goodsBarcodes)
      .values(codes.map((code) => ({ code, goodsId })))
      .onConflictDoNothing()
      .returning({ code: goodsBarcodes.code });
    if (added.length !== codes.length) {
      const lost = codes.find((code) => !added.some((row) => row.code === code));
      throw invalid('barcodes', `条码 ${lost} 已属于其他商品`);
    }
  }
}
