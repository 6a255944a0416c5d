import type { CellValue } from 'exceljs';
import { GOODS_SHEET, ON_SALE_WORDS, type SheetRowError } from '@yaocai/domain/contracts/admin-jobs';
import { GOODS_PRICE_MAX_FEN, GOODS_STOCK_MAX } from '@yaocai/domain/contracts/admin';
import { invalid } from '@yaocai/domain/errors';
import { yuanToFen } from '@yaocai/domain/money';
import { INT_MAX } from '@yaocai/domain/validation/numbers';

/** Where the import finds what it reads, by column number (1-based, as exceljs counts). */
export interface GoodsColumns {
  id: number;
  price?: number;
  onSale?: number;
  stock: { column: number; warehouseId: number; name: string }[];
}

/** One row's change, as staged for the import job. */
export interface GoodsChange {
  rowNo: number;
  goodsId: number;
  priceFen: number | null;
  onSale: boolean | null;
  /** [warehouse id, stock] pairs. */
  stock: [number, number][];
}

type Cell = CellValue | undefined;

const isFormula = (value: Cell): boolean =>
  typeof value === 'object' && value !== null && ('formula' in value || 'sharedFormula' in value);

/** A cell's text as the operator sees it, or null when it is a formula or an error. */
function cellText(value: Cell): string | null {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return null;
  if ('richText' in value)
    return value.richText
      .map((part) => part.text)
      .join('')
      .trim();
  if ('text' in value && typeof value.text === 'string') return value.text.trim();
  return null;
}

/**
 * Reads the header row: which columns the import uses, and which it ignores. A sheet without the
 * id column, with nothing to change, with a stock column of an unknown warehouse, or with a column
 * twice is refused whole.
 */
export function readGoodsHeader(
  header: Cell[],
  warehouses: readonly { id: number; name: string }[],
): { columns: GoodsColumns; ignored: string[] } {
  const seen = new Map<string, number>();
  const ignored: string[] = [];
  header.forEach((value, column) => {
    const name = cellText(value);
    if (!name) return;
    if (seen.has(name)) throw invalid('file', `表头「${name}」重复`);
    seen.set(name, column);
  });
  const id = seen.get(GOODS_SHEET.id);
  if (id === undefined) throw invalid('file', `缺少列「${GOODS_SHEET.id}」：请使用导出的商品表格式`);
  const columns: GoodsColumns = { id, stock: [] };
  for (const [name, column] of seen) {
    if (name === GOODS_SHEET.id) continue;
    if (name === GOODS_SHEET.price) columns.price = column;
    else if (name === GOODS_SHEET.onSale) columns.onSale = column;
    else if (name.startsWith(GOODS_SHEET.stockPrefix)) {
      const warehouseName = name.slice(GOODS_SHEET.stockPrefix.length).trim();
      const warehouse = warehouses.find((candidate) => candidate.name === warehouseName);
      if (!warehouse) throw invalid('file', `列「${name}」的仓库「${warehouseName}」不存在`);
      columns.stock.push({ column, warehouseId: warehouse.id, name });
    } else ignored.push(name);
  }
  if (columns.price === undefined && columns.onSale === undefined && columns.stock.length === 0) {
    throw invalid(
      'file',
      `没有可导入的列：需要「${GOODS_SHEET.price}」「${GOODS_SHEET.onSale}」或「${GOODS_SHEET.stockPrefix}仓库名」中的至少一列`,
    );
  }
  return { columns, ignored };
}

/**
 * Reads one row into a change, or the reasons it cannot be applied. An empty cell leaves that
 * field as it is; a row with every changeable cell empty is skipped (null, no error).
 */
export function readGoodsRow(
  row: Cell[],
  rowNo: number,
  columns: GoodsColumns,
): { change: GoodsChange | null; errors: SheetRowError[] } {
  const errors: SheetRowError[] = [];
  const read = (column: number, name: string): string | null => {
    const value = row[column];
    const text = cellText(value);
    if (text !== null) return text;
    errors.push({
      row: rowNo,
      column: name,
      message: isFormula(value) ? '单元格是公式：请复制后“粘贴为数值”再导入' : '单元格内容无法识别',
    });
    return null;
  };
  const wholeNumber = (text: string) => (/^\d{1,10}$/.test(text) ? Number(text) : null);

  const idText = read(columns.id, GOODS_SHEET.id);
  const goodsId = idText === null ? null : wholeNumber(idText);
  if (idText === '') {
    const anything = row.some((value) => cellText(value) !== '');
    if (!anything) return { change: null, errors };
  }
  if (idText !== null && (goodsId === null || goodsId < 1 || goodsId > INT_MAX)) {
    errors.push({ row: rowNo, column: GOODS_SHEET.id, message: '商品ID须为正整数' });
  }

  let priceFen: number | null = null;
  if (columns.price !== undefined) {
    const text = read(columns.price, GOODS_SHEET.price);
    if (text) {
      priceFen = yuanToFen(text);
      if (priceFen === null || priceFen < 1 || priceFen > GOODS_PRICE_MAX_FEN) {
        errors.push({
          row: rowNo,
          column: GOODS_SHEET.price,
          message: '价格须为0.01至1000000元，最多两位小数',
        });
      }
    }
  }

  let onSale: boolean | null = null;
  if (columns.onSale !== undefined) {
    const text = read(columns.onSale, GOODS_SHEET.onSale);
    if (text === ON_SALE_WORDS.yes) onSale = true;
    else if (text === ON_SALE_WORDS.no) onSale = false;
    else if (text) {
      errors.push({
        row: rowNo,
        column: GOODS_SHEET.onSale,
        message: `上架只能填“${ON_SALE_WORDS.yes}”或“${ON_SALE_WORDS.no}”`,
      });
    }
  }

  const stock: [number, number][] = [];
  for (const { column, warehouseId, name } of columns.stock) {
    const text = read(column, name);
    if (!text) continue;
    const count = wholeNumber(text);
    if (count === null || count > GOODS_STOCK_MAX) {
      errors.push({ row: rowNo, column: name, message: '库存须为0至1000万之间的整数' });
    } else stock.push([warehouseId, count]);
  }

  if (errors.length > 0 || goodsId === null) return { change: null, errors };
  if (priceFen === null && onSale === null && stock.length === 0) return { change: null, errors };
  return { change: { rowNo, goodsId, priceFen, onSale, stock }, errors };
}

/**
 * A cell for an exported sheet: text that a spreadsheet would run as a formula (= + - @, or a tab
 * or carriage return before them) is prefixed with an apostrophe, so it is shown, never run.
 */
export function safeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
