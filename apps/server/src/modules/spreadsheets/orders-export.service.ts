import { ORDERS_SHEET } from '@yaocai/domain/contracts/admin-jobs';
import { safeCell } from './goods-sheet.ts';
import { writeSheet } from './sheet-writer.ts';

/** One order line as the orders sheet writes it, with its order's fields. */
export interface OrderSheetLine {
  orderNo: string;
  createdAt: string;
  state: string;
  company: string;
  phone: string;
  name: string;
  spec: string;
  manufacturer: string;
  warehouse: string;
  number: number;
  unitPrice: string;
  amount: string;
  payable: string;
  payMethod: string;
  paidAt: string;
  shippedAt: string;
}

/** Writes the orders sheet, a row per line, streamed from `pages`; text is made formula-safe. */
export function writeOrdersSheet(pages: AsyncIterable<OrderSheetLine[]>): Promise<Buffer> {
  const columns = ORDERS_SHEET.map(([header, width]) => ({ header, width }));
  async function* rows() {
    for await (const page of pages) {
      yield page.map((line) => [
        line.orderNo,
        line.createdAt,
        line.state,
        safeCell(line.company),
        line.phone,
        safeCell(line.name),
        safeCell(line.spec),
        safeCell(line.manufacturer),
        safeCell(line.warehouse),
        line.number,
        line.unitPrice,
        line.amount,
        line.payable,
        line.payMethod,
        line.paidAt,
        line.shippedAt,
      ]);
    }
  }
  return writeSheet('订单', columns, rows());
}
