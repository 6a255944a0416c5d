import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { readXlsx } from './xlsx-reader.ts';

const ROWS = 40_000;
const textOf = (n: number) => `${n % 2 ? '是' : '否'}板蓝根颗粒${n}`;

async function bigSheet(sharedStrings: boolean): Promise<Buffer> {
  const out: Buffer[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = new Promise((resolve) => stream.on('end', resolve));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: sharedStrings });
  const sheet = workbook.addWorksheet('商品');
  for (let n = 0; n < ROWS; n++) sheet.addRow([n, textOf(n)]).commit();
  sheet.commit();
  await workbook.commit();
  await ended;
  return Buffer.concat(out);
}

describe('reading a large xlsx as a stream', () => {
  it.each([
    ['inline strings', false],
    ['shared strings', true],
  ])(
    'keeps every Chinese character whole across chunks (%s)',
    async (_name, sharedStrings) => {
      const file = await bigSheet(sharedStrings);
      let rows = 0;
      const wrong: unknown[] = [];
      for await (const sheet of readXlsx(file)) {
        for await (const row of sheet) {
          const [, n, text] = row.values as [unknown, number, string];
          rows += 1;
          if (text !== textOf(n)) wrong.push([row.number, text]);
        }
      }
      expect([rows, wrong.slice(0, 3)]).toEqual([ROWS, []]);
    },
    60_000,
  );
});

async function rowsByTab(file: Buffer): Promise<unknown[][]> {
  const tabs: unknown[][] = [];
  for await (const sheet of readXlsx(file)) {
    const rows: unknown[] = [];
    for await (const row of sheet) rows.push((row.values as unknown[])[1]);
    tabs.push(rows);
  }
  return tabs;
}

describe('reading the sheets of a workbook', () => {
  it('reads text cells of a workbook stored with its sheets before its strings and workbook.xml', async () => {
    // exceljs stores xl/workbook.xml last and the shared strings after the sheets, the order its
    // own one-pass reader could lose (exceljs/exceljs#3064); read 50 at once, as busy servers do.
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('商品').addRows([['商品ID'], ['板蓝根颗粒']]);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const reads = await Promise.all(Array.from({ length: 50 }, () => rowsByTab(file)));
    expect(new Set(reads.map((tabs) => JSON.stringify(tabs)))).toEqual(
      new Set([JSON.stringify([['商品ID', '板蓝根颗粒']])]),
    );
  });

  it('gives the sheets in the order of the tabs, not of the files in the zip', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('第一').addRow(['sheet1.xml']);
    workbook.addWorksheet('第二').addRow(['sheet2.xml']);
    // As Excel saves a workbook whose tabs were dragged: the files keep their names, the tabs move.
    const zip = await JSZip.loadAsync(await workbook.xlsx.writeBuffer());
    const book = await zip.file('xl/workbook.xml')!.async('string');
    const [first, second] = book.match(/<sheet [^>]*\/>/g)!;
    zip.file('xl/workbook.xml', book.replace(`${first}${second}`, `${second}${first}`));
    const file = await zip.generateAsync({ type: 'nodebuffer' });
    expect(await rowsByTab(file)).toEqual([['sheet2.xml'], ['sheet1.xml']]);
  });

  it('reads a workbook whose zip ends with a long comment', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('商品').addRows([['商品ID'], ['板蓝根颗粒']]);
    const zip = await JSZip.loadAsync(await workbook.xlsx.writeBuffer());
    const file = await zip.generateAsync({ type: 'nodebuffer', comment: '由进销存系统导出'.repeat(40) });
    expect(await rowsByTab(file)).toEqual([['商品ID', '板蓝根颗粒']]);
  });

  it('refuses what is not a zip', async () => {
    await expect(rowsByTab(Buffer.from('商品ID,价格\n1,2\n'))).rejects.toThrow();
  });
});
