import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
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
      for await (const sheet of readXlsx(Readable.from([file]))) {
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
