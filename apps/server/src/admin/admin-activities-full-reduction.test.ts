import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityBodyInput, AdminActivityDetail } from '@yaocai/domain/contracts/admin-activities';
import type { CartHint, CartState } from '@yaocai/domain/contracts/cart-responses';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { insertGoods, insertManufacturer, insertWarehouse } from '../testing/catalog-factories.ts';
import { signInBuyer } from '../testing/sign-in.ts';
import { signInOperator } from '../testing/sign-in-operator.ts';
import type { TestClient } from '../testing/test-client.ts';
import { WriteWatch } from '../testing/write-watch.ts';
import { activeFullReductions } from '../modules/promotions/promotions.service.ts';
import { fullReductionActivities } from '../modules/promotions/promotions.tables.ts';

const HOUR = 3_600_000;
let t: TestApp;
let operator: TestClient;
let tonic: number;
let cold: number;

beforeAll(async () => {
  t = await buildTestApp();
  ({ client: operator } = await signInOperator(t, ['promotions.read', 'promotions.write']));
  const maker = await insertManufacturer(t.db, '北京同仁堂股份有限公司');
  const east = await insertWarehouse(t.db, '华东仓');
  const base = { manufacturerId: maker, basePriceFen: 10_000, stock: { [east]: 5_000 } };
  tonic = await insertGoods(t.db, { ...base, name: '补中益气丸' });
  cold = await insertGoods(t.db, { ...base, name: '感冒清热颗粒' });
});
afterAll(() => t.close());

const body = (definition: object): ActivityBodyInput =>
  ({
    kind: 'full_reduction',
    name: '年终满折',
    starts_at: new Date(Date.now() - HOUR).toISOString(),
    ends_at: new Date(Date.now() + HOUR).toISOString(),
    definition,
  }) as ActivityBodyInput;

describe('满减满折 as an activity', () => {
  it('refuses tiers that do not climb, naming the tier, and writes nothing', async () => {
    const watch = new WriteWatch(t.db);
    await watch.mark();
    const answer = await operator.post('/api/admin/activities', {
      ...body({
        mode: 'discount',
        tiers: [
          { threshold_fen: 100_000, value: 95 },
          { threshold_fen: 300_000, value: 96 },
        ],
      }),
    });
    expect([answer.status, answer.body.errors]).toEqual([
      422,
      { 'definition.tiers.1.value': ['优惠须逐档加大'] },
    ]);
    const money = await operator.post('/api/admin/activities', {
      ...body({ mode: 'amount', tiers: [{ threshold_fen: 10_000, value: 10_000 }] }),
    });
    expect(money.body.errors).toEqual({ 'definition.tiers.0.value': ['减免金额须低于满额'] });
    expect(await watch.changedTables()).toEqual([]);
  });

  it('prices the cart of its goods at the tier reached once published, and nothing more once stopped', async () => {
    const draft = await operator.post<AdminActivityDetail>(
      '/api/admin/activities',
      body({
        mode: 'discount',
        tiers: [
          { threshold_fen: 100_000, value: 95 },
          { threshold_fen: 300_000, value: 90 },
        ],
        goods_ids: [tonic],
      }),
    );
    expect(draft.status).toBe(200);
    const id = draft.body.data.id;
    expect(await activeFullReductions(t.db)).toEqual([]);
    expect((await operator.post(`/api/admin/activities/${id}/publish`)).status).toBe(200);

    const { client: buyer } = await signInBuyer(t, { businessScopes: ['中成药'] });
    const added = await buyer.post(
      '/api/cart',
      {
        data: [
          { goods_id: tonic, number: 12 }, // 1200.00, in the activity
          { goods_id: cold, number: 5 }, // 500.00, not in it
        ],
      },
      { form: true },
    );
    expect([added.status, added.body.msg]).toEqual([200, expect.any(String)]);
    const cart = (await buyer.get<CartState>('/api/cart/list')).body.data;
    expect(cart.activity_data.manjians).toEqual([
      {
        id: expect.any(Number),
        name: '年终满折',
        tiers: [
          { amount: '1000.00', reduction: null, discount: 95, label: '满1000享9.5折' },
          { amount: '3000.00', reduction: null, discount: 90, label: '满3000享9折' },
        ],
      },
    ]);
    // 1200.00 at 9.5折: 60.00 off, all of it on the goods of the activity.
    expect(cart.total).toMatchObject({ goods_amount: '1700.00', manjian_amount: '60.00' });
    expect(cart.data.map((line) => [line.goods?.name, line.goods_manjian_amount])).toEqual(
      expect.arrayContaining([
        ['补中益气丸', '60.00'],
        ['感冒清热颗粒', '0.00'],
      ]),
    );
    const hints = (await buyer.post<CartHint[]>('/api/cart/next_hints', {})).body.data;
    expect(hints.map((hint) => hint.text)).toContain('年终满折：再买¥1800.00，满3000享9折');

    expect((await operator.post(`/api/admin/activities/${id}/stop`, { reason: '预算用完' })).status).toBe(
      200,
    );
    expect(await activeFullReductions(t.db)).toEqual([]);
    const [row] = await t.db
      .select()
      .from(fullReductionActivities)
      .where(eq(fullReductionActivities.activityId, id));
    expect(row!.endsAt.getTime()).toBeLessThanOrEqual(Date.now());
  });
});
