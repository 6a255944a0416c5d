import type { GoodsBulkChange } from './goods-bulk.service.ts';

/** A goods' fields as a bulk change may set them; stock only for the warehouses that changed. */
export interface GoodsFields {
  price_fen?: number;
  on_sale?: boolean;
  stock?: { warehouse_id: number; warehouse: string; stock: number }[];
  barcodes?: string[];
}

/** What a change altered in one goods: only the fields whose value it changed. */
export interface GoodsFieldsChanged {
  key: number;
  goodsId: number;
  before: GoodsFields;
  after: GoodsFields;
}

export interface GoodsBefore {
  priceFen: number;
  onSale: boolean;
  /** Stock by warehouse id; a warehouse without a row holds none. */
  stock: Map<number, number>;
  barcodes: string[];
}

/** The fields `change` alters in the goods as it was, or null when it alters none. */
export function changedFields(
  change: GoodsBulkChange,
  before: GoodsBefore,
  warehouseName: (id: number) => string,
): GoodsFieldsChanged | null {
  const was: GoodsFields = {};
  const now: GoodsFields = {};
  if (change.priceFen !== null && change.priceFen !== before.priceFen) {
    was.price_fen = before.priceFen;
    now.price_fen = change.priceFen;
  }
  if (change.onSale !== null && change.onSale !== before.onSale) {
    was.on_sale = before.onSale;
    now.on_sale = change.onSale;
  }
  const moved = change.stock.filter(([warehouseId, stock]) => (before.stock.get(warehouseId) ?? 0) !== stock);
  if (moved.length > 0) {
    const at = (warehouseId: number, stock: number) => ({
      warehouse_id: warehouseId,
      warehouse: warehouseName(warehouseId),
      stock,
    });
    was.stock = moved.map(([warehouseId]) => at(warehouseId, before.stock.get(warehouseId) ?? 0));
    now.stock = moved.map(([warehouseId, stock]) => at(warehouseId, stock));
  }
  const codes = change.barcodes;
  if (codes && [...codes].sort().join() !== [...before.barcodes].sort().join()) {
    was.barcodes = before.barcodes;
    now.barcodes = codes;
  }
  if (Object.keys(now).length === 0) return null;
  return { key: change.key, goodsId: change.goodsId, before: was, after: now };
}
