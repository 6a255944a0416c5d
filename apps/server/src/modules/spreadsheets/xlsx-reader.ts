import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';

/**
 * exceljs's streaming reader, with text decoded across chunk boundaries. exceljs 4.4 decodes each
 * inflated chunk of the zip on its own, so a Chinese character split between two chunks comes out
 * as U+FFFD (exceljs/exceljs#2063, #2084, still open): about one cell in 20,000. These overrides
 * hand its XML parser text decoded by a streaming decoder instead. They use two internal methods,
 * hence the exact exceljs version in package.json and the test in xlsx-reader.test.ts.
 */
class Utf8WorkbookReader extends ExcelJS.stream.xlsx.WorkbookReader {
  override *_parseWorksheet(iterator: AsyncIterable<Buffer | string>, sheetNo: string): Generator<unknown> {
    return yield* super._parseWorksheet(decodeUtf8(iterator), sheetNo);
  }

  override async *_parseSharedStrings(entry: Readable): AsyncGenerator<unknown> {
    entry.setEncoding('utf8');
    yield* super._parseSharedStrings(entry);
  }
}

declare module 'exceljs' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace stream.xlsx {
    interface WorkbookReader {
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

/** Reads an xlsx from a stream, a sheet and a row at a time. */
export function readXlsx(input: Readable): ExcelJS.stream.xlsx.WorkbookReader {
  return new Utf8WorkbookReader(input, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
}
