import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandZone, BrandZoneBlock } from '@yaocai/domain/contracts/activity-brand-zone';
import type { ActivityBodyInput, AdminActivityDetail } from '@yaocai/domain/contracts/admin-activities';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { publishActivity } from '../../testing/activities.ts';
import {
  insertBrand,
  insertGoods,
  insertManufacturer,
  insertWarehouse,
} from '../../testing/catalog-factories.ts';
import { signInBuyer } from '../../testing/sign-in.ts';
import { signInOperator } from '../../testing/sign-in-operator.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { WriteWatch } from '../../testing/write-watch.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
let t: TestApp;
let watch: WriteWatch;
let operator: TestClient;
const brand = {} as Record<'trt' | 'yunnan' | 'empty', number>;
const ids = {} as Record<'pill' | 'tea' | 'hidden' | 'offSale' | 'spray' | 'plaster', number>;

const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

const published = (body: ActivityBodyInput) => publishActivity(operator, body);

beforeAll(async () => {
  t = await buildTestApp();
  watch = new WriteWatch(t.db);
  ({ client: operator } = await signInOperator(t, ['promotions.read', 'promotions.write']));
  const maker = await insertManufacturer(t.db, '北京同仁堂股份有限公司');
  const east = await insertWarehouse(t.db, '华东仓');
  brand.trt = await insertBrand(t.db, '同仁堂');
  brand.yunnan = await insertBrand(t.db, '云南白药');
  brand.empty = await insertBrand(t.db, '无货品牌');
  const base = { manufacturerId: maker, basePriceFen: 2_000, stock: { [east]: 5_000 } };
  ids.pill = await insertGoods(t.db, { ...base, name: '六味地黄丸', brandId: brand.trt, sales: 90 });
  ids.tea = await insertGoods(t.db, { ...base, name: '板蓝根颗粒', brandId: brand.trt, sales: 50 });
  ids.hidden = await insertGoods(t.db, {
    ...base,
    name: '复方甘草片',
    brandId: brand.trt,
    isSpecialControl: true,
  });
  ids.offSale = await insertGoods(t.db, { ...base, name: '已下架的丸剂', brandId: brand.trt, onSale: false });
  ids.spray = await insertGoods(t.db, { ...base, name: '云南白药气雾剂', brandId: brand.yunnan, sales: 10 });
  ids.plaster = await insertGoods(t.db, { ...base, name: '云南白药膏', brandId: brand.yunnan, sales: 20 });
});
afterAll(() => t.close());

const zoneBody = (brands: object[], overrides: object = {}): ActivityBodyInput =>
  ({
    kind: 'brand_zone',
    name: '品牌联合周',
    starts_at: at(-MINUTE),
    ends_at: at(HOUR),
    definition: { brands },
    ...overrides,
  }) as ActivityBodyInput;

const trtAll = { brand_id: 0, banner: '/files/trt.png', blurb: '百年老字号' };

const ppzq = async (client: TestClient) => (await client.get<BrandZoneBlock[]>('/api/focus/ppzq')).body.data;

describe('a published 品牌专区', () => {
  it('shows its brands on /api/focus/ppzq and each brand’s page, goods priced for the viewer', async () => {
    const activity = await published(
      zoneBody([
        { ...trtAll, brand_id: brand.trt },
        { brand_id: brand.yunnan, banner: '/files/yn.png', blurb: '', goods_ids: [ids.spray] },
      ]),
    );
    expect(activity).toMatchObject({
      kind: 'brand_zone',
      kind_label: '品牌专区',
      state: 'running',
      total: 2,
    });
    expect(activity.definition).toEqual({
      brands: [
        { brand_id: brand.trt, banner: '/files/trt.png', blurb: '百年老字号', goods_ids: null },
        { brand_id: brand.yunnan, banner: '/files/yn.png', blurb: '', goods_ids: [ids.spray] },
      ],
    });

    const zones = await ppzq(t.client());
    expect(zones.map((zone) => [zone.name, zone.banner, zone.blurb])).toEqual([
      ['同仁堂', '/files/trt.png', '百年老字号'],
      ['云南白药', '/files/yn.png', ''],
    ]);
    // All of 同仁堂's goods on sale, best sellers first; special control and off-sale goods never.
    expect(zones[0]!.goods.map((card) => card.name)).toEqual(['六味地黄丸', '板蓝根颗粒']);
    expect(zones[1]!.goods.map((card) => card.name)).toEqual(['云南白药气雾剂']);
    expect(zones[0]!.goods.every((card) => card.base_price === null && card.price_tip === '登录可见')).toBe(
      true,
    );

    const page = await t.client().get<BrandZone>(`/api/focus/brand/${brand.trt}?page=2&page_size=1`);
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ brand_id: brand.trt, name: '同仁堂', banner: '/files/trt.png' });
    expect(page.body.data.goods).toMatchObject({ total: 2, page: 2, page_size: 1 });
    expect(page.body.data.goods.list.map((card) => card.name)).toEqual(['板蓝根颗粒']);

    // A buyer sees prices; the visitor asking next still does not (nothing kept for another viewer).
    const { client } = await signInBuyer(t, { businessScopes: ['中成药'] });
    const priced = await client.get<BrandZone>(`/api/focus/brand/${brand.trt}`);
    expect(priced.body.data.goods.list.map((card) => card.base_price)).toEqual(['20.00', '20.00']);
    const again = await t.client().get<BrandZone>(`/api/focus/brand/${brand.trt}`);
    expect(again.body.data.goods.list.map((card) => card.base_price)).toEqual([null, null]);

    // Stopped: gone from both calls at once.
    const stopped = await operator.post(`/api/admin/activities/${activity.id}/stop`, { reason: '品牌调整' });
    expect(stopped.status).toBe(200);
    expect(await ppzq(t.client())).toEqual([]);
    const gone = await t.client().get(`/api/focus/brand/${brand.trt}`);
    expect([gone.status, gone.body.msg]).toEqual([404, '该品牌暂无进行中的品牌活动']);
  });

  it('shows nothing of a draft or of a zone not yet started', async () => {
    await operator.post('/api/admin/activities', zoneBody([{ ...trtAll, brand_id: brand.trt }]));
    await published(
      zoneBody([{ ...trtAll, brand_id: brand.trt }], { starts_at: at(HOUR), ends_at: at(2 * HOUR) }),
    );
    expect(await ppzq(t.client())).toEqual([]);
    expect((await t.client().get(`/api/focus/brand/${brand.trt}`)).status).toBe(404);
  });
});

describe('refusals', () => {
  it('answers 422 naming the brand or goods line at fault, and writes nothing', async () => {
    const cases: [ActivityBodyInput, string, string][] = [
      [
        zoneBody([{ ...trtAll, brand_id: brand.trt, goods_ids: [ids.pill, ids.spray] }]),
        'definition.brands.0.goods_ids.1',
        '云南白药气雾剂：不是同仁堂品牌的商品',
      ],
      [
        zoneBody([{ ...trtAll, brand_id: brand.trt, goods_ids: [ids.offSale] }]),
        'definition.brands.0.goods_ids.0',
        '已下架的丸剂：商品未上架，不能加入品牌专区',
      ],
      [
        zoneBody([{ ...trtAll, brand_id: brand.trt, goods_ids: [2_000_000] }]),
        'definition.brands.0.goods_ids.0',
        '同仁堂：编号2000000的商品不存在',
      ],
      [
        zoneBody([{ ...trtAll, brand_id: 2_000_000 }]),
        'definition.brands.0.brand_id',
        '编号2000000的品牌不存在',
      ],
      [
        zoneBody([{ ...trtAll, brand_id: brand.empty }]),
        'definition.brands.0.goods_ids',
        '无货品牌：该品牌暂无在售商品，请先上架商品',
      ],
      [
        zoneBody([
          { ...trtAll, brand_id: brand.trt },
          { ...trtAll, brand_id: brand.trt },
        ]),
        'definition.brands',
        '同一品牌只能添加一次',
      ],
      [
        zoneBody([{ ...trtAll, brand_id: brand.trt, blurb: '长'.repeat(121) }]),
        'definition.brands.0.blurb',
        '品牌简介不能超过120个字符',
      ],
      [
        zoneBody([{ ...trtAll, brand_id: brand.trt, banner: 'javascript:alert(1)' }]),
        'definition.brands.0.banner',
        '品牌横幅须上传，或以 / 或 http(s):// 开头',
      ],
      [zoneBody([]), 'definition.brands', '请添加品牌'],
    ];
    for (const [body, field, message] of cases) {
      await watch.mark();
      const answer = await operator.post('/api/admin/activities', body);
      expect([field, answer.status, answer.body.errors?.[field]]).toEqual([field, 422, [message]]);
      expect(await watch.changedTables()).toEqual([]);
    }
  });

  it('publishes no zone of a brand another zone shows in the same hours, and writes nothing', async () => {
    await published(zoneBody([{ ...trtAll, brand_id: brand.yunnan }], { name: '云南白药周' }));
    const draft = await operator.post<AdminActivityDetail>(
      '/api/admin/activities',
      zoneBody([{ ...trtAll, brand_id: brand.yunnan }], { name: '重叠品牌周' }),
    );
    await watch.mark();
    const answer = await operator.post(`/api/admin/activities/${draft.body.data.id}/publish`);
    expect([answer.status, answer.body.errors?.['definition.brands.0.brand_id']]).toEqual([
      422,
      ['云南白药：该时段已在其他品牌专区中'],
    ]);
    expect(await watch.changedTables()).toEqual([]);
  });

  it('refuses a bad brand id or page with 422 and a missing zone with 404, writing nothing', async () => {
    await watch.mark();
    for (const path of [
      '/api/focus/brand/abc',
      '/api/focus/brand/0',
      `/api/focus/brand/${brand.trt}?page=0`,
    ]) {
      const answer = await t.client().get(path);
      expect([path, answer.status]).toEqual([path, 422]);
    }
    const none = await t.client().get(`/api/focus/brand/${brand.empty}`);
    expect([none.status, none.body.msg]).toEqual([404, '该品牌暂无进行中的品牌活动']);
    expect(await watch.changedTables()).toEqual([]);
  });
});
