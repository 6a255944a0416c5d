import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';

export interface SheetColumn {
  header: string;
  width: number;
}

/**
 * Writes one sheet as an xlsx, streamed a batch of rows at a time, and returns the file. Callers make
 * text cells safe against formula injection (safeCell) before they come here.
 */
export async function writeSheet(
  name: string,
  columns: readonly SheetColumn[],
  batches: AsyncIterable<unknown[][]>,
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
  const sheet = workbook.addWorksheet(name);
  sheet.columns = columns.map((column) => ({ ...column }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const rows of batches) {
    for (const row of rows) sheet.addRow(row).commit();
  }
  sheet.commit();
  await workbook.commit();
  await finished;
  return Buffer.concat(chunks);
}
