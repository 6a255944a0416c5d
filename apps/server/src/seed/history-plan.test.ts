import { describe, expect, it } from 'vitest';
import { historyBuyers } from './history-buyers.ts';
import { DAY_MS, HISTORY_DAYS, planOrders, type PoolGoods } from './history-plan.ts';
import { createRandom } from './random.ts';

const pool: PoolGoods[] = Array.from({ length: 20 }, (_, index) => ({
  goodsId: index + 1,
  warehouseId: 1,
  packMultiple: 1 + (index % 3),
}));
const plan = (now: Date) => planOrders(historyBuyers, pool, now, createRandom(7));

describe('the demo history plan', () => {
  const now = new Date('2026-11-27T06:00:00Z');

  it('comes out the same every time, and alike at another hour of the day', () => {
    expect(plan(now)).toEqual(plan(now));
    const later = plan(new Date(now.getTime() + 9 * 3_600_000));
    expect(later.slice(0, 150).map((order) => order.lines)).toEqual(
      plan(now)
        .slice(0, 150)
        .map((order) => order.lines),
    );
  });

  it('keeps every step within the last 90 days, in time order, before the seed', () => {
    for (const order of plan(now)) {
      const times = order.steps.map((step) => step.at.getTime());
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(times[0]).toBeGreaterThan(now.getTime() - (HISTORY_DAYS + 1) * DAY_MS);
      expect(times.at(-1)).toBeLessThan(now.getTime() - 30 * 60_000);
      expect(order.steps[0]?.kind).toBe('place');
      for (const line of order.lines) expect(line.number % line.goods.packMultiple).toBe(0);
    }
  });

  it('lets some orders expire, cancels some paid ones, ships some in part and refunds some', () => {
    const kinds = new Set(plan(now).flatMap((order) => order.steps.map((step) => step.kind)));
    expect([...kinds].sort()).toEqual(
      [
        'cancel',
        'expire',
        'place',
        'receive',
        'receive-back',
        'request',
        'review',
        'send-back',
        'ship',
      ].sort(),
    );
    const partly = plan(now).filter((order) => order.steps.some((step) => step.kind === 'ship' && step.part));
    expect(partly.length).toBeGreaterThan(5);
    // Placed within the week: the rest is still owed.
    const recent = partly.filter((order) => now.getTime() - order.steps[0]!.at.getTime() < 7 * DAY_MS);
    for (const order of recent) expect(order.steps.at(-1)).toMatchObject({ kind: 'ship', part: true });
  });

  it('leaves an order of the week owing the rest of a part shipment, whatever the day', () => {
    for (let day = 0; day < 30; day += 1) {
      const then = new Date(now.getTime() + day * DAY_MS);
      const awaiting = plan(then).filter((order) => {
        const last = order.steps.at(-1);
        return (
          last?.kind === 'ship' && last.part && then.getTime() - order.steps[0]!.at.getTime() < 7 * DAY_MS
        );
      });
      expect(awaiting.length).toBeGreaterThan(0);
    }
  });
});
