import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningActivities } from '@yaocai/domain/contracts/activity-responses';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { insertGoods, insertManufacturer, insertWarehouse } from '../../testing/catalog-factories.ts';
import { combinations, flashSales, fullReductionActivities, giftRules } from './promotions.tables.ts';

let t: TestApp;
const hour = 3_600_000;
const at = (hours: number) => new Date(Date.now() + hours * hour);

beforeAll(async () => {
  t = await buildTestApp();
  const warehouse = await insertWarehouse(t.db, '华东一号仓');
  const maker = await insertManufacturer(t.db, '华康制药股份有限公司');
  const [first, second] = [
    await insertGoods(t.db, { name: '感冒灵颗粒', manufacturerId: maker, stock: { [warehouse]: 100 } }),
    await insertGoods(t.db, { name: '板蓝根颗粒', manufacturerId: maker, stock: { [warehouse]: 100 } }),
  ];
  await t.db.insert(fullReductionActivities).values([
    {
      name: '周年庆满减',
      tiers: [
        { thresholdFen: 100_000, reductionFen: 5_000 },
        { thresholdFen: 50_000, reductionFen: 2_000 },
      ],
      startsAt: at(-1),
      endsAt: at(24),
    },
    {
      name: '指定商品满减',
      tiers: [{ thresholdFen: 30_000, reductionFen: 1_000 }],
      goodsIds: [first],
      startsAt: at(-1),
      endsAt: at(2),
    },
    { name: '已结束', tiers: [{ thresholdFen: 100, reductionFen: 10 }], startsAt: at(-3), endsAt: at(-2) },
    { name: '未开始', tiers: [{ thresholdFen: 100, reductionFen: 10 }], startsAt: at(2), endsAt: at(3) },
  ]);
  await t.db.insert(flashSales).values([
    { goodsId: first, priceFen: 100, limitPerBuyer: 5, totalUnits: 10, startsAt: at(-1), endsAt: at(5) },
    {
      goodsId: second,
      priceFen: 100,
      limitPerBuyer: 5,
      totalUnits: 10,
      soldUnits: 10,
      startsAt: at(-1),
      endsAt: at(1),
    },
    { goodsId: second, priceFen: 100, limitPerBuyer: 5, totalUnits: 10, startsAt: at(1), endsAt: at(2) },
  ]);
  await t.db.insert(giftRules).values({ goodsId: second, every: 10, giftNumber: 1 });
  await t.db.insert(combinations).values([
    { name: '常备组合', priceFen: 1_000 },
    { name: '下架组合', priceFen: 1_000, onSale: false },
  ]);
});

afterAll(() => t.close());

describe('the running activities', () => {
  it('are exactly what runs now: full reductions with their tiers, flash sales with stock, gifts and packs', async () => {
    const response = await t.client().get<RunningActivities>('/api/activity/running');
    expect(response.status).toBe(200);
    const running = response.body.data;
    expect(running.manjians.map(({ name, tiers, all_goods }) => ({ name, tiers, all_goods }))).toEqual([
      {
        name: '周年庆满减',
        tiers: [
          { amount: '500.00', reduction: '20.00', discount: null, label: '满500减20' },
          { amount: '1000.00', reduction: '50.00', discount: null, label: '满1000减50' },
        ],
        all_goods: true,
      },
      {
        name: '指定商品满减',
        tiers: [{ amount: '300.00', reduction: '10.00', discount: null, label: '满300减10' }],
        all_goods: false,
      },
    ]);
    expect(running.flash_sales.count).toBe(1);
    expect(Date.parse(running.flash_sales.ends_at!)).toBeGreaterThan(at(4.9).getTime());
    expect(running.gift_goods).toBe(1);
    expect(running.combinations).toBe(1);
  });
});
