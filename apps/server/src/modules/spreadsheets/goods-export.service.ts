import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { GOODS_SHEET, ON_SALE_WORDS } from '@yaocai/domain/contracts/admin-jobs';
import type { AdminGoods } from '@yaocai/domain/contracts/admin-responses';
import { safeCell } from './goods-sheet.ts';

/**
 * Writes the goods sheet (the format the import reads back) as an xlsx, streamed row by row from
 * `pages`; returns the file. Text cells are made safe against formula injection.
 */
export async function writeGoodsSheet(
  warehouses: readonly { id: number; name: string }[],
  pages: AsyncIterable<AdminGoods[]>,
): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: false,
    useStyles: true,
  });
  const sheet = workbook.addWorksheet('商品');
  sheet.columns = [
    { header: GOODS_SHEET.id, width: 10 },
    { header: GOODS_SHEET.name, width: 30 },
    { header: GOODS_SHEET.spec, width: 18 },
    { header: GOODS_SHEET.manufacturer, width: 28 },
    { header: GOODS_SHEET.approvalNumber, width: 22 },
    { header: GOODS_SHEET.price, width: 12 },
    { header: GOODS_SHEET.onSale, width: 8 },
    ...warehouses.map((warehouse) => ({ header: `${GOODS_SHEET.stockPrefix}${warehouse.name}`, width: 16 })),
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const page of pages) {
    for (const item of page) {
      const stockOf = new Map(item.stock.map((row) => [row.warehouse_id, row.stock]));
      sheet
        .addRow([
          item.id,
          safeCell(item.name),
          safeCell(item.ypgg),
          safeCell(item.sccj),
          safeCell(item.approval_no ?? ''),
          // The price as text keeps its two decimals exactly as the shop shows it.
          item.price,
          item.on_sale ? ON_SALE_WORDS.yes : ON_SALE_WORDS.no,
          ...warehouses.map((warehouse) => stockOf.get(warehouse.id) ?? 0),
        ])
        .commit();
    }
  }
  sheet.commit();
  await workbook.commit();
  await finished;
  return Buffer.concat(chunks);
}
