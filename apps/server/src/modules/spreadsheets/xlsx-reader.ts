import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { Open, type CentralDirectory, type File as ZipEntry } from 'unzipper';

/** The end of a zip that can hold its directory's end record: 22 bytes and a comment of up to 65,535. */
const ZIP_TAIL_MAX = 22 + 65_535;

const OPTIONS = {
  sharedStrings: 'cache',
  hyperlinks: 'ignore',
  styles: 'ignore',
  worksheets: 'emit',
  entries: 'ignore',
} as const;

/**
 * exceljs's streaming reader, fixed for two of its bugs. Both fixes use its internal methods, hence
 * the exact exceljs version in package.json and the tests in xlsx-reader.test.ts.
 *
 * It reads the zip through its central directory. exceljs reads it in one pass, in stored order,
 * and its loop over the entries can end with the input while small entries are still queued
 * (exceljs/exceljs#3064, still open), so a workbook whose workbook.xml or shared strings are stored
 * after its sheets (Excel stores the strings after them, exceljs both) intermittently failed to
 * read. Here the relations, the workbook and the shared strings are read first, then each sheet in
 * tab order, a row at a time.
 *
 * It decodes text across chunk boundaries. exceljs decodes each inflated chunk on its own, so a
 * Chinese character split between two chunks comes out as U+FFFD (exceljs/exceljs#2063, #2084,
 * still open): about one cell in 20,000.
 */
class CentralDirectoryWorkbookReader extends ExcelJS.stream.xlsx.WorkbookReader {
  constructor(private readonly file: Buffer) {
    super(undefined as never, OPTIONS);
  }

  override async *parse(): AsyncGenerator<unknown> {
    const zip = await Open.buffer(this.file, { tailSize: ZIP_TAIL_MAX });
    const entry = (path: string) => zip.files.find((file) => file.path === path);
    const rels = entry('xl/_rels/workbook.xml.rels');
    if (rels) await this._parseRels(rels.stream());
    const book = entry('xl/workbook.xml');
    if (book) await this._parseWorkbook(book.stream());
    const strings = entry('xl/sharedStrings.xml');
    if (strings) yield* this._parseSharedStrings(strings.stream());
    for (const { file, sheetNo } of this.sheetsInTabOrder(zip.files)) {
      yield* this._parseWorksheet(file.stream(), sheetNo);
    }
  }

  override *_parseWorksheet(iterator: AsyncIterable<Buffer | string>, sheetNo: string): Generator<unknown> {
    return yield* super._parseWorksheet(decodeUtf8(iterator), sheetNo);
  }

  override async *_parseSharedStrings(entry: Readable): AsyncGenerator<unknown> {
    entry.setEncoding('utf8');
    yield* super._parseSharedStrings(entry);
  }

  /** The sheets' entries, as the workbook lists its tabs; sheets it does not list come last. */
  private sheetsInTabOrder(files: readonly ZipEntry[]): { file: ZipEntry; sheetNo: string }[] {
    const { model, workbookRels } = this as unknown as WorkbookParts;
    const tabs = (model?.sheets ?? []).map((sheet) => {
      const target = workbookRels?.find((rel) => rel.Id === sheet.rId)?.Target ?? '';
      return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
    });
    const place = (path: string) => (tabs.includes(path) ? tabs.indexOf(path) : tabs.length);
    return files
      .map((file) => ({ file, sheetNo: /^xl\/worksheets\/sheet(\d+)\.xml$/.exec(file.path)?.[1] }))
      .filter((sheet): sheet is { file: ZipEntry; sheetNo: string } => sheet.sheetNo !== undefined)
      .sort((a, b) => place(a.file.path) - place(b.file.path) || Number(a.sheetNo) - Number(b.sheetNo));
  }
}

/** What exceljs's reader keeps of workbook.xml and its relations. */
interface WorkbookParts {
  model?: { sheets?: { rId: string }[] };
  workbookRels?: { Id: string; Target: string }[];
}

declare module 'unzipper' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Open {
    /** unzipper looks for the directory's end in the last `tailSize` bytes (80 unless told). */
    function buffer(data: Buffer, options: { tailSize: number }): Promise<CentralDirectory>;
  }
}

declare module 'exceljs' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace stream.xlsx {
    interface WorkbookReader {
      _parseRels(entry: Readable): Promise<void>;
      _parseWorkbook(entry: Readable): Promise<void>;
      _parseWorksheet(iterator: unknown, sheetNo: string): Generator<unknown>;
      _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
    }
  }
}

async function* decodeUtf8(chunks: AsyncIterable<Buffer | string>): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8');
  for await (const chunk of chunks) {
    yield typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}

/** Reads an xlsx held in memory, a sheet and a row at a time. */
export function readXlsx(file: Buffer): ExcelJS.stream.xlsx.WorkbookReader {
  return new CentralDirectoryWorkbookReader(file);
}
