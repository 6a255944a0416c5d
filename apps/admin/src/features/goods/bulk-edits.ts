import type { AdminGoods, BulkPatchGoodsInput } from '@yaocai/domain/contracts/admin';
import { editOf, goodsChanges, priceProblem, type GoodsEdit } from './goods-changes';

/** A row of the bulk editor as typed: the price in yuan, the stock per warehouse, on sale or not. */
export interface BulkEdit extends GoodsEdit {
  on_sale: boolean;
}

/** The rows touched so far, by goods id; untouched rows are not held. */
export type BulkEdits = Readonly<Record<number, BulkEdit>>;

export type BulkChange = BulkPatchGoodsInput['changes'][number];

export const bulkEditOf = (goods: AdminGoods, edits: BulkEdits): BulkEdit =>
  edits[goods.id] ?? { ...editOf(goods), on_sale: goods.on_sale };

/** The edits with one row's field set to what was typed. */
export function withEdit<K extends keyof BulkEdit>(
  edits: BulkEdits,
  goods: AdminGoods,
  field: K,
  value: BulkEdit[K],
): BulkEdits {
  return { ...edits, [goods.id]: { ...bulkEditOf(goods, edits), [field]: value } };
}

/** The edits with one warehouse's stock of a row set. */
export function withStock(
  edits: BulkEdits,
  goods: AdminGoods,
  index: number,
  stock: number | null,
): BulkEdits {
  const edit = bulkEditOf(goods, edits);
  return withEdit(
    edits,
    goods,
    'stock',
    edit.stock.map((value, at) => (at === index ? stock : value)),
  );
}

/** What a row changes, or null when it is as saved (a price typed back to what it was changes nothing). */
export function bulkChangeOf(goods: AdminGoods, edit: BulkEdit): BulkChange | null {
  const change: BulkChange = { id: goods.id, ...goodsChanges(goods, edit) };
  if (edit.on_sale !== goods.on_sale) change.on_sale = edit.on_sale;
  return Object.keys(change).length > 1 ? change : null;
}

export interface BulkPlan {
  changes: BulkChange[];
  /** Rows that cannot be sent as typed, with why. */
  problems: { goods: AdminGoods; problem: string }[];
  /** How many of the changes take goods off sale (the save asks about them first). */
  takenOff: number;
}

/** What saving the page's edits sends, and what stops it. */
export function bulkPlan(rows: readonly AdminGoods[], edits: BulkEdits): BulkPlan {
  const plan: BulkPlan = { changes: [], problems: [], takenOff: 0 };
  for (const goods of rows) {
    const edit = edits[goods.id];
    if (!edit) continue;
    const problem =
      priceProblem(edit.price) ?? (edit.stock.some((stock) => stock === null) ? '请填写库存' : null);
    if (problem) {
      plan.problems.push({ goods, problem });
      continue;
    }
    const change = bulkChangeOf(goods, edit);
    if (!change) continue;
    plan.changes.push(change);
    if (change.on_sale === false) plan.takenOff += 1;
  }
  return plan;
}

/** The picked goods put on or taken off sale: those not already so. */
export const onSaleChanges = (picked: readonly AdminGoods[], onSale: boolean): BulkChange[] =>
  picked.filter((goods) => goods.on_sale !== onSale).map((goods) => ({ id: goods.id, on_sale: onSale }));
