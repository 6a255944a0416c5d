import { describe, expect, it } from 'vitest';
import { activityPerks } from './activity-perks';

const none = { manjians: [], flash_sales: { count: 0, ends_at: null }, gift_goods: 0, combinations: 0 };

describe('the promotion landing', () => {
  it('announces exactly the activities that run, with their tiers as configured', () => {
    const perks = activityPerks({
      manjians: [
        {
          id: 1,
          name: '周年庆满减',
          tiers: [
            { amount: '500.00', reduction: '20.00', discount: null, label: '满500减20' },
            { amount: '1000.00', reduction: '50.00', discount: null, label: '满1000减50' },
            { amount: '3000.00', reduction: '180.00', discount: null, label: '满3000减180' },
          ],
          all_goods: true,
          ends_at: '2026-12-31T04:00:00.000Z',
        },
      ],
      flash_sales: { count: 3, ends_at: '2026-12-01T00:00:00.000Z' },
      gift_goods: 2,
      combinations: 0,
    });
    expect(perks.map(({ title, text, detail }) => [title, text, detail].filter(Boolean).join('｜'))).toEqual([
      '周年庆满减｜满500减20 · 满1000减50 · 满3000减180｜全场通用 · 12月31日截止',
      '限时秒杀｜3款商品秒杀中',
      '买就送｜2款商品满量赠送',
    ]);
  });

  it('promises nothing when nothing runs', () => {
    expect(activityPerks(none)).toEqual([]);
  });
});
