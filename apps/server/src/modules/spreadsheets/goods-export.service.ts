import { GOODS_SHEET, ON_SALE_WORDS } from '@yaocai/domain/contracts/admin-jobs';
import { GOODS_KIND_LABEL } from '@yaocai/domain/contracts/admin-goods';
import type { AdminGoods } from '@yaocai/domain/contracts/admin-responses';
import { safeCell } from './goods-sheet.ts';
import { writeSheet } from './sheet-writer.ts';

/**
 * Writes the goods sheet (the format the import reads back) as an xlsx, streamed row by row from
 * `pages`; returns the file. Text cells are made safe against formula injection.
 */
export function writeGoodsSheet(
  warehouses: readonly { id: number; name: string }[],
  pages: AsyncIterable<(AdminGoods & { barcodes: string[] })[]>,
): Promise<Buffer> {
  const columns = [
    { header: GOODS_SHEET.id, width: 10 },
    { header: GOODS_SHEET.name, width: 30 },
    { header: GOODS_SHEET.spec, width: 18 },
    { header: GOODS_SHEET.manufacturer, width: 28 },
    { header: GOODS_SHEET.approvalNumber, width: 22 },
    { header: GOODS_SHEET.barcodes, width: 22 },
    { header: GOODS_SHEET.kind, width: 10 },
    { header: GOODS_SHEET.businessScope, width: 12 },
    { header: GOODS_SHEET.unit, width: 8 },
    { header: GOODS_SHEET.packMultiple, width: 8 },
    { header: GOODS_SHEET.ephedrine, width: 10 },
    { header: GOODS_SHEET.monthlyLimit, width: 10 },
    { header: GOODS_SHEET.price, width: 12 },
    { header: GOODS_SHEET.onSale, width: 8 },
    ...warehouses.map((warehouse) => ({ header: `${GOODS_SHEET.stockPrefix}${warehouse.name}`, width: 16 })),
  ];
  async function* rows() {
    for await (const page of pages) {
      yield page.map((item) => {
        const stockOf = new Map(item.stock.map((row) => [row.warehouse_id, row.stock]));
        return [
          item.id,
          safeCell(item.name),
          safeCell(item.ypgg),
          safeCell(item.sccj),
          safeCell(item.approval_no ?? ''),
          item.barcodes.join(','),
          GOODS_KIND_LABEL[item.kind],
          safeCell(item.business_scope),
          safeCell(item.bzdw),
          item.zbz,
          item.contains_ephedrine ? ON_SALE_WORDS.yes : ON_SALE_WORDS.no,
          item.monthly_limit ?? '',
          // The price as text keeps its two decimals exactly as the shop shows it.
          item.price,
          item.on_sale ? ON_SALE_WORDS.yes : ON_SALE_WORDS.no,
          ...warehouses.map((warehouse) => stockOf.get(warehouse.id) ?? 0),
        ];
      });
    }
  }
  return writeSheet('商品', columns, rows());
}
