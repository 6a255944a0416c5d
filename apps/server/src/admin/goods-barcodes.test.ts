import { setTimeout } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminGoodsDetail, GoodsBodyInput } from '@yaocai/domain/contracts/admin-goods';
import type { SheetJob } from '@yaocai/domain/contracts/admin-jobs';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { insertWarehouse } from '../testing/catalog-factories.ts';
import { signInOperator } from '../testing/sign-in-operator.ts';
import type { TestClient } from '../testing/test-client.ts';
import { WriteWatch } from '../testing/write-watch.ts';
import { goodsBarcodes } from '../modules/catalog/catalog.tables.ts';
import { auditLog } from '../modules/operators/operators.tables.ts';

let t: TestApp;
let watch: WriteWatch;
let operator: TestClient;
let visitor: TestClient;
let warehouse: number;

beforeAll(async () => {
  t = await buildTestApp({ LIST_CACHE_MS: '0', GOODS_CACHE_MS: '0' });
  watch = new WriteWatch(t.db);
  ({ client: operator } = await signInOperator(t, ['goods.read', 'goods.write']));
  visitor = t.client();
  warehouse = await insertWarehouse(t.db, '华东仓');
});
afterAll(() => t.close());

const body = (name: string, barcodes: string[], onSale = true): GoodsBodyInput => ({
  name,
  kind: 'patent',
  business_scope: '中成药',
  manufacturer: '扫码制药有限公司',
  approval_no: '国药准字Z44020271',
  barcodes,
  ypgg: '10g*20袋',
  bzdw: '盒',
  zbz: 1,
  price_fen: 1_850,
  on_sale: onSale,
  stock: [{ warehouse_id: warehouse, stock: 50 }],
});

async function create(name: string, barcodes: string[], onSale = true): Promise<AdminGoodsDetail> {
  const answer = await operator.post<AdminGoodsDetail>('/api/admin/goods', body(name, barcodes, onSale));
  expect([answer.status, answer.body.msg]).toEqual([200, '商品已创建']);
  return answer.body.data;
}

async function writesOf(request: () => Promise<unknown>): Promise<string[]> {
  await watch.mark();
  await request();
  return watch.changedTables();
}

describe('finding goods by a scanned code', () => {
  let banlangen: AdminGoodsDetail;

  beforeAll(async () => {
    banlangen = await create('板蓝根颗粒', ['6901234567892', '8123456']);
  });

  it('finds the goods by its pack barcode, and by any 药品追溯码 beginning with its 药品标识码', async () => {
    expect(banlangen.barcodes).toEqual(['6901234567892', '8123456']);
    for (const code of ['6901234567892', '81234560000000011234', '81234569999999990001']) {
      const found = await visitor.get<{ goods_id: number }>(`/api/goods/barcode/${code}`);
      expect([found.status, found.body.data]).toEqual([200, { goods_id: banlangen.id }]);
    }
  });

  it('says so for a code no goods has, or for what is no goods code at all', async () => {
    const unknown = await visitor.get('/api/goods/barcode/6920584471017');
    expect([unknown.status, unknown.body.msg]).toEqual([404, '没有找到条码为 6920584471017 的商品']);
    const notACode = await visitor.get(`/api/goods/barcode/${encodeURIComponent('https://x.test/a')}`);
    expect([notACode.status, notACode.body.msg]).toEqual([
      404,
      '「https://x.test/a」不是商品条码或药品追溯码',
    ]);
    const badCheckDigit = await visitor.get('/api/goods/barcode/6901234567893');
    expect(badCheckDigit.status).toBe(404);
    const control = await visitor.get(`/api/goods/barcode/${encodeURIComponent('690\u0000123')}`);
    expect([control.status, control.body.msg]).toEqual([422, '条码不能包含控制字符']);
  });

  it('does not find goods off sale', async () => {
    const off = await create('藿香正气水', ['6901234567809'], false);
    const found = await visitor.get('/api/goods/barcode/6901234567809');
    expect(found.status).toBe(404);
    expect(off.barcodes).toEqual(['6901234567809']);
  });

  it('refuses a code another goods has, or one that is not a barcode, and writes nothing', async () => {
    const taken = await operator.post('/api/admin/goods', body('连花清瘟胶囊', ['8123456']));
    expect([taken.status, taken.body.msg]).toEqual([422, `条码 8123456 已属于商品ID ${banlangen.id}`]);
    for (const [codes, message] of [
      [['6901234567893'], '条码「6901234567893」的校验位不正确'],
      [['12345'], '条码「12345」须为13位商品条码或7位药品标识码'],
      [['8765432', '8765432'], '条码不能重复'],
    ] as const) {
      const writes = await writesOf(async () => {
        const refused = await operator.post('/api/admin/goods', body('连花清瘟胶囊', [...codes]));
        expect([refused.status, refused.body.msg]).toEqual([422, message]);
      });
      expect(writes).toEqual([]);
    }
  });

  it('changes the codes of a goods item with its other fields, audited', async () => {
    const answer = await operator.put<AdminGoodsDetail>(
      `/api/admin/goods/${banlangen.id}`,
      body('板蓝根颗粒', ['8123456', '6920584471017']),
    );
    expect(answer.body.data.barcodes).toEqual(['6920584471017', '8123456']);
    expect((await visitor.get('/api/goods/barcode/6901234567892')).status).toBe(404);
    expect((await visitor.get('/api/goods/barcode/6920584471017')).body.data).toEqual({
      goods_id: banlangen.id,
    });
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'goods.edit'));
    expect(audits.at(-1)?.after).toMatchObject({ barcodes: ['6920584471017', '8123456'] });
  });

  it('gives a new code to one goods only when two edits claim it at once', async () => {
    const a = await create('感冒灵颗粒', []);
    const b = await create('小柴胡颗粒', []);
    const answers = await Promise.all(
      [a, b].map((goods) =>
        operator.put(`/api/admin/goods/${goods.id}`, body(goods.name, ['6900000000014'])),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
    const owners = await t.db.select().from(goodsBarcodes).where(eq(goodsBarcodes.code, '6900000000014'));
    expect(owners).toHaveLength(1);
  });
});

describe('codes in the goods sheets', () => {
  async function sheetOf(rows: ExcelJS.CellValue[][]): Promise<Buffer> {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('商品');
    for (const row of rows) sheet.addRow(row);
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }

  async function untilEnded(id: number): Promise<SheetJob> {
    for (let waited = 0; waited < 30_000; waited += 100) {
      const job = (await operator.get<SheetJob>(`/api/admin/jobs/${id}`)).body.data;
      if (['succeeded', 'failed', 'cancelled'].includes(job.state)) return job;
      await setTimeout(100);
    }
    throw new Error(`job ${id} did not end`);
  }

  it('sets the codes of existing and new goods from 条形码, refusing a row whose code another goods has', async () => {
    const a = await create('复方丹参片', ['6900000000021']);
    const b = await create('六味地黄丸', []);
    const content = await sheetOf([
      ['商品ID', '商品名称', '条形码', '类型', '规格', '生产厂家', '经营范围', '单位', '价格（元）'],
      [b.id, '', '6900000000038, 8000033', '', '', '', '', '', ''],
      [a.id, '', '6900000000045、6900000000021', '', '', '', '', '', '12.5'],
      ['', '牛黄解毒片', '6900000000052', '中成药', '0.3g*24片', '扫码制药有限公司', '中成药', '盒', '3.5'],
      [a.id + b.id, '', '123', '', '', '', '', '', ''],
    ]);
    const preview = await operator.upload<SheetJob>('/api/admin/goods/import', {
      name: 'codes.xlsx',
      content,
    });
    expect(preview.body.data.errors).toEqual([
      { row: 5, column: '条形码', message: '条码「123」须为13位商品条码或7位药品标识码' },
    ]);
    // Meanwhile another goods takes b's first code: b's row is then refused whole.
    const c = await create('银翘解毒片', ['6900000000038']);
    await operator.post(`/api/admin/jobs/${preview.body.data.id}/confirm`);
    const ended = await untilEnded(preview.body.data.id);
    expect([ended.state, ended.done]).toEqual(['succeeded', 2]);
    expect(ended.errors).toContainEqual({
      row: 2,
      column: '商品ID',
      message: `条码 6900000000038 已属于商品ID ${c.id}`,
    });
    const codesOf = async (id: number) =>
      (await operator.get<AdminGoodsDetail>(`/api/admin/goods/${id}`)).body.data.barcodes;
    expect(await codesOf(a.id)).toEqual(['6900000000021', '6900000000045']);
    expect(await codesOf(b.id)).toEqual([]);
    // A new goods item goes off sale unless the row says 是: the code is its own, not yet found by a scan.
    const [added] = await t.db.select().from(goodsBarcodes).where(eq(goodsBarcodes.code, '6900000000052'));
    expect(added?.goodsId).toBeGreaterThan(c.id);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'goods.import_change'));
    expect(audits.find((row) => row.targetId === String(a.id))?.after).toMatchObject({
      barcodes: ['6900000000045', '6900000000021'],
    });
  });

  it('exports each goods item’s codes, separated by commas', async () => {
    const started = await operator.post<SheetJob>('/api/admin/goods/export', { keywords: '复方丹参片' });
    const ended = await untilEnded(started.body.data.id);
    const file = await operator.send('GET', `/api/admin/jobs/${ended.id}/file`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    const header = sheet.getRow(1).values as ExcelJS.CellValue[];
    const row = sheet.getRow(2).values as ExcelJS.CellValue[];
    expect(row[header.indexOf('条形码')]).toBe('6900000000021,6900000000045');
  });
});
