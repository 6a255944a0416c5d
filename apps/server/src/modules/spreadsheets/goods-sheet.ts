import type { CellValue } from 'exceljs';
import { GOODS_SHEET, ON_SALE_WORDS, type SheetRowError } from '@yaocai/domain/contracts/admin-jobs';
import { GOODS_PRICE_MAX_FEN, GOODS_STOCK_MAX } from '@yaocai/domain/contracts/admin';
import { GOODS_KIND_LABEL, goodsBody, type GoodsBody } from '@yaocai/domain/contracts/admin-goods';
import { invalid } from '@yaocai/domain/errors';
import { barcodesInText, goodsBarcodes } from '@yaocai/domain/validation/barcodes';
import { yuanToFen } from '@yaocai/domain/money';
import { INT_MAX } from '@yaocai/domain/validation/numbers';

/** Where the import finds what it reads, by column number (1-based, as exceljs counts). */
export interface GoodsColumns {
  id: number;
  price?: number;
  onSale?: number;
  barcodes?: number;
  stock: { column: number; warehouseId: number; name: string }[];
  /** The columns that describe a new goods item (a row without an id). */
  describe: Partial<Record<DescribingField, number>>;
}

/** Columns read only for a new goods item; an existing one keeps what the console set. */
const DESCRIBING = {
  name: GOODS_SHEET.name,
  spec: GOODS_SHEET.spec,
  manufacturer: GOODS_SHEET.manufacturer,
  approvalNumber: GOODS_SHEET.approvalNumber,
  kind: GOODS_SHEET.kind,
  businessScope: GOODS_SHEET.businessScope,
  unit: GOODS_SHEET.unit,
  packMultiple: GOODS_SHEET.packMultiple,
  ephedrine: GOODS_SHEET.ephedrine,
  monthlyLimit: GOODS_SHEET.monthlyLimit,
} as const;
type DescribingField = keyof typeof DESCRIBING;
const describingOf = new Map<string, DescribingField>(
  Object.entries(DESCRIBING).map(([field, name]) => [name, field as DescribingField]),
);

/** One row's change, as staged for the import job: a change of an existing goods, or a new one. */
export interface GoodsChange {
  rowNo: number;
  /** Null: a new goods item, described by `newGoods`. */
  goodsId: number | null;
  priceFen: number | null;
  onSale: boolean | null;
  /** [warehouse id, stock] pairs. */
  stock: [number, number][];
  /** The goods' codes from now on; null: kept. */
  barcodes: string[] | null;
  newGoods: GoodsBody | null;
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
  const columns: GoodsColumns = { id, stock: [], describe: {} };
  for (const [name, column] of seen) {
    if (name === GOODS_SHEET.id) continue;
    const describing = describingOf.get(name);
    if (describing) columns.describe[describing] = column;
    else if (name === GOODS_SHEET.price) columns.price = column;
    else if (name === GOODS_SHEET.onSale) columns.onSale = column;
    else if (name === GOODS_SHEET.barcodes) columns.barcodes = column;
    else if (name.startsWith(GOODS_SHEET.stockPrefix)) {
      const warehouseName = name.slice(GOODS_SHEET.stockPrefix.length).trim();
      const warehouse = warehouses.find((candidate) => candidate.name === warehouseName);
      if (!warehouse) throw invalid('file', `列「${name}」的仓库「${warehouseName}」不存在`);
      columns.stock.push({ column, warehouseId: warehouse.id, name });
    } else ignored.push(name);
  }
  const changesSomething =
    columns.price !== undefined ||
    columns.onSale !== undefined ||
    columns.barcodes !== undefined ||
    columns.stock.length > 0;
  if (!changesSomething && columns.describe.name === undefined) {
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
  const isNew = idText === '';
  if (idText !== null && !isNew && (goodsId === null || goodsId < 1 || goodsId > INT_MAX)) {
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

  let barcodes: string[] | null = null;
  if (columns.barcodes !== undefined) {
    const text = read(columns.barcodes, GOODS_SHEET.barcodes);
    if (text) {
      const parsed = goodsBarcodes.safeParse(barcodesInText(text));
      if (parsed.success) barcodes = parsed.data;
      else
        errors.push({ row: rowNo, column: GOODS_SHEET.barcodes, message: parsed.error.issues[0]!.message });
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

  if (isNew) {
    const described = describeNewGoods(row, rowNo, columns, read, { priceFen, onSale, stock, barcodes });
    errors.push(...described.errors);
    if (errors.length > 0 || !described.body) return { change: null, errors };
    return {
      change: { rowNo, goodsId: null, priceFen, onSale, stock, barcodes: null, newGoods: described.body },
      errors,
    };
  }
  if (errors.length > 0 || goodsId === null) return { change: null, errors };
  if (priceFen === null && onSale === null && stock.length === 0 && barcodes === null) {
    return { change: null, errors };
  }
  return { change: { rowNo, goodsId, priceFen, onSale, stock, barcodes, newGoods: null }, errors };
}

/** The sheet's column for each field of the goods body a new row fills. */
const COLUMN_OF_FIELD: Record<string, string> = {
  name: GOODS_SHEET.name,
  ypgg: GOODS_SHEET.spec,
  manufacturer: GOODS_SHEET.manufacturer,
  approval_no: GOODS_SHEET.approvalNumber,
  barcodes: GOODS_SHEET.barcodes,
  kind: GOODS_SHEET.kind,
  business_scope: GOODS_SHEET.businessScope,
  bzdw: GOODS_SHEET.unit,
  zbz: GOODS_SHEET.packMultiple,
  contains_ephedrine: GOODS_SHEET.ephedrine,
  monthly_limit: GOODS_SHEET.monthlyLimit,
  price_fen: GOODS_SHEET.price,
  on_sale: GOODS_SHEET.onSale,
};
const KIND_OF_LABEL = new Map(Object.entries(GOODS_KIND_LABEL).map(([kind, label]) => [label, kind]));

/**
 * A new goods item from a row without an id, checked by the same rules as the console's goods
 * editor; it goes off sale unless the row says 是.
 */
function describeNewGoods(
  row: Cell[],
  rowNo: number,
  columns: GoodsColumns,
  read: (column: number, name: string) => string | null,
  known: {
    priceFen: number | null;
    onSale: boolean | null;
    stock: [number, number][];
    barcodes: string[] | null;
  },
): { body: GoodsBody | null; errors: SheetRowError[] } {
  const errors: SheetRowError[] = [];
  const text = (field: DescribingField) => {
    const column = columns.describe[field];
    return column === undefined ? '' : (read(column, DESCRIBING[field]) ?? '');
  };
  if (columns.describe.name === undefined) {
    return { body: null, errors: [{ row: rowNo, column: GOODS_SHEET.id, message: '商品ID须为正整数' }] };
  }
  const kindText = text('kind');
  const kind = KIND_OF_LABEL.get(kindText);
  if (!kind) {
    errors.push({
      row: rowNo,
      column: GOODS_SHEET.kind,
      message: `新增商品须填写类型：${Object.values(GOODS_KIND_LABEL).join('、')}之一`,
    });
  }
  if (known.priceFen === null) {
    errors.push({ row: rowNo, column: GOODS_SHEET.price, message: '新增商品须填写价格' });
  }
  const packText = text('packMultiple');
  const ephedrineText = text('ephedrine');
  if (ephedrineText !== '' && ephedrineText !== ON_SALE_WORDS.yes && ephedrineText !== ON_SALE_WORDS.no) {
    errors.push({
      row: rowNo,
      column: GOODS_SHEET.ephedrine,
      message: `含麻黄碱只能填“${ON_SALE_WORDS.yes}”或“${ON_SALE_WORDS.no}”`,
    });
  }
  const limitText = text('monthlyLimit');
  const parsed = goodsBody.safeParse({
    name: text('name'),
    kind: kind ?? 'western',
    business_scope: text('businessScope'),
    manufacturer: text('manufacturer'),
    approval_no: text('approvalNumber'),
    barcodes: known.barcodes ?? [],
    ypgg: text('spec'),
    bzdw: text('unit'),
    zbz: packText === '' ? 1 : packText,
    contains_ephedrine: ephedrineText === ON_SALE_WORDS.yes,
    monthly_limit: limitText === '' ? null : limitText,
    price_fen: known.priceFen ?? 1,
    on_sale: known.onSale ?? false,
    stock: known.stock.map(([warehouseId, stock]) => ({ warehouse_id: warehouseId, stock })),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const column = COLUMN_OF_FIELD[String(issue.path[0])] ?? GOODS_SHEET.name;
      if (!errors.some((error) => error.column === column))
        errors.push({ row: rowNo, column, message: issue.message });
    }
  }
  return { body: errors.length === 0 && parsed.success ? parsed.data : null, errors };
}

/**
 * A cell for an exported sheet: text that a spreadsheet would run as a formula (= + - @, or a tab
 * or carriage return before them) is prefixed with an apostrophe, so it is shown, never run.
 */
export function safeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
