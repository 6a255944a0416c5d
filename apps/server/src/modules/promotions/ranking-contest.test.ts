import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RankingContest } from '@yaocai/domain/contracts/activity-ranking-contest';
import type { ActivityBodyInput, AdminActivityDetail } from '@yaocai/domain/contracts/admin-activities';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { insertWarehouse } from '../../testing/catalog-factories.ts';
import { insertBuyer } from '../../testing/factories.ts';
import { insertTestOrder, orderLineNamed } from '../../testing/order-factories.ts';
import { signInBuyer } from '../../testing/sign-in.ts';
import { signInOperator } from '../../testing/sign-in-operator.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { WriteWatch } from '../../testing/write-watch.ts';
import { orderCancellations, orders } from '../orders/orders.tables.ts';
import { maskName } from './ranking-contest.service.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
let t: TestApp;
let operator: TestClient;
let warehouse: number;

const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

beforeAll(async () => {
  t = await buildTestApp();
  ({ client: operator } = await signInOperator(t, ['promotions.read', 'promotions.write']));
  warehouse = await insertWarehouse(t.db, '华东仓');
});
afterAll(() => t.close());

/** An order of `userId` for `fen`, paid `paidAgoMs` ago (or left unpaid, or cancelled). */
async function order(userId: number, fen: number, paidAgoMs: number | null, status = 2): Promise<number> {
  const id = await insertTestOrder(t.db, userId, [orderLineNamed(warehouse, '感冒灵颗粒', fen)]);
  if (paidAgoMs !== null) {
    await t.db
      .update(orders)
      .set({ status, payMethod: 'balance', paidAt: new Date(Date.now() - paidAgoMs) })
      .where(eq(orders.id, id));
  }
  return id;
}

const contestBody = (overrides: Partial<ActivityBodyInput> = {}): ActivityBodyInput =>
  ({
    kind: 'ranking_contest',
    name: '周年庆采购排位赛',
    starts_at: at(-HOUR),
    ends_at: at(HOUR),
    definition: { places: 2, prizes: ['iPad一台', '500元购物卡'] },
    ...overrides,
  }) as ActivityBodyInput;

describe('排位赛', () => {
  it('masks company names', () => {
    expect(maskName('北京同仁大药房')).toBe('北京**药房');
    expect(maskName('康泰药店')).toBe('康**店');
    expect(maskName('百草堂大药房（中山路店）')).toBe('百草**药房');
    expect(maskName('安和堂诊所(东区)')).toBe('安和**诊所');
    expect(maskName('药房')).toBe('药*');
  });

  it('says none before any contest, then ranks paid orders in the window net of cancellations', async () => {
    const none = await t.client().get<RankingContest>('/api/activity/ranking');
    expect(none.body.data).toMatchObject({ state: 'none', ranking: [], mine: null });

    const first = await insertBuyer(t.db, { company: '北京同仁大药房' });
    const second = await insertBuyer(t.db, { company: '上海益丰大药房' });
    const third = await insertBuyer(t.db, { company: '广州老百姓大药房' });
    await order(first.id, 300_000, 10 * MINUTE);
    // 400.00 paid, 250.00 of it cancelled and given back: 150.00 counts.
    const partly = await order(second.id, 40_000, 20 * MINUTE, 3);
    await t.db.insert(orderCancellations).values({
      orderId: partly,
      userId: second.id,
      amountFen: 25_000,
      reason: '缺货',
      refundStatus: 'refunded',
    });
    await order(second.id, 100_000, 30 * MINUTE, 4);
    await order(third.id, 50_000, 5 * MINUTE);
    // Not counted: unpaid, cancelled, or paid before the window.
    await order(third.id, 900_000, null);
    await order(third.id, 900_000, 5 * MINUTE, 5);
    await order(third.id, 900_000, 2 * HOUR);

    const draft = await operator.post<AdminActivityDetail>('/api/admin/activities', contestBody());
    expect(draft.body.data).toMatchObject({ kind_label: '排位赛', total: 2 });
    expect((await t.client().get<RankingContest>('/api/activity/ranking')).body.data.state).toBe('none');
    await operator.post(`/api/admin/activities/${draft.body.data.id}/publish`);

    const visitor = await t.client().get<RankingContest>('/api/activity/ranking');
    expect(visitor.body.data).toMatchObject({
      state: 'running',
      name: '周年庆采购排位赛',
      places: 2,
      mine: null,
    });
    expect(visitor.body.data.ranking).toEqual([
      { place: 1, name: '北京**药房', amount: '3000.00', prize: 'iPad一台' },
      { place: 2, name: '上海**药房', amount: '1150.00', prize: '500元购物卡' },
    ]);

    // The third buyer is past the places but sees their own.
    const { client } = await signInBuyer(t, { phone: '13900000077' });
    const nobody = await client.get<RankingContest>('/api/activity/ranking');
    expect(nobody.body.data.mine).toBeNull();
    const login = t.client();
    await login.post('/api/user/login', { username: third.phone, password: third.password });
    const mine = await login.get<RankingContest>('/api/activity/ranking');
    expect(mine.body.data.mine).toEqual({ place: 3, name: '广州**药房', amount: '500.00', prize: null });
    expect(mine.body.data.ranking).toHaveLength(2);
  });

  it('refuses a bad definition with 422 and writes nothing', async () => {
    const watch = new WriteWatch(t.db);
    const cases: [ActivityBodyInput, string, string][] = [
      [
        contestBody({ definition: { places: 0, prizes: ['x'] } }),
        'definition.places',
        '上榜名次须为1至100之间的整数',
      ],
      [
        contestBody({ definition: { places: 1, prizes: ['a', 'b'] } }),
        'definition.prizes',
        '奖品数不能超过上榜名次',
      ],
      [contestBody({ definition: { places: 3, prizes: [] } }), 'definition.prizes', '至少填写第1名的奖品'],
    ];
    for (const [body, field, message] of cases) {
      await watch.mark();
      const answer = await operator.post('/api/admin/activities', body);
      expect([field, answer.status, answer.body.errors?.[field]]).toEqual([field, 422, [message]]);
      expect(await watch.changedTables()).toEqual([]);
    }
  });
});
