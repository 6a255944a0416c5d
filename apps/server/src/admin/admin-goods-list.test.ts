import { setTimeout } from 'node:timers/promises';
import { and, asc, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminGoods } from '@yaocai/domain/contracts/admin';
import type { SheetJob } from '@yaocai/domain/contracts/admin-jobs';
import type { Paged } from '@yaocai/domain/contracts/wire';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import {
  insertBrand,
  insertCategory,
  insertGoods,
  insertManufacturer,
  insertWarehouse,
} from '../testing/catalog-factories.ts';
import { signInOperator } from '../testing/sign-in-operator.ts';
import type { TestClient, TestResponse } from '../testing/test-client.ts';
import { WriteWatch } from '../testing/write-watch.ts';
import { goods, goodsCategories, goodsStock } from '../modules/catalog/catalog.tables.ts';
import { auditLog } from '../modules/operators/operators.tables.ts';

let t: TestApp;
let watch: WriteWatch;
let operator: TestClient;
const ids = {} as Record<
  'east' | 'cold' | 'granules' | 'tonics' | 'picks' | 'brand' | 'ganmao' | 'banlan' | 'buzhong',
  number
>;

beforeAll(async () => {
  t = await buildTestApp({ LIST_CACHE_MS: '0', GOODS_CACHE_MS: '0' });
  watch = new WriteWatch(t.db);
  ({ client: operator } = await signInOperator(t, ['goods.read', 'goods.write']));
  ids.east = await insertWarehouse(t.db, '华东一号仓');
  const manufacturerId = await insertManufacturer(t.db, '列表测试制药有限公司');
  ids.cold = await insertCategory(t.db, 'general', '感冒用药');
  ids.granules = await insertCategory(t.db, 'general', '颗粒剂', ids.cold);
  ids.tonics = await insertCategory(t.db, 'general', '补益用药');
  ids.picks = await insertCategory(t.db, 'yx', '优选感冒');
  ids.brand = await insertBrand(t.db, '康宁');
  const goodsOf = (name: string, basePriceFen: number, sales: number, categoryIds: number[], stock: number) =>
    insertGoods(t.db, {
      name,
      manufacturerId,
      basePriceFen,
      sales,
      categoryIds,
      stock: { [ids.east]: stock },
    });
  ids.ganmao = await goodsOf('感冒灵颗粒', 1_000, 50, [ids.granules, ids.picks], 0);
  ids.banlan = await goodsOf('板蓝根颗粒', 2_500, 10, [ids.cold], 5);
  ids.buzhong = await goodsOf('补中益气丸', 1_500, 30, [ids.tonics], 500);
  await t.db.update(goods).set({ onSale: false }).where(eq(goods.id, ids.banlan));
  await t.db
    .update(goods)
    .set({ brandId: ids.brand })
    .where(inArray(goods.id, [ids.ganmao, ids.buzhong]));
});
afterAll(() => t.close());

const listed = async (query: string) => {
  const answer = await operator.get<Paged<AdminGoods>>(
    `/api/admin/goods?keywords=${encodeURIComponent('列表测试')}&${query}`,
  );
  expect(answer.status).toBe(200);
  return answer.body.data.list.map((row) => row.id);
};

async function refusedWithoutWrites(request: () => Promise<TestResponse>, status: number, message: string) {
  await watch.mark();
  const answer = await request();
  expect([answer.status, answer.body.msg]).toEqual([status, message]);
  expect(await watch.changedTables()).toEqual([]);
}

describe('the goods list', () => {
  it('lists newest first by default, and sorts by price, sales, update time and id either way', async () => {
    const { ganmao, banlan, buzhong } = ids;
    expect(await listed('')).toEqual([buzhong, banlan, ganmao]);
    expect(await listed('sort=price&order=asc')).toEqual([ganmao, buzhong, banlan]);
    expect(await listed('sort=price&order=desc')).toEqual([banlan, buzhong, ganmao]);
    expect(await listed('sort=sales&order=desc')).toEqual([ganmao, buzhong, banlan]);
    expect(await listed('sort=sales&order=asc')).toEqual([banlan, buzhong, ganmao]);
    expect(await listed('sort=id&order=asc')).toEqual([ganmao, banlan, buzhong]);
    await t.db
      .update(goods)
      .set({ updatedAt: new Date('2020-01-01') })
      .where(eq(goods.id, buzhong));
    expect(await listed('sort=updated_at&order=asc')).toEqual([buzhong, ganmao, banlan]);
    expect((await listed('sort=updated_at&order=desc'))[2]).toBe(buzhong);
  });

  it('sorts by stock, the sellable pieces of every warehouse together, either way', async () => {
    const { ganmao, banlan, buzhong } = ids;
    expect(await listed('sort=stock&order=asc')).toEqual([ganmao, banlan, buzhong]);
    expect(await listed('sort=stock&order=desc')).toEqual([buzhong, banlan, ganmao]);
    // 5 here and 600 in a second warehouse: 605 together, more than 补中益气丸's 500 in one.
    const west = await insertWarehouse(t.db, '西南排序仓');
    await t.db.insert(goodsStock).values({ goodsId: banlan, warehouseId: west, stock: 600 });
    expect(await listed('sort=stock&order=desc')).toEqual([banlan, buzhong, ganmao]);
    expect(await listed('sort=stock&order=asc&stock=low')).toEqual([ganmao]);
    await t.db.delete(goodsStock).where(eq(goodsStock.warehouseId, west));
  });

  it('filters by category (with those below it), brand, publish state, stock and price', async () => {
    const { ganmao, banlan, buzhong } = ids;
    expect(await listed(`category_id=${ids.cold}`)).toEqual([banlan, ganmao]);
    expect(await listed(`category_id=${ids.picks}`)).toEqual([ganmao]);
    expect(await listed(`brand_id=${ids.brand}`)).toEqual([buzhong, ganmao]);
    expect(await listed('on_sale=0')).toEqual([banlan]);
    expect(await listed('on_sale=1')).toEqual([buzhong, ganmao]);
    expect(await listed('stock=zero')).toEqual([ganmao]);
    expect(await listed('stock=low')).toEqual([banlan, ganmao]);
    expect(await listed('price_min=1500')).toEqual([buzhong, banlan]);
    expect(await listed('price_min=1000&price_max=1500&sort=price&order=asc')).toEqual([ganmao, buzhong]);
    const counted = await operator.get<Paged<AdminGoods>>(
      `/api/admin/goods?keywords=${encodeURIComponent('列表测试')}&on_sale=1&page_size=1`,
    );
    expect([counted.body.data.total, counted.body.data.list.length]).toEqual([2, 1]);
  });

  it.each([
    ['sort=name', '排序字段不正确'],
    ['order=up', '排序方向不正确'],
    ['category_id=0', '分类格式不正确'],
    ['brand_id=abc', '品牌格式不正确'],
    ['on_sale=maybe', '上架状态只能是0或1'],
    ['stock=some', '库存状态不正确'],
    ['price_min=-1', '最低价格须为0至100万元之间的整数分'],
    ['price_max=1.5', '最高价格须为0至100万元之间的整数分'],
    ['price_max=99999999999999999999', '最高价格须为0至100万元之间的整数分'],
    ['price_min=2000&price_max=1000', '最高价格不能低于最低价格'],
    ['page_size=500', '每页数量不能超过100'],
    ['sort[]=price', '排序字段不正确'],
  ])('refuses %s with a 422', async (query, message) => {
    await refusedWithoutWrites(() => operator.get(`/api/admin/goods?${query}`), 422, message);
  });
});

async function untilEnded(client: TestClient, id: number): Promise<SheetJob> {
  for (let waited = 0; waited < 30_000; waited += 100) {
    const job = (await client.get<SheetJob>(`/api/admin/jobs/${id}`)).body.data;
    if (['succeeded', 'failed', 'cancelled'].includes(job.state)) return job;
    await setTimeout(100);
  }
  throw new Error(`job ${id} did not end`);
}

/** The goods ids of an export started with `filter`, and the total it announced. */
async function exported(filter: Record<string, unknown>) {
  const started = await operator.post<SheetJob>('/api/admin/goods/export', filter);
  expect(started.status).toBe(200);
  const ended = await untilEnded(operator, started.body.data.id);
  expect([ended.state, ended.done]).toEqual(['succeeded', ended.total]);
  const file = await operator.send('GET', `/api/admin/jobs/${ended.id}/file`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file.rawPayload as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0]!;
  const rows = sheet.rowCount > 1 ? sheet.getRows(2, sheet.rowCount - 1)! : [];
  return { ids: rows.map((row) => row.getCell(1).value as number).sort((a, b) => a - b), total: ended.total };
}

describe('exporting the goods list', () => {
  const keywords = '列表测试';

  it('writes exactly the goods the list shows with the same filters', async () => {
    const { ganmao, banlan, buzhong } = ids;
    expect(await exported({ keywords })).toEqual({ ids: [ganmao, banlan, buzhong], total: 3 });
    expect(await exported({ keywords, stock: 'low' })).toEqual({ ids: [ganmao, banlan], total: 2 });
    expect(await exported({ keywords, stock: 'zero' })).toEqual({ ids: [ganmao], total: 1 });
    expect(await exported({ keywords, category_id: ids.cold })).toEqual({ ids: [ganmao, banlan], total: 2 });
    expect(await exported({ keywords, brand_id: ids.brand, on_sale: '1' })).toEqual({
      ids: [ganmao, buzhong],
      total: 2,
    });
    expect(await exported({ keywords, on_sale: false })).toEqual({ ids: [banlan], total: 1 });
    expect(await exported({ keywords, price_min: 1_200, price_max: 2_000 })).toEqual({
      ids: [buzhong],
      total: 1,
    });
    for (const filter of [
      'stock=low',
      `category_id=${ids.cold}`,
      'on_sale=0',
      'price_min=1200&price_max=2000',
    ]) {
      const shown = (await listed(filter)).sort((a, b) => a - b);
      const query = Object.fromEntries(new URLSearchParams(filter));
      expect((await exported({ keywords, ...query })).ids).toEqual(shown);
    }
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'goods.export'));
    expect(audits.some((row) => (row.after as { stock?: string }).stock === 'low')).toBe(true);
  });

  it.each([
    [{ stock: 'some' }, '库存状态不正确'],
    [{ price_min: 2_000, price_max: 1_000 }, '最高价格不能低于最低价格'],
    [{ category_id: 0 }, '分类格式不正确'],
    [{ on_sale: 'maybe' }, '上架状态只能是0或1'],
  ])('refuses the filter %o with a 422, writing nothing', async (filter, message) => {
    await refusedWithoutWrites(() => operator.post('/api/admin/goods/export', filter), 422, message);
  });
});

const categoriesOf = async (goodsId: number) =>
  (
    await t.db
      .select({ id: goodsCategories.categoryId })
      .from(goodsCategories)
      .where(eq(goodsCategories.goodsId, goodsId))
      .orderBy(asc(goodsCategories.categoryId))
  ).map((row) => row.id);

const auditsOf = (action: string, goodsIds: number[]) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), inArray(auditLog.targetId, goodsIds.map(String))))
    .orderBy(asc(auditLog.id));

describe('moving picked goods to a category', () => {
  it('makes it their category in its menu, keeps the other menus, audits each goods before and after', async () => {
    const { ganmao, banlan } = ids;
    const moved = await operator.post<AdminGoods[]>('/api/admin/goods/bulk-category', {
      ids: [banlan, ganmao],
      category_id: ids.tonics,
    });
    expect([moved.status, moved.body.msg]).toEqual([200, '已移动2个商品的分类']);
    expect(moved.body.data.map((row) => row.id)).toEqual([ganmao, banlan]);
    expect(await categoriesOf(ganmao)).toEqual([ids.tonics, ids.picks].sort((a, b) => a - b));
    expect(await categoriesOf(banlan)).toEqual([ids.tonics]);
    expect(await listed(`category_id=${ids.cold}`)).toEqual([]);
    const audits = await auditsOf('goods.category', [ganmao, banlan]);
    expect(audits.map((row) => [row.targetId, row.before, row.after])).toEqual([
      [
        String(ganmao),
        { category_ids: [ids.granules, ids.picks].sort((a, b) => a - b) },
        { category_ids: [ids.tonics, ids.picks].sort((a, b) => a - b) },
      ],
      [String(banlan), { category_ids: [ids.cold] }, { category_ids: [ids.tonics] }],
    ]);
  });

  it('refuses a missing category or goods, bad input and a role without goods.write, writing nothing', async () => {
    const { ganmao, buzhong } = ids;
    const move =
      (body: unknown, client = operator) =>
      () =>
        client.post('/api/admin/goods/bulk-category', body);
    await refusedWithoutWrites(move({ ids: [ganmao], category_id: 999_999 }), 422, '分类不存在');
    // The first goods exists and would move: the missing one stops both.
    await refusedWithoutWrites(
      move({ ids: [buzhong, 999_999], category_id: ids.cold }),
      404,
      '商品999999不存在',
    );
    await refusedWithoutWrites(move({ ids: [], category_id: ids.cold }), 422, '请选择商品');
    await refusedWithoutWrites(
      move({ ids: [ganmao, ganmao], category_id: ids.cold }),
      422,
      '同一商品只能选择一次',
    );
    await refusedWithoutWrites(
      move({ ids: Array.from({ length: 101 }, (_, n) => n + 1), category_id: ids.cold }),
      422,
      '一次最多修改100个商品',
    );
    await refusedWithoutWrites(move({ ids: 'all', category_id: ids.cold }), 422, '请选择商品');
    await refusedWithoutWrites(move({ ids: [ganmao], category_id: 'x' }), 422, '分类格式不正确');
    await refusedWithoutWrites(move({ ids: [-1], category_id: ids.cold }), 422, '商品格式不正确');
    const { client: reader } = await signInOperator(t, ['goods.read']);
    await refusedWithoutWrites(
      move({ ids: [ganmao], category_id: ids.cold }, reader),
      403,
      '您没有此操作的权限',
    );
    expect(await categoriesOf(buzhong)).toEqual([ids.tonics]);
    // A reader still has the categories and brands the list's filters offer.
    expect((await reader.get('/api/admin/goods-options')).status).toBe(200);
  });
});

describe('repricing picked goods by a percent', () => {
  const priceOf = async (id: number) =>
    (await t.db.select({ fen: goods.basePriceFen }).from(goods).where(eq(goods.id, id)))[0]!.fen;

  it('moves each price from what it is when saved, to the fen, never below 1 fen, audited', async () => {
    const { ganmao, buzhong } = ids;
    // Changed by another operator after this one looked: the percent applies to the new price.
    await operator.request('PATCH', `/api/admin/goods/${buzhong}`, { price_fen: 1_505 });
    const repriced = await operator.post<AdminGoods[]>('/api/admin/goods/bulk-reprice', {
      ids: [buzhong, ganmao],
      percent: -10,
    });
    expect([repriced.status, repriced.body.msg]).toEqual([200, '已调价2个商品']);
    expect(repriced.body.data.map((row) => [row.id, row.price_fen])).toEqual([
      [ganmao, 900],
      [buzhong, 1_355], // 1354.5
    ]);
    const audits = await auditsOf('goods.update', [ganmao, buzhong]);
    expect(audits.slice(-2).map((row) => [row.targetId, row.before, row.after])).toEqual([
      [String(ganmao), { price_fen: 1_000 }, { price_fen: 900 }],
      [String(buzhong), { price_fen: 1_505 }, { price_fen: 1_355 }],
    ]);

    await operator.request('PATCH', `/api/admin/goods/${ganmao}`, { price_fen: 3 });
    await operator.post('/api/admin/goods/bulk-reprice', { ids: [ganmao], percent: -90 });
    expect(await priceOf(ganmao)).toBe(1);
  });

  it('refuses a price beyond the highest, bad percents and ids and a role without goods.write, writing nothing', async () => {
    const { ganmao, buzhong } = ids;
    await operator.request('PATCH', `/api/admin/goods/${buzhong}`, { price_fen: 60_000_000 });
    const reprice =
      (body: unknown, client = operator) =>
      () =>
        client.post('/api/admin/goods/bulk-reprice', body);
    await refusedWithoutWrites(
      reprice({ ids: [ganmao, buzhong], percent: 100 }),
      422,
      `商品${buzhong}调价后为¥1200000.00，超出100万元`,
    );
    for (const [percent, message] of [
      [0, '调价百分比不能为0'],
      [-91, '调价百分比须为-90至100之间的整数'],
      [101, '调价百分比须为-90至100之间的整数'],
      [2.5, '调价百分比须为-90至100之间的整数'],
      ['ten', '调价百分比须为-90至100之间的整数'],
    ] as const) {
      await refusedWithoutWrites(reprice({ ids: [ganmao], percent }), 422, message);
    }
    await refusedWithoutWrites(reprice({ ids: [ganmao, 999_999], percent: 5 }), 404, '商品999999不存在');
    const { client: reader } = await signInOperator(t, ['goods.read']);
    await refusedWithoutWrites(reprice({ ids: [ganmao], percent: 5 }, reader), 403, '您没有此操作的权限');
    expect(await priceOf(buzhong)).toBe(60_000_000);
  });
});
