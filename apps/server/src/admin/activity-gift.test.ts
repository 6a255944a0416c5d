import { eq } from 'drizzle-orm';
import type { GoodsTags } from '@yaocai/domain/contracts/activity-goods-tags-responses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityBodyInput } from '@yaocai/domain/contracts/admin-activities';
import type { CartHint, CartState } from '@yaocai/domain/contracts/cart-responses';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { draftActivity, publishActivity } from '../testing/activities.ts';
import { buyerWithOrder } from '../testing/buyer-order.ts';
import { insertGoods, insertManufacturer, insertWarehouse } from '../testing/catalog-factories.ts';
import { signInBuyer } from '../testing/sign-in.ts';
import { signInOperator } from '../testing/sign-in-operator.ts';
import type { TestClient } from '../testing/test-client.ts';
import { WriteWatch } from '../testing/write-watch.ts';
import { orderLines } from '../modules/orders/orders.tables.ts';
import { giftRules } from '../modules/promotions/promotions.tables.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
let t: TestApp;
let watch: WriteWatch;
let operator: TestClient;
const ids = {} as Record<'tonic' | 'cold' | 'mask' | 'later' | 'offSale' | 'kept', number>;

beforeAll(async () => {
  t = await buildTestApp();
  watch = new WriteWatch(t.db);
  ({ client: operator } = await signInOperator(t, ['promotions.read', 'promotions.write']));
  const maker = await insertManufacturer(t.db, '北京同仁堂股份有限公司');
  const east = await insertWarehouse(t.db, '华东仓');
  const base = { manufacturerId: maker, basePriceFen: 2_000, stock: { [east]: 5_000 } };
  ids.tonic = await insertGoods(t.db, { ...base, name: '补中益气丸' });
  ids.cold = await insertGoods(t.db, { ...base, name: '感冒清热颗粒' });
  ids.mask = await insertGoods(t.db, { ...base, name: '医用口罩' });
  ids.later = await insertGoods(t.db, { ...base, name: '六味地黄丸' });
  ids.offSale = await insertGoods(t.db, { ...base, name: '已下架的丸剂', onSale: false });
  ids.kept = await insertGoods(t.db, { ...base, name: '旧规则的颗粒' });
});
afterAll(() => t.close());

const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

const giftBody = (lines: object[], overrides: object = {}): ActivityBodyInput =>
  ({
    kind: 'gift',
    name: '买十赠一',
    starts_at: at(-MINUTE),
    ends_at: at(HOUR),
    definition: { lines },
    ...overrides,
  }) as ActivityBodyInput;

const drafted = (body: ActivityBodyInput) => draftActivity(operator, body);

const published = (body: ActivityBodyInput) => publishActivity(operator, body);

async function giftOnCart(client: TestClient, goodsId: number) {
  const cart = (await client.get<CartState>('/api/cart/list')).body.data;
  return cart.data.find((line) => line.goods?.id === goodsId)?.gift_data ?? null;
}

describe('a published 满赠', () => {
  it('gives nothing while a draft; published, shows the gift a cart line earns, and the order keeps it', async () => {
    const draft = await drafted(
      giftBody([
        { goods_id: ids.tonic, every: 10, gift_number: 1 },
        { goods_id: ids.cold, every: 5, gift_number: 2, gift_goods_id: ids.mask },
      ]),
    );
    expect(draft.goods.map((goods) => goods.name).sort()).toEqual(
      ['医用口罩', '感冒清热颗粒', '补中益气丸'].sort(),
    );
    const before = await buyerWithOrder(t, [{ goods_id: ids.cold, number: 12 }]);
    const [none] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, before.order.id));
    expect(none!.gift).toBeNull();

    const tagged = async () => (await t.client().get<GoodsTags>('/api/activity/goods_tags')).body.data.gift;
    expect(await tagged()).not.toContain(ids.tonic);
    const publishing = await operator.post(`/api/admin/activities/${draft.id}/publish`);
    expect([publishing.status, publishing.body.msg]).toEqual([200, '活动已发布']);
    // Tagged 赠 on every card and row, for every viewer.
    expect(await tagged()).toEqual(expect.arrayContaining([ids.tonic, ids.cold]));
    const { client } = await signInBuyer(t, { businessScopes: ['中成药'] });
    await client.post('/api/cart', { data: [{ goods_id: ids.tonic, number: 25 }] });
    expect(await giftOnCart(client, ids.tonic)).toEqual({
      total: 2,
      type: 1,
      name: '补中益气丸',
      bzdw: '盒',
      rule: '每满10盒赠1盒',
    });
    const lineIds = (await client.get<CartState>('/api/cart/list')).body.data.data.map((line) => line.id);
    const hints = await client.post<CartHint[]>('/api/cart/next_hints', { ids: lineIds });
    expect(hints.body.data).toContainEqual({
      type: 'gift',
      line_id: lineIds[0],
      text: '补中益气丸再买5盒，可再获赠补中益气丸1盒',
    });

    const { order } = await buyerWithOrder(t, [{ goods_id: ids.cold, number: 12 }]);
    const [sold] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(sold).toMatchObject({ goodsId: ids.cold, number: 12, gift: '赠医用口罩4盒' });
  });

  it('gives nothing before its window, nor once stopped', async () => {
    const later = await published(
      giftBody([{ goods_id: ids.later, every: 2, gift_number: 1 }], {
        name: '明日满赠',
        starts_at: at(HOUR),
        ends_at: at(2 * HOUR),
      }),
    );
    expect(later.state).toBe('scheduled');
    const early = await buyerWithOrder(t, [{ goods_id: ids.later, number: 4 }]);
    const [none] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, early.order.id));
    expect(none!.gift).toBeNull();

    const [rule] = await t.db.select().from(giftRules).where(eq(giftRules.goodsId, ids.tonic));
    const stopped = await operator.post(`/api/admin/activities/${rule!.activityId}/stop`, {
      reason: '赠品缺货',
    });
    expect(stopped.status).toBe(200);
    const after = await buyerWithOrder(t, [{ goods_id: ids.tonic, number: 20 }]);
    const [plain] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, after.order.id));
    expect(plain!.gift).toBeNull();
  });
});

describe('refusals', () => {
  it('answers 422 with the field at fault and writes nothing', async () => {
    const cases: [ActivityBodyInput, string, string][] = [
      [
        giftBody([{ goods_id: ids.offSale, every: 10, gift_number: 1 }]),
        'definition.lines.0.goods_id',
        '已下架的丸剂：商品未上架，不能参加满赠',
      ],
      [
        giftBody([{ goods_id: 2_000_000, every: 10, gift_number: 1 }]),
        'definition.lines.0.goods_id',
        '编号2000000的商品不存在',
      ],
      [
        giftBody([{ goods_id: ids.tonic, every: 10, gift_number: 1, gift_goods_id: 2_000_000 }]),
        'definition.lines.0.gift_goods_id',
        '编号2000000的赠品不存在',
      ],
      [
        giftBody([{ goods_id: ids.tonic, every: 0, gift_number: 1 }]),
        'definition.lines.0.every',
        '每满件数须为1至9999之间的整数',
      ],
      [
        giftBody([{ goods_id: ids.tonic, every: 10, gift_number: 10_000 }]),
        'definition.lines.0.gift_number',
        '赠送件数须为1至9999之间的整数',
      ],
      [
        giftBody([
          { goods_id: ids.tonic, every: 10, gift_number: 1 },
          { goods_id: ids.tonic, every: 5, gift_number: 1 },
        ]),
        'definition.lines',
        '同一商品只能添加一次',
      ],
      [giftBody([]), 'definition.lines', '请选择满赠商品'],
    ];
    for (const [body, field, message] of cases) {
      await watch.mark();
      const answer = await operator.post('/api/admin/activities', body);
      expect([field, answer.status, answer.body.errors?.[field]]).toEqual([field, 422, [message]]);
      expect(await watch.changedTables()).toEqual([]);
    }
  });

  it('publishes no 满赠 of a goods another rule gives in the same hours, nor over a rule of no window', async () => {
    await t.db.insert(giftRules).values({ goodsId: ids.kept, every: 3, giftNumber: 1 });
    for (const [goodsId, name] of [
      [ids.later, '六味地黄丸'],
      [ids.kept, '旧规则的颗粒'],
    ] as const) {
      const draft = await drafted(
        giftBody([{ goods_id: goodsId, every: 3, gift_number: 1 }], {
          name: '重叠满赠',
          ends_at: at(3 * HOUR),
        }),
      );
      await watch.mark();
      const answer = await operator.post(`/api/admin/activities/${draft.id}/publish`);
      expect([answer.status, answer.body.errors?.['definition.lines.0.goods_id']]).toEqual([
        422,
        [`${name}：该时段已有其他满赠`],
      ]);
      expect(await watch.changedTables()).toEqual([]);
    }
  });
});
