import { setTimeout } from 'node:timers/promises';
import { and, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SheetJob } from '@yaocai/domain/contracts/admin-jobs';
import type { OrderDetail } from '@yaocai/domain/contracts/order-responses';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { insertGoods, insertManufacturer, insertWarehouse } from '../testing/catalog-factories.ts';
import { deliveryAddressBody } from '../testing/order-fixtures.ts';
import { signInBuyer } from '../testing/sign-in.ts';
import { signInOperator } from '../testing/sign-in-operator.ts';
import type { TestClient } from '../testing/test-client.ts';
import { WriteWatch } from '../testing/write-watch.ts';
import { cartLines } from '../modules/cart/cart.tables.ts';
import { goods, goodsStock } from '../modules/catalog/catalog.tables.ts';
import { auditLog } from '../modules/operators/operators.tables.ts';
import { goodsImportRows, sheetJobs } from '../modules/spreadsheets/spreadsheets.tables.ts';
import { moveSheetJob } from '../modules/spreadsheets/sheet-jobs.service.ts';
import { runGoodsImport } from '../workflows/goods-sheets.jobs.ts';

let t: TestApp;
let watch: WriteWatch;
let writer: TestClient;
const ids = {} as Record<'east' | 'west' | 'maker' | 'a' | 'b' | 'c' | 'evil', number>;

beforeAll(async () => {
  t = await buildTestApp({ CART_CACHE_MS: '0' });
  watch = new WriteWatch(t.db);
  ids.east = await insertWarehouse(t.db, '华东仓');
  ids.west = await insertWarehouse(t.db, '西南仓');
  ids.maker = await insertManufacturer(t.db, '表格制药有限公司');
  const base = { manufacturerId: ids.maker, businessScope: '中成药', stock: { [ids.east]: 10 } };
  ids.a = await insertGoods(t.db, { ...base, name: '板蓝根颗粒', basePriceFen: 1_000 });
  ids.b = await insertGoods(t.db, { ...base, name: '连花清瘟胶囊', basePriceFen: 2_000 });
  ids.c = await insertGoods(t.db, { ...base, name: '藿香正气水', basePriceFen: 3_000 });
  ids.evil = await insertGoods(t.db, {
    ...base,
    name: '=HYPERLINK("http://x.test","点我")',
    basePriceFen: 500,
  });
  ({ client: writer } = await signInOperator(t, ['goods.read', 'goods.write']));
});
afterAll(() => t.close());

/** An xlsx whose first sheet holds `rows` (the header first). */
async function sheetOf(rows: ExcelJS.CellValue[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('商品');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const upload = (client: TestClient, content: Buffer, name = 'prices.xlsx') =>
  client.upload<SheetJob>('/api/admin/goods/import', { name, content });

async function untilEnded(client: TestClient, id: number): Promise<SheetJob> {
  for (let waited = 0; waited < 30_000; waited += 100) {
    const job = (await client.get<SheetJob>(`/api/admin/jobs/${id}`)).body.data;
    if (['succeeded', 'failed', 'cancelled'].includes(job.state)) return job;
    await setTimeout(100);
  }
  throw new Error(`job ${id} did not end`);
}

const priceOf = async (id: number) =>
  (await t.db.select({ fen: goods.basePriceFen }).from(goods).where(eq(goods.id, id)))[0]?.fen;

describe('importing goods from Excel', () => {
  it('previews without changing anything, then applies the valid rows once confirmed', async () => {
    const header = ['商品ID', '商品名称', '价格（元）', '上架', '库存：华东仓', '库存：西南仓', '备注'];
    const content = await sheetOf([
      header,
      [ids.a, '板蓝根颗粒', 12.3, '是', 100, 5, '调价'],
      [ids.b, '连花清瘟胶囊', '19.99', '否', '', '', ''],
      [ids.c, '藿香正气水', { formula: 'B2*2', result: 24.6 }, '', '', '', ''],
      [ids.a, '重复', 11, '', '', '', ''],
      [999_999, '不存在', 10, '', '', '', ''],
      [ids.c, '', 10.001, '也许', -1, '', ''],
      [],
    ]);
    await watch.mark();
    const preview = await upload(writer, content);
    expect([preview.status, preview.body.msg]).toEqual([200, '已读取，请确认后导入']);
    const job = preview.body.data;
    expect(job).toMatchObject({
      kind: 'goods_import',
      state: 'previewed',
      total: 2,
      failed: 4,
      done: 0,
      ignored_columns: ['备注'],
      file_name: 'prices.xlsx',
    });
    expect(job.errors).toEqual([
      { row: 4, column: '价格（元）', message: '单元格是公式：请复制后“粘贴为数值”再导入' },
      { row: 7, column: '价格（元）', message: '价格须为0.01至1000000元，最多两位小数' },
      { row: 7, column: '上架', message: '上架只能填“是”或“否”' },
      { row: 7, column: '库存：华东仓', message: '库存须为0至1000万之间的整数' },
      { row: 5, column: '商品ID', message: `与第2行是同一商品` },
      { row: 6, column: '商品ID', message: '商品ID 999999 不存在' },
    ]);
    expect((await watch.changedTables()).sort()).toEqual(['goods_import_rows', 'sheet_jobs']);
    expect([await priceOf(ids.a), await priceOf(ids.b)]).toEqual([1_000, 2_000]);

    const confirmed = await writer.post<SheetJob>(`/api/admin/jobs/${job.id}/confirm`);
    expect([confirmed.status, confirmed.body.data.state]).toEqual([200, 'queued']);
    const ended = await untilEnded(writer, job.id);
    expect([ended.state, ended.done, ended.failed, ended.message]).toEqual([
      'succeeded',
      2,
      4,
      '已应用2行，4行未导入',
    ]);
    expect([await priceOf(ids.a), await priceOf(ids.b), await priceOf(ids.c)]).toEqual([1_230, 1_999, 3_000]);
    const stock = await t.db.select().from(goodsStock).where(eq(goodsStock.goodsId, ids.a));
    expect(stock.map((row) => [row.warehouseId, row.stock]).sort()).toEqual(
      [
        [ids.east, 100],
        [ids.west, 5],
      ].sort(),
    );
    const [onSale] = await t.db.select({ onSale: goods.onSale }).from(goods).where(eq(goods.id, ids.b));
    expect(onSale?.onSale).toBe(false);
    expect(await t.db.select().from(goodsImportRows).where(eq(goodsImportRows.jobId, job.id))).toEqual([]);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'job'), eq(auditLog.targetId, String(job.id))));
    expect(audit.map((row) => row.action)).toEqual(['goods.import']);

    const again = await writer.post(`/api/admin/jobs/${job.id}/confirm`);
    expect([again.status, again.body.msg]).toEqual([400, '该任务已确认或已取消']);

    const { client: buyer } = await signInBuyer(t, { businessScopes: ['中成药'] });
    const detail = await buyer.get<{ goods: { price: string } }>(`/api/goods/detail/${ids.a}`);
    expect(JSON.stringify(detail.body.data)).toContain('12.30');
  });

  it('audits each goods a row changed, with the fields it changed and the job, and not the rows that changed nothing', async () => {
    const base = { manufacturerId: ids.maker, businessScope: '中成药', stock: { [ids.east]: 10 } };
    const priced = [];
    for (const [index, fen] of [100, 200, 300, 400].entries()) {
      priced.push(await insertGoods(t.db, { ...base, name: `审计样品${index + 1}`, basePriceFen: fen }));
    }
    const header = ['商品ID', '商品名称', '价格（元）', '上架', '库存：华东仓'];
    const content = await sheetOf([
      header,
      [priced[0], '审计样品1', 1.5, '', ''],
      [priced[1], '审计样品2', 2.5, '', 10],
      [priced[2], '审计样品3', 3.5, '', 20],
      [priced[3], '审计样品4', 4, '是', 10],
    ]);
    const job = (await upload(writer, content, 'audit.xlsx')).body.data;
    await writer.post(`/api/admin/jobs/${job.id}/confirm`);
    expect((await untilEnded(writer, job.id)).done).toBe(4);

    const rows = await t.db.select().from(auditLog).where(eq(auditLog.jobId, job.id));
    const [starter] = await t.db.select().from(sheetJobs).where(eq(sheetJobs.id, job.id));
    expect(rows.every((row) => row.operatorId === starter!.operatorId)).toBe(true);
    expect(
      rows
        .map((row) => [row.action, row.targetType, Number(row.targetId), row.before, row.after])
        .sort((a, b) => Number(a[2]) - Number(b[2])),
    ).toEqual([
      ['goods.import_change', 'goods', priced[0], { price_fen: 100 }, { price_fen: 150 }],
      ['goods.import_change', 'goods', priced[1], { price_fen: 200 }, { price_fen: 250 }],
      [
        'goods.import_change',
        'goods',
        priced[2],
        { price_fen: 300, stock: [{ warehouse_id: ids.east, warehouse: '华东仓', stock: 10 }] },
        { price_fen: 350, stock: [{ warehouse_id: ids.east, warehouse: '华东仓', stock: 20 }] },
      ],
    ]);

    const { client: auditor } = await signInOperator(t, ['audit.read']);
    const listed = await auditor.get<{ list: { job_id: number | null; target_id: string }[]; total: number }>(
      `/api/admin/audit?job_id=${job.id}`,
    );
    expect([listed.status, listed.body.data.total]).toEqual([200, 3]);
    expect(listed.body.data.list.every((entry) => entry.job_id === job.id)).toBe(true);
    const bad = await auditor.get(`/api/admin/audit?job_id=abc`);
    expect([bad.status, bad.body.msg]).toEqual([422, '任务编号格式不正确']);
  });

  it('adds goods from rows without an id, checked as the goods editor checks them', async () => {
    const header = [
      '商品ID',
      '商品名称',
      '规格',
      '生产厂家',
      '批准文号',
      '类型',
      '经营范围',
      '单位',
      '中包装',
      '价格（元）',
      '上架',
      '库存：华东仓',
    ];
    const content = await sheetOf([
      header,
      [
        '',
        '复方丹参片',
        '0.32g*100片',
        '新厂药业有限公司',
        '国药准字Z44023372',
        '中成药',
        '中成药',
        '瓶',
        10,
        '15.80',
        '是',
        300,
      ],
      [
        '',
        '医用口罩',
        '17.5cm*9.5cm 50只',
        '表格制药有限公司',
        '',
        '医疗器械',
        '医疗器械',
        '盒',
        '',
        '9.9',
        '',
        '',
      ],
      [
        '',
        '复方丹参片',
        '0.32g*100片',
        '新厂药业有限公司',
        '',
        '中成药',
        '中成药',
        '瓶',
        10,
        '15.80',
        '',
        '',
      ],
      ['', '板蓝根颗粒', '', '表格制药有限公司', '', '中成药', '中成药', '袋', '', '8', '', ''],
      ['', '无类型', '1g', '某厂', '', '保健品', '中成药', '盒', '', '', '', ''],
      [ids.b, '连花清瘟胶囊', '', '', '', '', '', '', '', '21', '', ''],
    ]);
    const preview = await upload(writer, content, 'new-goods.xlsx');
    const job = preview.body.data;
    expect([job.total, job.failed]).toEqual([3, 3]);
    expect(job.errors).toEqual(
      expect.arrayContaining([
        { row: 4, column: '商品名称', message: '与第2行是同一商品' },
        { row: 5, column: '规格', message: '请填写规格' },
        { row: 6, column: '类型', message: '新增商品须填写类型：西药、中成药、中药饮片、医疗器械之一' },
        { row: 6, column: '价格（元）', message: '新增商品须填写价格' },
      ]),
    );
    expect(await t.db.select().from(goods).where(eq(goods.name, '复方丹参片'))).toEqual([]);

    await writer.post(`/api/admin/jobs/${job.id}/confirm`);
    const ended = await untilEnded(writer, job.id);
    expect([ended.state, ended.done, ended.message]).toEqual(['succeeded', 3, '已应用3行，3行未导入']);
    const [added] = await t.db.select().from(goods).where(eq(goods.name, '复方丹参片'));
    expect(added).toMatchObject({ spec: '0.32g*100片', basePriceFen: 1_580, onSale: true, packMultiple: 10 });
    const stock = await t.db.select().from(goodsStock).where(eq(goodsStock.goodsId, added!.id));
    expect(stock.map((row) => [row.warehouseId, row.stock])).toEqual([[ids.east, 300]]);
    const [mask] = await t.db.select().from(goods).where(eq(goods.name, '医用口罩'));
    expect(mask).toMatchObject({
      kind: 'device',
      basePriceFen: 990,
      onSale: false,
      packMultiple: 1,
      manufacturerId: ids.maker,
    });
    expect(await priceOf(ids.b)).toBe(2_100);
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.jobId, job.id));
    expect(
      audited
        .map((row) => [row.action, Number(row.targetId), (row.after as { name?: string }).name, row.before])
        .sort((a, b) => Number(a[1]) - Number(b[1])),
    ).toEqual([
      ['goods.import_change', ids.b, undefined, { price_fen: 1_999 }],
      ['goods.import_add', added!.id, '复方丹参片', null],
      ['goods.import_add', mask!.id, '医用口罩', null],
    ]);

    // The same sheet again: those goods now exist, and are refused rather than added twice.
    const again = await upload(writer, content, 'new-goods.xlsx');
    expect(again.body.data.errors).toContainEqual({
      row: 2,
      column: '商品名称',
      message: `商品已存在（商品ID ${added!.id}），请填写商品ID修改它`,
    });
    await writer.post(`/api/admin/jobs/${again.body.data.id}/cancel`);
  });

  it('adds goods containing ephedrine only with their monthly limit', async () => {
    const header = [
      '商品ID',
      '商品名称',
      '规格',
      '生产厂家',
      '类型',
      '经营范围',
      '单位',
      '含麻黄碱',
      '每月限购',
      '价格（元）',
    ];
    const row = (name: string, ephedrine: string, limit: string) => [
      '',
      name,
      '12片',
      '表格制药有限公司',
      '西药',
      '化学药制剂',
      '盒',
      ephedrine,
      limit,
      '9.50',
    ];
    const content = await sheetOf([
      header,
      row('复方盐酸伪麻黄碱缓释胶囊', '是', '20'),
      row('氨酚伪麻美芬片', '是', ''),
      row('氯雷他定片', '也许', ''),
      row('维生素C片', '', ''),
      row('复方氨酚美沙糖浆', '是', '二十'),
    ]);
    const preview = await upload(writer, content, 'ephedrine.xlsx');
    const job = preview.body.data;
    expect(job.errors).toEqual([
      { row: 3, column: '每月限购', message: '含麻黄碱类药品须设置每月限购数量' },
      { row: 4, column: '含麻黄碱', message: '含麻黄碱只能填“是”或“否”' },
      { row: 6, column: '每月限购', message: '每月限购数量须为 1 到 1000000 的整数' },
    ]);
    await writer.post(`/api/admin/jobs/${job.id}/confirm`);
    expect((await untilEnded(writer, job.id)).state).toBe('succeeded');
    const added = await t.db
      .select({ name: goods.name, ephedrine: goods.containsEphedrine, limit: goods.monthlyLimit })
      .from(goods)
      .where(
        inArray(goods.name, [
          '复方盐酸伪麻黄碱缓释胶囊',
          '氨酚伪麻美芬片',
          '氯雷他定片',
          '维生素C片',
          '复方氨酚美沙糖浆',
        ]),
      )
      .orderBy(goods.id);
    expect(added).toEqual([
      { name: '复方盐酸伪麻黄碱缓释胶囊', ephedrine: true, limit: 20 },
      { name: '维生素C片', ephedrine: false, limit: null },
    ]);
  });

  it('refuses files it cannot read whole, and writes nothing', async () => {
    const cases: [Buffer, string][] = [
      [Buffer.from('商品ID,价格\n1,2\n'), '无法读取文件：请上传 Excel 工作簿（.xlsx）'],
      [
        await sheetOf([
          ['名称', '价格（元）'],
          ['x', 1],
        ]),
        '缺少列「商品ID」：请使用导出的商品表格式',
      ],
      [
        await sheetOf([
          ['商品ID', '名称'],
          [ids.a, 'x'],
        ]),
        '没有可导入的列：需要「价格（元）」「上架」或「库存：仓库名」中的至少一列',
      ],
      [
        await sheetOf([
          ['商品ID', '库存：火星仓'],
          [ids.a, 1],
        ]),
        '列「库存：火星仓」的仓库「火星仓」不存在',
      ],
      [await sheetOf([['商品ID', '价格（元）', '价格（元）']]), '表头「价格（元）」重复'],
      [await sheetOf([['商品ID', '价格（元）']]), '表格中没有要导入的行'],
      [await sheetOf([]), '表格是空的：第1行须为表头'],
      [Buffer.alloc(21 * 1024 * 1024, 1), '文件不能超过20MB'],
    ];
    for (const [content, message] of cases) {
      await watch.mark();
      const answer = await upload(writer, content);
      expect([answer.status, answer.body.msg]).toEqual([422, message]);
      expect(await watch.changedTables()).toEqual([]);
    }
    await watch.mark();
    const notMultipart = await writer.post('/api/admin/goods/import', { file: 'x' });
    expect(notMultipart.status).toBe(422);
    expect(await watch.changedTables()).toEqual([]);
  });

  it('cancels a previewed import, which can then not be confirmed', async () => {
    const preview = await upload(
      writer,
      await sheetOf([
        ['商品ID', '价格（元）'],
        [ids.c, 99],
      ]),
    );
    const id = preview.body.data.id;
    const cancelled = await writer.post<SheetJob>(`/api/admin/jobs/${id}/cancel`);
    expect([cancelled.body.msg, cancelled.body.data.state]).toEqual(['已取消', 'cancelled']);
    expect(await t.db.select().from(goodsImportRows).where(eq(goodsImportRows.jobId, id))).toEqual([]);
    const confirm = await writer.post(`/api/admin/jobs/${id}/confirm`);
    expect([confirm.status, confirm.body.msg]).toEqual([400, '该任务已确认或已取消']);
    const cancelAgain = await writer.post(`/api/admin/jobs/${id}/cancel`);
    expect([cancelAgain.status, cancelAgain.body.msg]).toEqual([400, '该任务已结束']);
    expect(await priceOf(ids.c)).toBe(3_000);
  });

  it('stops a running import between batches when cancelled, and refuses rows whose goods vanished', async () => {
    const gone = await insertGoods(t.db, { manufacturerId: ids.maker, name: '将被删除', basePriceFen: 100 });
    const preview = await upload(
      writer,
      await sheetOf([
        ['商品ID', '价格（元）'],
        [gone, 1],
        [ids.c, 31],
      ]),
    );
    const id = preview.body.data.id;
    await t.db.delete(goods).where(eq(goods.id, gone));
    const confirmed = await writer.post<SheetJob>(`/api/admin/jobs/${id}/confirm`);
    expect(confirmed.status).toBe(200);
    const ended = await untilEnded(writer, id);
    expect([ended.state, ended.done, ended.failed, ended.errors]).toEqual([
      'succeeded',
      1,
      1,
      [{ row: 2, column: '商品ID', message: '商品不存在' }],
    ]);
    expect(await priceOf(ids.c)).toBe(3_100);

    const second = await upload(
      writer,
      await sheetOf([
        ['商品ID', '价格（元）'],
        [ids.c, 32],
      ]),
    );
    const secondId = second.body.data.id;
    await moveSheetJob(t.db, secondId, ['previewed'], 'running', { cancelRequested: true });
    await runGoodsImport(t.db, undefined, secondId, new AbortController().signal);
    const [job] = await t.db.select().from(sheetJobs).where(eq(sheetJobs.id, secondId));
    expect([job?.state, job?.message]).toEqual(['cancelled', '已取消，取消前已应用0行']);
    expect(await priceOf(ids.c)).toBe(3_100);
  });

  it('keeps imports from roles without goods.write, in the API as in the list of jobs', async () => {
    const { client: reader } = await signInOperator(t, ['goods.read']);
    const preview = await upload(
      writer,
      await sheetOf([
        ['商品ID', '价格（元）'],
        [ids.c, 50],
      ]),
    );
    expect([preview.status, preview.body.msg]).toEqual([200, '已读取，请确认后导入']);
    await watch.mark();
    const refused = await upload(
      reader,
      await sheetOf([
        ['商品ID', '价格（元）'],
        [ids.c, 50],
      ]),
    );
    expect([refused.status, refused.body.msg]).toEqual([403, '您没有此操作的权限']);
    for (const path of ['', '/confirm', '/cancel']) {
      const method = path ? 'POST' : 'GET';
      const answer = await reader.request(method, `/api/admin/jobs/${preview.body.data.id}${path}`);
      expect([path, answer.status]).toEqual([path, 403]);
    }
    expect(await watch.changedTables()).toEqual([]);
    const listed = await reader.get<{ list: SheetJob[] }>('/api/admin/jobs');
    expect(listed.body.data.list.filter((job) => job.kind === 'goods_import')).toEqual([]);
    const missing = await writer.get('/api/admin/jobs/99999');
    expect([missing.status, missing.body.msg]).toEqual([404, '任务不存在']);
  });
});

describe('exporting goods to Excel', () => {
  it('writes the goods sheet in a job, with text that would run as a formula made inert', async () => {
    const { client: reader } = await signInOperator(t, ['goods.read']);
    const started = await reader.post<SheetJob>('/api/admin/goods/export', { keywords: '' });
    // The job runner may pick the job up between its commit and this answer.
    expect(started.status).toBe(200);
    expect(['queued', 'running']).toContain(started.body.data.state);
    const ended = await untilEnded(reader, started.body.data.id);
    expect([ended.state, ended.has_file, ended.done]).toEqual(['succeeded', true, ended.total]);
    const file = await reader.send('GET', `/api/admin/jobs/${ended.id}/file`);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(String(file.headers['content-disposition'])).toContain("filename*=UTF-8''");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      '商品ID',
      '商品名称',
      '规格',
      '生产厂家',
      '批准文号',
      '条形码',
      '类型',
      '经营范围',
      '单位',
      '中包装',
      '含麻黄碱',
      '每月限购',
      '价格（元）',
      '上架',
      '库存：华东仓',
      '库存：西南仓',
    ]);
    const rows = sheet.getRows(2, sheet.rowCount - 1)!.map((row) => row.values as ExcelJS.CellValue[]);
    const evil = rows.find((row) => row[1] === ids.evil)!;
    expect(evil[2]).toBe(`'=HYPERLINK("http://x.test","点我")`);
    expect(rows.find((row) => row[1] === ids.a)?.slice(7)).toEqual([
      '中成药',
      '中成药',
      '盒',
      1,
      '否',
      undefined,
      '12.30',
      '是',
      100,
      5,
    ]);

    // The exported file goes back in as it came out: every row is a valid change.
    const reimport = await upload(writer, file.rawPayload);
    expect([reimport.body.data.total, reimport.body.data.failed]).toEqual([rows.length, 0]);
    await writer.post(`/api/admin/jobs/${reimport.body.data.id}/cancel`);

    const kinds = await t.db
      .select({ id: sheetJobs.id })
      .from(sheetJobs)
      .where(inArray(sheetJobs.kind, ['goods_export']));
    expect(kinds.length).toBeGreaterThan(0);
  });
});

describe('exporting orders to Excel', () => {
  it('writes a row per order line of the orders the list filter finds, with the buyer made inert as a formula', async () => {
    // Goods of its own: the import tests above change the others' prices, stock and publish state.
    const base = { manufacturerId: ids.maker, businessScope: '中成药', stock: { [ids.east]: 100 } };
    const capsules = await insertGoods(t.db, { ...base, name: '连花清瘟胶囊', basePriceFen: 2_000 });
    const tincture = await insertGoods(t.db, { ...base, name: '藿香正气水', basePriceFen: 3_000 });
    const { buyer, client } = await signInBuyer(t, { company: '=1+1 药房', businessScopes: ['中成药'] });
    await client.post('/api/contract/sign', { agree: 1 });
    await client.post('/api/user/address', deliveryAddressBody);
    await client.post(
      '/api/cart',
      {
        data: [
          { goods_id: capsules, number: 2 },
          { goods_id: tincture, number: 1 },
        ],
      },
      { form: true },
    );
    const lines = await t.db
      .select({ id: cartLines.id })
      .from(cartLines)
      .where(eq(cartLines.userId, buyer.id));
    const submitted = await client.post<OrderDetail>(
      '/api/order',
      { ids: lines.map((line) => line.id), invoice_type: 1 },
      { headers: { 'idempotency-key': `orders-export-${buyer.id}` } },
    );
    const order = submitted.body.data;

    const { client: reader } = await signInOperator(t, ['orders.read']);
    const started = await reader.post<SheetJob>('/api/admin/orders/export', {
      state: 1,
      keywords: buyer.phone,
    });
    expect([started.status, started.body.data.kind, started.body.data.total]).toEqual([
      200,
      'orders_export',
      1,
    ]);
    const ended = await untilEnded(reader, started.body.data.id);
    expect([ended.state, ended.done]).toEqual(['succeeded', 1]);
    const file = await reader.send('GET', `/api/admin/jobs/${ended.id}/file`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as string[]).slice(1, 4)).toEqual(['订单编号', '下单时间', '状态']);
    const rows = sheet
      .getRows(2, sheet.rowCount - 1)!
      .map((row) => (row.values as ExcelJS.CellValue[]).slice(1));
    expect(
      rows
        .map((row) => [row[0], row[2], row[3], row[5], row[9]])
        .sort((a, b) => String(a[3]).localeCompare(String(b[3]))),
    ).toEqual([
      [order.order_no, '待付款', "'=1+1 药房", '藿香正气水', 1],
      [order.order_no, '待付款', "'=1+1 药房", '连花清瘟胶囊', 2],
    ]);

    // Another state, or a role without orders.read, finds none of them.
    const shipped = await reader.post<SheetJob>('/api/admin/orders/export', {
      state: 3,
      keywords: buyer.phone,
    });
    expect(shipped.body.data.total).toBe(0);
    await untilEnded(reader, shipped.body.data.id);
    const written = await writesOfRefusal(() => writer.post('/api/admin/orders/export', { state: 0 }));
    expect(written).toEqual([]);
  });
});

async function writesOfRefusal(request: () => Promise<{ status: number }>): Promise<string[]> {
  await watch.mark();
  expect((await request()).status).toBe(403);
  return watch.changedTables();
}
