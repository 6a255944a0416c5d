import { setTimeout } from 'node:timers/promises';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminAfterSale,
  AdminAfterSaleList,
  OrderAfterSales,
} from '@yaocai/domain/contracts/after-sales';
import type { Dashboard } from '@yaocai/domain/contracts/admin';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { insertGoods, insertManufacturer, insertWarehouse } from '../testing/catalog-factories.ts';
import { shipWholeOrder, signInOperator } from '../testing/sign-in-operator.ts';
import { paidOrderOf } from '../testing/paid-order.ts';
import type { TestClient } from '../testing/test-client.ts';
import { WriteWatch } from '../testing/write-watch.ts';
import { pointsLedger } from '../modules/accounts/accounts.tables.ts';
import { afterSales } from '../modules/after-sales/after-sales.tables.ts';
import { getShopSettings, saveShopSettings } from '../modules/content/settings.service.ts';
import { messages } from '../modules/messages/messages.tables.ts';
import { balanceOf, creditOf } from '../modules/money/money.service.ts';
import { balanceLedger, creditBills } from '../modules/money/money.tables.ts';
import { auditLog } from '../modules/operators/operators.tables.ts';
import { orderLines, orders } from '../modules/orders/orders.tables.ts';
import { SandboxGateway } from '../modules/payments/sandbox-gateway.ts';
import { sandboxRefunds } from '../modules/payments/payments.tables.ts';
import { afterSaleRefundNumberOf } from './after-sale-refund.job.ts';

const SECRET = 'after-sales-test-sandbox-secret-32chars';
let t: TestApp;
let watch: WriteWatch;
let gateway: SandboxGateway;
const ids = {} as Record<'east' | 'cold' | 'tonic', number>;

beforeAll(async () => {
  t = await buildTestApp({ CART_CACHE_MS: '0', PAYMENT_SANDBOX_SECRET: SECRET });
  watch = new WriteWatch(t.db);
  gateway = new SandboxGateway(SECRET, { db: t.db });
  ids.east = await insertWarehouse(t.db, '华东一号仓');
  const maker = await insertManufacturer(t.db, '华康制药股份有限公司');
  const base = { manufacturerId: maker, businessScope: '中成药', stock: { [ids.east]: 10_000 } };
  // 3 × ¥10.00 and 2 × ¥25.00; with 满减 or coupons absent, each line's amount is its goods.
  ids.cold = await insertGoods(t.db, { ...base, name: '感冒灵颗粒', basePriceFen: 1_000 });
  ids.tonic = await insertGoods(t.db, { ...base, name: '补中益气丸', basePriceFen: 2_500 });
  await enableAfterSales(true);
});
afterAll(() => t.close());

async function enableAfterSales(on: boolean) {
  const { features } = await getShopSettings(t.db);
  await saveShopSettings(t.db, { features: { ...features, is_after_sale: on } }, t.app.caches);
}

type Method = 'balance' | 'credit' | 'online';

interface Bought {
  buyerId: number;
  client: TestClient;
  orderId: number;
  lines: { cold: number; tonic: number };
}

/** A buyer's paid order of 3 感冒灵颗粒 (¥30.00) and 2 补中益气丸 (¥50.00), shipped unless told not to. */
async function boughtOrder(method: Method = 'balance', ship = true): Promise<Bought> {
  const { buyerId, client, orderId } = await paidOrderOf(
    t,
    gateway,
    [
      { goods_id: ids.cold, number: 3 },
      { goods_id: ids.tonic, number: 2 },
    ],
    method,
  );
  if (ship) await shipWholeOrder(t, orderId);
  const bought = await t.db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
  const lineOf = (name: string) => bought.find((line) => line.name === name)!.id;
  return { buyerId, client, orderId, lines: { cold: lineOf('感冒灵颗粒'), tonic: lineOf('补中益气丸') } };
}

const ask = (bought: Bought, lines: { line_id: number; number: number }[], kind = 'refund') =>
  bought.client.post<OrderAfterSales>(`/api/order/${bought.orderId}/after_sales`, {
    kind,
    reason: '商品破损',
    description: '外箱压坏',
    lines,
  });

/** Runs `request` and answers the tables it changed. */
async function writesOf(request: () => Promise<unknown>): Promise<string[]> {
  await watch.mark();
  await request();
  return watch.changedTables();
}

const byLine = (lines: { line_id: number; number: number }[]) =>
  [...lines].sort((a, b) => a.line_id - b.line_id);

const messagesOf = async (userId: number) =>
  (await t.db.select().from(messages).where(eq(messages.userId, userId))).map((row) => row.title);

describe('a buyer asks for money back', () => {
  it('claims part of a shipped line, with its share of what was paid, and sees what is left', async () => {
    const bought = await boughtOrder();
    const asked = await ask(bought, [{ line_id: bought.lines.cold, number: 1 }]);
    expect([asked.status, asked.body.msg]).toEqual([200, '售后申请已提交，请等待商家审核']);
    expect(asked.body.data.open).toBe(true);
    expect(asked.body.data.list).toEqual([
      expect.objectContaining({
        kind: 'refund',
        status: 'pending',
        reason: '商品破损',
        description: '外箱压坏',
        amount: '10.00',
        lines: [
          {
            line_id: bought.lines.cold,
            name: '感冒灵颗粒',
            ypgg: expect.any(String),
            bzdw: expect.any(String),
            number: 1,
            amount: '10.00',
          },
        ],
      }),
    ]);
    expect(byLine(asked.body.data.claimable)).toEqual(
      byLine([
        { line_id: bought.lines.cold, number: 2 },
        { line_id: bought.lines.tonic, number: 2 },
      ]),
    );
  });

  it("refuses goods not yet shipped, more than was shipped, another order's lines and a closed shop, writing nothing", async () => {
    const unshipped = await boughtOrder('balance', false);
    const bought = await boughtOrder();
    await enableAfterSales(false);
    const closed = await ask(bought, [{ line_id: bought.lines.cold, number: 1 }]);
    await enableAfterSales(true);
    expect([closed.status, closed.body.msg]).toEqual([400, '本店暂未开通售后服务，请联系客服']);
    const cases: [() => Promise<{ status: number; body: { msg: string } }>, number, string][] = [
      [() => ask(unshipped, [{ line_id: unshipped.lines.cold, number: 1 }]), 400, '订单发货后才能申请售后'],
      [() => ask(bought, [{ line_id: bought.lines.cold, number: 4 }]), 400, '感冒灵颗粒最多可申请3盒'],
      [() => ask(bought, [{ line_id: unshipped.lines.cold, number: 1 }]), 400, '售后商品不属于该订单'],
      [
        () => ask({ ...bought, orderId: unshipped.orderId }, [{ line_id: unshipped.lines.cold, number: 1 }]),
        404,
        '订单不存在',
      ],
      [() => ask(bought, []), 422, '请选择售后商品'],
      [() => ask(bought, [{ line_id: bought.lines.cold, number: 0 }]), 422, '售后数量须为正整数'],
      [() => ask(bought, [{ line_id: bought.lines.cold, number: 1e20 }]), 422, '售后数量须为正整数'],
      [() => ask(bought, [{ line_id: bought.lines.cold, number: 1 }], 'swap'), 422, '请选择售后类型'],
      [
        () =>
          ask(bought, [
            { line_id: bought.lines.cold, number: 1 },
            { line_id: bought.lines.cold, number: 1 },
          ]),
        422,
        '同一明细只能填写一次',
      ],
    ];
    for (const [request, status, msg] of cases) {
      const written = await writesOf(async () => {
        const answer = await request();
        expect([answer.status, answer.body.msg]).toEqual([status, msg]);
      });
      expect(written).toEqual([]);
    }
  });

  it('closes claims 30 days after the buyer received the order', async () => {
    const bought = await boughtOrder();
    const received = await bought.client.post(`/api/order/${bought.orderId}/receive`);
    expect(received.status).toBe(200);
    const open = await bought.client.get<OrderAfterSales>(`/api/order/${bought.orderId}/after_sales`);
    expect([open.body.data.open, open.body.data.until]).toEqual([true, expect.any(String)]);
    await t.db
      .update(orders)
      .set({ completedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(orders.id, bought.orderId));
    const late = await ask(bought, [{ line_id: bought.lines.cold, number: 1 }]);
    expect([late.status, late.body.msg]).toEqual([400, '已超过售后期限（确认收货后30天内）']);
    const shown = await bought.client.get<OrderAfterSales>(`/api/order/${bought.orderId}/after_sales`);
    expect([shown.body.data.open, shown.body.data.closed_reason]).toEqual([
      false,
      '已超过售后期限（确认收货后30天内）',
    ]);
  });

  it('lets only one of two requests racing for the same units through', async () => {
    const bought = await boughtOrder();
    const answers = await Promise.all(
      [1, 2, 3].map(() => ask(bought, [{ line_id: bought.lines.tonic, number: 2 }])),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400]);
    const filed = await t.db.select().from(afterSales).where(eq(afterSales.orderId, bought.orderId));
    expect(filed).toHaveLength(1);
  });

  it("shows neither another buyer's order nor their requests", async () => {
    const mine = await boughtOrder();
    const theirs = await boughtOrder();
    await ask(theirs, [{ line_id: theirs.lines.cold, number: 1 }], 'return');
    const [request] = await t.db.select().from(afterSales).where(eq(afterSales.orderId, theirs.orderId));
    const read = await mine.client.get(`/api/order/${theirs.orderId}/after_sales`);
    expect([read.status, read.body.msg]).toEqual([404, '订单不存在']);
    const written = await writesOf(async () => {
      const parcel = await mine.client.post(`/api/after_sale/${request!.id}/return`, {
        carrier: '顺丰速运',
        tracking_no: 'SF1',
      });
      expect([parcel.status, parcel.body.msg]).toEqual([404, '售后单不存在']);
    });
    expect(written).toEqual([]);
  });
});

describe('the seller reviews', () => {
  async function requested(
    method: Method,
    kind = 'refund',
    lines?: (b: Bought) => { line_id: number; number: number }[],
  ) {
    const bought = await boughtOrder(method);
    const asked = await ask(
      bought,
      lines?.(bought) ?? [
        { line_id: bought.lines.cold, number: 1 },
        { line_id: bought.lines.tonic, number: 2 },
      ],
      kind,
    );
    if (asked.body.code !== 10000) throw new Error(asked.body.msg);
    return { bought, id: asked.body.data.list[0]!.id };
  }

  /** The order's points and what the refund took back: its share of them, by the amount refunded. */
  async function pointsTakenBack(buyerId: number, orderId: number, refundFen: number) {
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    const rows = await t.db
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, buyerId), eq(pointsLedger.memo, order!.orderNo)))
      .orderBy(pointsLedger.id);
    const earned = rows.find((row) => row.kind === '订单奖励')!.change;
    expect(earned).toBeGreaterThan(0);
    return {
      taken: rows.filter((row) => row.kind === '售后退款扣回').map((row) => row.change),
      share: -Math.floor((earned * refundFen) / order!.payableFen),
    };
  }

  it('approves a 仅退款 paid by balance: the money is back at once, with its ledger row, message and audit', async () => {
    const { client } = await signInOperator(t, ['orders.read', 'orders.refund']);
    const { bought, id } = await requested('balance');
    const before = await balanceOf(t.db, bought.buyerId);
    const approved = await client.post<AdminAfterSale>(`/api/admin/after-sales/${id}/approve`);
    expect([
      approved.status,
      approved.body.msg,
      approved.body.data.status,
      approved.body.data.amount,
    ]).toEqual([200, '已同意并退款', 'refunded', '60.00']);
    expect((await balanceOf(t.db, bought.buyerId)) - before).toBe(6_000);
    const ledger = await t.db
      .select()
      .from(balanceLedger)
      .where(and(eq(balanceLedger.userId, bought.buyerId), eq(balanceLedger.kind, '售后退款')));
    expect(ledger.map((row) => row.changeFen)).toEqual([6_000]);
    expect(await messagesOf(bought.buyerId)).toContain('售后退款已到账');
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(bought.orderId)));
    expect(audited.map((row) => row.action)).toContain('after_sale.approve');

    const points = await pointsTakenBack(bought.buyerId, bought.orderId, 6_000);
    expect(points.taken).toEqual([points.share]);

    const again = await client.post(`/api/admin/after-sales/${id}/approve`);
    expect([again.status, again.body.msg]).toEqual([400, '只有待审核的售后单可以审核']);
    expect((await balanceOf(t.db, bought.buyerId)) - before).toBe(6_000);
    expect((await pointsTakenBack(bought.buyerId, bought.orderId, 6_000)).taken).toEqual([points.share]);
  });

  it('refunds once when two operators approve at the same moment', async () => {
    const { client } = await signInOperator(t, ['orders.read', 'orders.refund']);
    const { bought, id } = await requested('balance');
    const before = await balanceOf(t.db, bought.buyerId);
    const answers = await Promise.all(
      [1, 2, 3].map(() => client.post(`/api/admin/after-sales/${id}/approve`)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400]);
    expect((await balanceOf(t.db, bought.buyerId)) - before).toBe(6_000);
  });

  it('gives the last units of a line what is left of its amount, so the shares add up', async () => {
    const { client } = await signInOperator(t, ['orders.read', 'orders.refund']);
    const bought = await boughtOrder('balance');
    // A line whose amount does not divide by its number: ¥30.00 less a ¥0.01 share of a discount.
    await t.db
      .update(orderLines)
      .set({ fullReductionShareFen: 1, amountFen: 2_999 })
      .where(eq(orderLines.id, bought.lines.cold));
    const first = await ask(bought, [{ line_id: bought.lines.cold, number: 1 }]);
    const rest = await ask(bought, [{ line_id: bought.lines.cold, number: 2 }]);
    expect([first.body.data.list[0]!.amount, rest.body.data.list[0]!.amount]).toEqual(['9.99', '20.00']);
    expect(byLine(rest.body.data.claimable)).toEqual(
      byLine([
        { line_id: bought.lines.cold, number: 0 },
        { line_id: bought.lines.tonic, number: 2 },
      ]),
    );
    // A rejected request gives its units back to be claimed again.
    const rejected = await client.post(`/api/admin/after-sales/${first.body.data.list[0]!.id}/reject`, {
      reason: '破损系运输后人为造成',
    });
    expect([rejected.status, rejected.body.msg]).toEqual([200, '已拒绝售后申请']);
    expect(await messagesOf(bought.buyerId)).toContain('售后申请未通过');
    const read = await bought.client.get<OrderAfterSales>(`/api/order/${bought.orderId}/after_sales`);
    expect(read.body.data.claimable).toContainEqual({ line_id: bought.lines.cold, number: 1 });
    expect(read.body.data.list.find((row) => row.status === 'rejected')?.reject_reason).toBe(
      '破损系运输后人为造成',
    );
  });

  it('takes a 仅退款 of a credit order off its unpaid bill and gives the credit back', async () => {
    const { client } = await signInOperator(t, ['orders.read', 'orders.refund']);
    const { bought, id } = await requested('credit');
    // ¥80.00 of goods and ¥15.00 freight; the freight is not given back.
    expect(await creditOf(t.db, bought.buyerId)).toMatchObject({ usedFen: 9_500 });
    await client.post(`/api/admin/after-sales/${id}/approve`);
    expect(await creditOf(t.db, bought.buyerId)).toMatchObject({ usedFen: 3_500 });
    const [bill] = await t.db.select().from(creditBills).where(eq(creditBills.orderId, bought.orderId));
    expect([bill!.amountFen, bill!.status]).toEqual([3_500, 'unpaid']);
  });

  it('has a 退货退款 wait for the goods: the buyer sends them back, then receiving them refunds', async () => {
    const { client } = await signInOperator(t, ['orders.read', 'orders.refund', 'dashboard.read']);
    const waiting = async () =>
      (await client.get<Dashboard>('/api/admin/dashboard')).body.data.after_sales_waiting;
    const waitingBefore = await waiting();
    const { bought, id } = await requested('balance', 'return');
    expect((await waiting()) - waitingBefore).toBe(1);
    const approved = await client.post<AdminAfterSale>(`/api/admin/after-sales/${id}/approve`);
    expect([approved.body.msg, approved.body.data.status]).toEqual(['已同意退货，等待买家寄回', 'returning']);
    expect(await messagesOf(bought.buyerId)).toContain('退货申请已通过');
    const before = await balanceOf(t.db, bought.buyerId);
    const parcel = await bought.client.post<OrderAfterSales>(`/api/after_sale/${id}/return`, {
      carrier: '顺丰速运',
      tracking_no: 'SF9988776655',
    });
    expect([parcel.body.msg, parcel.body.data.list[0]!.return_tracking_no]).toEqual([
      '退货物流已提交',
      'SF9988776655',
    ]);
    expect((await waiting()) - waitingBefore).toBe(1);
    const received = await client.post<AdminAfterSale>(`/api/admin/after-sales/${id}/receive`);
    expect([received.body.msg, received.body.data.status]).toEqual(['已确认收到退货并退款', 'refunded']);
    expect(await waiting()).toBe(waitingBefore);
    expect((await balanceOf(t.db, bought.buyerId)) - before).toBe(6_000);
    const late = await bought.client.post(`/api/after_sale/${id}/return`, {
      carrier: '顺丰速运',
      tracking_no: 'SF1',
    });
    expect([late.status, late.body.msg]).toEqual([400, '售后单当前无需寄回商品']);
  });

  it('refunds an online payment in part through the gateway, once, by a job', async () => {
    const { client } = await signInOperator(t, ['orders.read', 'orders.refund']);
    const { bought, id } = await requested('online');
    const approved = await client.post<AdminAfterSale>(`/api/admin/after-sales/${id}/approve`);
    expect(approved.body.data.status).toBe('refunding');
    for (let waited = 0; ; waited += 50) {
      const [row] = await t.db.select().from(afterSales).where(eq(afterSales.id, id));
      if (row!.status === 'refunded') break;
      if (waited > 20_000) throw new Error('the after-sale was not refunded');
      await setTimeout(50);
    }
    const refunds = await t.db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.refundNo, afterSaleRefundNumberOf(id)));
    expect(refunds.map((refund) => refund.amountFen)).toEqual([6_000]);
    const points = await pointsTakenBack(bought.buyerId, bought.orderId, 6_000);
    expect(points.taken).toEqual([points.share]);
    expect(await messagesOf(bought.buyerId)).toEqual(
      expect.arrayContaining(['售后申请已通过', '售后退款已到账']),
    );
  });

  it("lists requests by state with counts, and an order's own", async () => {
    const { client } = await signInOperator(t, ['orders.read']);
    const { bought, id } = await requested('balance');
    const pending = await client.get<AdminAfterSaleList>(
      '/api/admin/after-sales?status=pending&page_size=100',
    );
    expect(pending.body.data.list.map((row) => row.id)).toContain(id);
    expect(pending.body.data.total).toBe(pending.body.data.counts.pending);
    const ofOrder = await client.get<AdminAfterSaleList>(`/api/admin/after-sales?order_id=${bought.orderId}`);
    expect(ofOrder.body.data.list).toEqual([
      expect.objectContaining({
        id,
        order_id: bought.orderId,
        buyer_id: bought.buyerId,
        pay_method: 'balance',
        company: expect.any(String),
      }),
    ]);
    for (const bad of ['status=done', 'page=0', 'order_id=abc', 'page_size=1000']) {
      const answer = await client.get(`/api/admin/after-sales?${bad}`);
      expect(answer.status).toBe(422);
    }
    const missing = await client.get('/api/admin/after-sales/99999999');
    expect([missing.status, missing.body.msg]).toEqual([404, '售后单不存在']);
    const refused = await client.post(`/api/admin/after-sales/${id}/approve`);
    expect(refused.status).toBe(403);
  });
});
