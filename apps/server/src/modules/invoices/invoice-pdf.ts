import { readFileSync } from 'node:fs';
import type { SellerDetails } from '@yaocai/domain/contracts/admin-content';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { INVOICE_TYPE_LABEL, type InvoiceType } from '@yaocai/domain/contracts/invoice';
import type { InvoiceKind } from '@yaocai/domain/contracts/invoice-kinds';
import { fenToYuan } from '@yaocai/domain/money';

export interface InvoiceLine {
  name: string;
  spec: string;
  unit: string;
  number: number;
  unitPriceFen: number;
  /** What the pieces cost after their share of the full reduction and the coupon; negative on a red-letter invoice. */
  amountFen: number;
}

export interface InvoiceDocument {
  invoiceNo: string;
  /** A red-letter (红字) invoice takes back, in negative amounts, what the originals billed. */
  kind: InvoiceKind;
  originalInvoiceNos: string[];
  voided: boolean;
  type: InvoiceType;
  title: string;
  taxNo: string;
  /** The buyer's 地址、电话 and 开户行及账号: a special invoice prints them. */
  addressPhone?: string | undefined;
  bankAccount?: string | undefined;
  amountFen: number;
  issuedAt: Date;
  orderNo: string;
  freightFen: number;
  lines: InvoiceLine[];
}

/** The buyer's lines of the invoice: a special invoice adds the tax number, address, phone and bank. */
export function buyerFields(invoice: InvoiceDocument): [string, string][] {
  const fields: [string, string | undefined][] = [
    ['购买方', invoice.title],
    ['纳税人识别号', invoice.taxNo],
    ['地址、电话', invoice.addressPhone],
    ['开户行及账号', invoice.bankAccount],
  ];
  return fields.filter((entry): entry is [string, string] => Boolean(entry[1]));
}

export interface InvoiceTable {
  body: string[][];
  /** Rows under the goods, each a label and an amount; the last is 合计. */
  summary: [string, string][];
}

interface Cell {
  text: string;
  width: number;
  align: 'left' | 'right';
}

const COLUMNS = [
  { header: '品名', width: 170, align: 'left' },
  { header: '规格', width: 95, align: 'left' },
  { header: '单位', width: 35, align: 'left' },
  { header: '数量', width: 45, align: 'right' },
  { header: '单价', width: 65, align: 'right' },
  { header: '金额', width: 85, align: 'right' },
] as const;
const TABLE_WIDTH = COLUMNS.reduce((sum, column) => sum + column.width, 0);
const MARGIN = 50;
const PADDING = 5;
const MUTED = '#666666';
const RULE = '#999999';
const HEADER_FILL = '#f2f2f2';
const RED = '#b00000';

/**
 * Lines at list price, the discounts shared over them as one 优惠 row, then 运费 and 合计 (the invoice
 * amount). A red-letter invoice shows pieces and amounts negative (销项负数), its 优惠 positive.
 */
export function invoiceTable(
  invoice: Pick<InvoiceDocument, 'lines' | 'freightFen' | 'amountFen' | 'kind'>,
): InvoiceTable {
  const sign = invoice.kind === 'red' ? -1 : 1;
  let discountFen = 0;
  const body = invoice.lines.map((line) => {
    const grossFen = line.number * line.unitPriceFen;
    discountFen += grossFen - sign * line.amountFen;
    return [
      line.name,
      line.spec,
      line.unit,
      String(sign * line.number),
      fenToYuan(line.unitPriceFen),
      fenToYuan(sign * grossFen),
    ];
  });
  const summary: [string, string][] = [];
  if (discountFen > 0) summary.push(['优惠', fenToYuan(-sign * discountFen)]);
  if (invoice.freightFen > 0) summary.push(['运费', fenToYuan(invoice.freightFen)]);
  summary.push(['合计', `¥${fenToYuan(invoice.amountFen)}`]);
  return { body, summary };
}

/** The calendar day in Beijing, whatever the server's time zone. */
export const beijingDate = (at: Date): string =>
  new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

const fontPath = createRequire(import.meta.url).resolve(
  '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
);
let fontBytes: Buffer | undefined;
/** 10 MB: read once per process; pdfkit embeds only the glyphs a document uses. */
const chineseFont = (): Buffer => (fontBytes ??= readFileSync(fontPath));

/** One electronic invoice as an A4 PDF. */
export function renderInvoicePdf(invoice: InvoiceDocument, seller: SellerDetails): Promise<Buffer> {
  const red = invoice.kind === 'red';
  const title = `电子发票（${INVOICE_TYPE_LABEL[invoice.type]}）${red ? ' 红字发票' : ''}`;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    // No default font: pdfkit would parse Helvetica's metrics for every document, only to replace it.
    font: '',
    lang: 'zh-CN',
    displayTitle: true,
    info: {
      Title: `${title} ${invoice.invoiceNo}`,
      Author: seller.company_name,
      Subject: [
        `订单 ${invoice.orderNo}`,
        ...(red ? [`销项负数 对应蓝字发票 ${invoice.originalInvoiceNos.join('、')}`] : []),
        `合计 ¥${fenToYuan(invoice.amountFen)}`,
      ].join(' '),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('zh', chineseFont()).font('zh');

  doc
    .fontSize(20)
    .text(title, { align: 'center' })
    .moveDown(red || invoice.voided ? 0.4 : 1.2);
  if (red) doc.fontSize(12).fillColor(RED).text('销项负数', { align: 'center' }).fillColor('black');
  if (invoice.voided) doc.fontSize(12).fillColor(RED).text('已作废', { align: 'center' }).fillColor('black');
  if (red || invoice.voided) doc.moveDown(0.8);
  doc.fontSize(10);
  field(doc, '发票号码', invoice.invoiceNo);
  if (red) field(doc, '对应蓝字发票号码', invoice.originalInvoiceNos.join('、'));
  field(doc, '开票日期', beijingDate(invoice.issuedAt));
  for (const [label, value] of buyerFields(invoice)) field(doc, label, value);
  field(doc, '销售方', seller.company_name);
  if (seller.tax_no) field(doc, '销售方纳税人识别号', seller.tax_no);
  const reachable = [seller.address, seller.phone].filter(Boolean).join(' ');
  if (reachable) field(doc, '销售方地址、电话', reachable);
  const bank = [seller.bank_name, seller.bank_account].filter(Boolean).join(' ');
  if (bank) field(doc, '销售方开户行及账号', bank);
  field(doc, '订单编号', invoice.orderNo);
  doc.moveDown(0.8);

  const { body, summary } = invoiceTable(invoice);
  const labelWidth = TABLE_WIDTH - COLUMNS.at(-1)!.width;
  drawTable(doc, [
    ...body.map((row) => row.map((text, i) => ({ ...COLUMNS[i]!, text }))),
    ...summary.map(([label, amount]) => [
      { text: label, width: labelWidth, align: 'left' as const },
      { text: amount, ...COLUMNS.at(-1)! },
    ]),
  ]);

  doc.moveDown(1).fillColor(MUTED).fontSize(9).text('本发票由系统根据订单自动开具。', MARGIN);
  doc.end();
  return done;
}

/**
 * Drawn by hand rather than with doc.table(): that one re-opens a font given as bytes for every cell,
 * parsing the 10 MB font again each time (seconds per invoice).
 */
function drawTable(doc: PDFKit.PDFDocument, rows: Cell[][]): void {
  const header = COLUMNS.map((column) => ({ ...column, text: column.header }));
  drawRow(doc, header, HEADER_FILL);
  for (const row of rows) {
    if (doc.y + rowHeight(doc, row) > doc.page.maxY()) {
      doc.addPage();
      drawRow(doc, header, HEADER_FILL);
    }
    drawRow(doc, row);
  }
}

const rowHeight = (doc: PDFKit.PDFDocument, row: Cell[]): number =>
  Math.max(...row.map((cell) => doc.heightOfString(cell.text, { width: cell.width - 2 * PADDING }))) +
  2 * PADDING;

function drawRow(doc: PDFKit.PDFDocument, row: Cell[], fill?: string): void {
  const top = doc.y;
  const height = rowHeight(doc, row);
  let x = MARGIN;
  for (const cell of row) {
    if (fill) doc.rect(x, top, cell.width, height).fill(fill);
    doc.rect(x, top, cell.width, height).lineWidth(0.5).stroke(RULE);
    doc.fillColor('black').text(cell.text, x + PADDING, top + PADDING, {
      width: cell.width - 2 * PADDING,
      align: cell.align,
    });
    x += cell.width;
  }
  doc.x = MARGIN;
  doc.y = top + height;
}

function field(doc: PDFKit.PDFDocument, label: string, value: string): void {
  doc.fillColor(MUTED).text(`${label}：`, MARGIN, doc.y, { continued: true }).fillColor('black').text(value);
  doc.moveDown(0.3);
}
