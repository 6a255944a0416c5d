import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminGoodsDetail,
  GoodsBodyInput,
  GoodsFormOptions,
} from '@yaocai/domain/contracts/admin-goods';
import type { GoodsDetail, GoodsPage } from '@yaocai/domain/contracts/catalog';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { insertBrand, insertCategory, insertWarehouse } from '../testing/catalog-factories.ts';
import { signInBuyer } from '../testing/sign-in.ts';
import { signInOperator } from '../testing/sign-in-operator.ts';
import type { TestClient } from '../testing/test-client.ts';
import { WriteWatch } from '../testing/write-watch.ts';
import { manufacturers } from '../modules/catalog/catalog.tables.ts';
import { auditLog } from '../modules/operators/operators.tables.ts';

let t: TestApp;
let watch: WriteWatch;
let operator: TestClient;
const ids = {} as Record<'east' | 'west' | 'cold' | 'granules' | 'brand', number>;

beforeAll(async () => {
  t = await buildTestApp({ LIST_CACHE_MS: '0', GOODS_CACHE_MS: '0' });
  watch = new WriteWatch(t.db);
  ({ client: operator } = await signInOperator(t, ['goods.read', 'goods.write']));
  ids.east = await insertWarehouse(t.db, '华东一号仓');
  ids.west = await insertWarehouse(t.db, '西南仓');
  ids.cold = await insertCategory(t.db, 'general', '感冒用药');
  ids.granules = await insertCategory(t.db, 'general', '颗粒剂', ids.cold);
  ids.brand = await insertBrand(t.db, '康宁');
});
afterAll(() => t.close());

async function writesOf(request: () => Promise<unknown>): Promise<string[]> {
  await watch.mark();
  await request();
  return watch.changedTables();
}

const body = (): GoodsBodyInput => ({
  name: '板蓝根颗粒',
  kind: 'patent',
  business_scope: '中成药',
  manufacturer: '广州白云山和记黄埔中药有限公司',
  brand_id: ids.brand,
  approval_no: '国药准字Z44020271',
  ypgg: '10g*20袋',
  bzdw: '盒',
  zbz: 10,
  price_fen: 1_850,
  retail_price_fen: 2_500,
  ladder: [
    { number: 50, price_fen: 1_800 },
    { number: 200, price_fen: 1_750 },
  ],
  is_free_shipping: true,
  free_shipping_number: 100,
  is_preferred: true,
  tags: ['新', '特'],
  images: ['/files/0123456789abcdef0123456789abcdef01234567.webp'],
  batch_no: 'B20261101',
  produced_on: '2026-11-01',
  expires_on: '2028-10-31',
  category_ids: [ids.granules],
  is_special_control: false,
  on_sale: true,
  stock: [
    { warehouse_id: ids.east, stock: 1_200 },
    { warehouse_id: ids.west, stock: 300 },
  ],
});

describe('creating and editing goods', () => {
  let created: AdminGoodsDetail;

  it('creates goods with every field, which the shop then shows and finds by pinyin', async () => {
    const answer = await operator.post<AdminGoodsDetail>('/api/admin/goods', body());
    expect([answer.status, answer.body.msg]).toEqual([200, '商品已创建']);
    created = answer.body.data;
    const { stock, ...sent } = body();
    expect(created).toMatchObject({ ...sent, sales: 0 });
    expect(created.stock.map((row) => [row.warehouse, row.stock])).toEqual([
      ['华东一号仓', 1_200],
      ['西南仓', 300],
    ]);
    expect(stock).toHaveLength(2);

    const { client: buyer } = await signInBuyer(t, { businessScopes: ['中成药'] });
    const detail = await buyer.get<GoodsDetail>(`/api/goods/detail/${created.id}`);
    expect(detail.body.data).toMatchObject({
      name: '板蓝根颗粒',
      sccj: '广州白云山和记黄埔中药有限公司',
      zbz: 10,
    });
    const found = await buyer.get<GoodsPage>('/api/goods/list?keyword=blgkl');
    expect(found.body.data.list.map((goods) => goods.id)).toContain(created.id);
    const inCategory = await buyer.get<GoodsPage>(`/api/goods/list?category_id=${ids.cold}`);
    expect(inCategory.body.data.list.map((goods) => goods.id)).toEqual([created.id]);
  });

  it('edits every field, moving categories and leaving unnamed warehouses as they were, and audits before and after', async () => {
    const changed = {
      ...body(),
      name: '板蓝根颗粒（无糖型）',
      manufacturer: '广州白云山和记黄埔中药有限公司',
      ladder: [],
      tags: [],
      category_ids: [ids.cold],
      stock: [{ warehouse_id: ids.east, stock: 900 }],
      produced_on: null,
      expires_on: null,
    };
    const answer = await operator.put<AdminGoodsDetail>(`/api/admin/goods/${created.id}`, changed);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      name: '板蓝根颗粒（无糖型）',
      ladder: [],
      tags: [],
      category_ids: [ids.cold],
      expires_on: null,
    });
    expect(answer.body.data.stock.map((row) => row.stock)).toEqual([900, 300]);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'goods.edit'));
    expect(audit?.before).toMatchObject({ name: '板蓝根颗粒', category_ids: [ids.granules] });
    expect(audit?.after).toMatchObject({ name: '板蓝根颗粒（无糖型）', category_ids: [ids.cold] });
    const makers = await t.db
      .select({ n: count() })
      .from(manufacturers)
      .where(eq(manufacturers.name, '广州白云山和记黄埔中药有限公司'));
    expect(makers[0]?.n).toBe(1);
  });

  it('adds a new manufacturer once, however many edits name it at the same time', async () => {
    const name = '太极集团重庆涪陵制药厂有限公司';
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        operator.post('/api/admin/goods', { ...body(), name: `藿香正气口服液${i}`, manufacturer: name }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const [makers] = await t.db
      .select({ n: count() })
      .from(manufacturers)
      .where(eq(manufacturers.name, name));
    expect(makers?.n).toBe(1);
    const suggested = await operator.get<string[]>('/api/admin/manufacturers?keywords=tjjt');
    expect(suggested.body.data).toEqual([name]);
  });

  it('offers the warehouses, brands, categories and business scopes to choose from', async () => {
    const options = await operator.get<GoodsFormOptions>('/api/admin/goods-options');
    expect(options.body.data.warehouses.map((w) => w.name)).toEqual(['华东一号仓', '西南仓']);
    expect(options.body.data.brands).toEqual([{ id: ids.brand, name: '康宁' }]);
    expect(options.body.data.categories).toContainEqual({
      id: ids.granules,
      name: '颗粒剂',
      menu: 'general',
      parent_id: ids.cold,
    });
    expect(options.body.data.business_scopes).toContain('中成药');
  });

  it.each([
    [
      'a ladder out of order',
      {
        ladder: [
          { number: 200, price_fen: 1_700 },
          { number: 50, price_fen: 1_600 },
        ],
      },
      'ladder',
      '阶梯数量须从小到大排列且不重复',
    ],
    [
      'a ladder step dearer than the price',
      { ladder: [{ number: 50, price_fen: 1_900 }] },
      'ladder',
      '阶梯价须低于商品价格',
    ],
    [
      'special-control goods on sale',
      { is_special_control: true, on_sale: true },
      'on_sale',
      '特殊管理药品只登记，不能上架销售',
    ],
    [
      'an expiry before production',
      { produced_on: '2026-11-01', expires_on: '2026-10-01' },
      'expires_on',
      '有效期须晚于生产日期',
    ],
    ['an unknown warehouse', { stock: [{ warehouse_id: 99_999, stock: 1 }] }, 'stock', '仓库99999不存在'],
    ['an unknown category', { category_ids: [99_999] }, 'category_ids', '分类99999不存在'],
    ['an unknown brand', { brand_id: 99_999 }, 'brand_id', '品牌不存在'],
    [
      'a script as a picture',
      { images: ['javascript:alert(1)'] },
      'images.0',
      '商品图片须上传，或以 / 或 http(s):// 开头',
    ],
    ['a price of 0', { price_fen: 0 }, 'price_fen', '价格须为1分至100万元之间的整数分'],
    ['a pack of 0', { zbz: 0 }, 'zbz', '中包装须为 1 到 10000 的整数'],
  ])('refuses %s and writes nothing', async (_, change, field, message) => {
    const written = await writesOf(async () => {
      const answer = await operator.post('/api/admin/goods', {
        ...body(),
        name: '不应保存的商品',
        manufacturer: '不应新增的厂家',
        ...change,
      });
      expect([answer.status, answer.body.errors?.[field]]).toEqual([422, [message]]);
    });
    expect(written).toEqual([]);
  });

  it('answers 商品不存在 for goods that do not exist', async () => {
    expect((await operator.get('/api/admin/goods/99999')).body.msg).toBe('商品不存在');
    const written = await writesOf(async () => {
      const answer = await operator.put('/api/admin/goods/99999', body());
      expect([answer.status, answer.body.msg]).toEqual([404, '商品不存在']);
    });
    expect(written).toEqual([]);
  });
});
