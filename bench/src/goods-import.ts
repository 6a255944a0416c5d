// A goods import of the whole catalogue through the console's calls, on PostgreSQL: upload (read and
// checked, streamed) → confirm → the job applies it; timed, with the server's peak memory.
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { startShopOnPostgres } from './processes.ts';
import { signInOperator } from './session.ts';

export interface ImportBenchOptions {
  databaseUrl: string;
  rows: number;
}

/** The budget: the whole import of 100,000 rows within 60 s. */
const BUDGET_SECONDS = 60;
const PORT = 3221;

/** The server's resident memory now and at its peak (VmRSS, VmHWM), in MB. */
async function memoryOf(pid: number): Promise<{ rss: number; peak: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

/** The goods sheet of the first `rows` goods, with their current prices, publish state and stock. */
async function writeSheet(databaseUrl: string, rows: number, file: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const warehouses = (
      await client.query<{ id: number; name: string }>('select id, name from warehouses order by sort, id')
    ).rows;
    const goods = await client.query<{
      id: number;
      fen: number;
      on_sale: boolean;
      stock: Record<string, number> | null;
    }>(
      `select g.id, g.base_price_fen as fen, g.on_sale,
              (select json_object_agg(s.warehouse_id, s.stock) from goods_stock s where s.goods_id = g.id) as stock
       from goods g order by g.id limit $1`,
      [rows],
    );
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: false });
    const sheet = workbook.addWorksheet('商品');
    sheet.addRow(['商品ID', '价格（元）', '上架', ...warehouses.map((w) => `库存：${w.name}`)]).commit();
    for (const row of goods.rows) {
      sheet
        .addRow([
          row.id,
          (row.fen / 100).toFixed(2),
          row.on_sale ? '是' : '否',
          ...warehouses.map((w) => row.stock?.[w.id] ?? 0),
        ])
        .commit();
    }
    sheet.commit();
    await workbook.commit();
    return goods.rows.length;
  } finally {
    await client.end();
  }
}

async function call<T>(url: string, init: RequestInit): Promise<T> {
  const answer = await fetch(url, init);
  const body = (await answer.json()) as { code: number; msg: string; data: T };
  if (body.code !== 10000) throw new Error(`${url}: ${answer.status} ${body.msg}`);
  return body.data;
}

export async function benchGoodsImport(options: ImportBenchOptions): Promise<boolean> {
  const file = path.join(tmpdir(), `goods-import-bench-${process.pid}.xlsx`);
  const written = await writeSheet(options.databaseUrl, options.rows, file);
  const bytes = (await readFile(file)).byteLength;
  console.log(`Sheet: ${written.toLocaleString('en')} rows, ${(bytes / 1024 / 1024).toFixed(1)} MB`);
  const server = await startShopOnPostgres(options.databaseUrl, PORT);
  try {
    const base = server.url;
    const headers = await signInOperator(base, 'admin', 'admin123456');
    const before = await memoryOf(server.pid);

    const started = performance.now();
    const form = new FormData();
    form.append('file', new Blob([await readFile(file)]), 'goods.xlsx');
    type Job = {
      id: number;
      state: string;
      total: number;
      done: number;
      failed: number;
      message: string | null;
      errors: unknown[];
    };
    const preview = await call<Job>(`${base}/api/admin/goods/import`, {
      method: 'POST',
      headers,
      body: form,
    });
    const previewed = performance.now();
    if (preview.failed > 0) console.log('Refused at preview:', JSON.stringify(preview.errors.slice(0, 5)));
    await call<Job>(`${base}/api/admin/jobs/${preview.id}/confirm`, { method: 'POST', headers });
    let job = preview;
    let peak = before.peak;
    while (!['succeeded', 'failed', 'cancelled'].includes(job.state)) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      job = await call<Job>(`${base}/api/admin/jobs/${preview.id}`, { headers });
      peak = Math.max(peak, (await memoryOf(server.pid)).peak);
    }
    const ended = performance.now();
    const seconds = (ms: number) => (ms / 1000).toFixed(1);
    console.log(`Preview (upload, read, check, stage): ${seconds(previewed - started)} s`);
    console.log(`Apply (job, 1,000 rows a transaction): ${seconds(ended - previewed)} s`);
    console.log(
      `Total: ${seconds(ended - started)} s (budget ${BUDGET_SECONDS} s) — ${job.state}, ${job.message}`,
    );
    console.log(`Server memory: ${before.rss} MB before, peak ${peak} MB (VmHWM)`);
    return job.state === 'succeeded' && job.failed === 0 && (ended - started) / 1000 <= BUDGET_SECONDS;
  } finally {
    await server.stop();
    await rm(file, { force: true });
  }
}
