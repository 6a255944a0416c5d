import { GOODS_PRICE_MAX_FEN, type AdminGoods, type PatchGoodsInput } from '@yaocai/domain/contracts/admin';
import { yuanToFen } from '@yaocai/domain/money';

/** What the row editor holds: the price in yuan as typed, and the stock of each warehouse the goods lists. */
export interface GoodsEdit {
  price: string;
  /** In the order of `goods.stock`. */
  stock: (number | null)[];
}

export const editOf = (goods: AdminGoods): GoodsEdit => ({
  price: goods.price,
  stock: goods.stock.map((row) => row.stock),
});

/** Why a typed price cannot be sent, or null when it can. */
export function priceProblem(price: string | null | undefined): string | null {
  if (price === null || price === undefined || price.trim() === '') return '请填写价格';
  const fen = yuanToFen(String(price));
  if (fen === null) return '价格最多两位小数';
  if (fen < 1 || fen > GOODS_PRICE_MAX_FEN) return '价格须在0.01元至100万元之间';
  return null;
}

/**
 * The PATCH body for an edit: only what changed, the price in exact fen (parsed from the decimal text,
 * never through a float), and only the warehouses whose stock changed. Null when nothing changed.
 */
export function goodsChanges(goods: AdminGoods, edit: GoodsEdit): PatchGoodsInput | null {
  const body: PatchGoodsInput = {};
  const fen = yuanToFen(String(edit.price));
  if (fen !== null && fen !== goods.price_fen) body.price_fen = fen;
  const stock = goods.stock.flatMap((row, index) => {
    const next = edit.stock[index];
    return next === null || next === undefined || next === row.stock
      ? []
      : [{ warehouse_id: row.warehouse_id, stock: next }];
  });
  if (stock.length > 0) body.stock = stock;
  return Object.keys(body).length > 0 ? body : null;
}
