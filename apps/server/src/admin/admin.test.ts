import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminBuyer,
  AdminBuyerDetail,
  AdminGoods,
  AdminOperator,
  AdminOrderDetail,
  AdminOrderList,
  AdminRole,
  AuditEntry,
  Dashboard,
  OperatorMe,
} from '@yaocai/domain/contracts/admin';
import type { Address } from '@yaocai/domain/contracts/address';
import type { UserState } from '@yaocai/domain/contracts/user';
import type { Paged } from '@yaocai/domain/contracts/wire';
import { chinaDayOf } from '@yaocai/domain/validation/dates';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { insertGoods, insertManufacturer, insertWarehouse } from '../testing/catalog-factories.ts';
import { insertBuyer } from '../testing/factories.ts';
import { deliveryAddressBody } from '../testing/order-fixtures.ts';
import { signInBuyer } from '../testing/sign-in.ts';
import { shipWholeOrder, signInOperator } from '../testing/sign-in-operator.ts';
import type { TestClient, TestResponse } from '../testing/test-client.ts';
import { WriteWatch } from '../testing/write-watch.ts';
import { accountManagers, users } from '../modules/accounts/accounts.tables.ts';
import { cartLines } from '../modules/cart/cart.tables.ts';
import { messages } from '../modules/messages/messages.tables.ts';
import { balanceOf, chargeCredit, creditBalanceBack, LEDGER_KIND } from '../modules/money/money.service.ts';
import { creditBills } from '../modules/money/money.tables.ts';
import { auditLog } from '../modules/operators/operators.tables.ts';
import { createOperator } from '../modules/operators/operators.service.ts';
import { invoices } from '../modules/invoices/invoices.tables.ts';
import { orders } from '../modules/orders/orders.tables.ts';
import { completeShippedBefore } from '../modules/orders/order-state.service.ts';

let t: TestApp;
let watch: WriteWatch;
const ids = {} as Record<'east' | 'west' | 'maker' | 'cold' | 'tonic', number>;

beforeAll(async () => {
  t = await buildTestApp({ CART_CACHE_MS: '0' });
  watch = new WriteWatch(t.db);
  ids.east = await insertWarehouse(t.db, '华东一号仓');
  ids.west = await insertWarehouse(t.db, '西南仓');
  ids.maker = await insertManufacturer(t.db, '华康制药股份有限公司');
  const base = { manufacturerId: ids.maker, businessScope: '中成药', stock: { [ids.east]: 1_000 } };
  ids.cold = await insertGoods(t.db, { ...base, name: '感冒灵颗粒', basePriceFen: 1_000 });
  ids.tonic = await insertGoods(t.db, { ...base, name: '补中益气丸', basePriceFen: 2_500 });
});
afterAll(() => t.close());

/** Runs `request` and answers what it wrote: the tables it changed. */
async function writesOf(request: () => Promise<unknown>): Promise<string[]> {
  await watch.mark();
  await request();
  return watch.changedTables();
}

const pathOf = (url: string) => url.replaceAll(/:[a-z_]+/g, '1');

describe('access to the console', () => {
  const consoleRoutes = () =>
    t.app.routeTable.filter(
      (route) =>
        route.url.startsWith('/api/admin/') &&
        !['HEAD', 'OPTIONS'].includes(route.method) &&
        route.url !== '/api/admin/session',
    );

  it('refuses every console call to a visitor and to a signed-in buyer, before reading its input', async () => {
    const { client: buyer } = await signInBuyer(t);
    const visitor = t.client('10.3.0.1');
    expect(consoleRoutes().length).toBeGreaterThanOrEqual(10);
    for (const route of consoleRoutes()) {
      for (const client of [visitor, buyer]) {
        const answer = await client.request(route.method as 'GET', pathOf(route.url), { bad: 'input' });
        expect([route.method, route.url, answer.status, answer.body.code]).toEqual([
          route.method,
          route.url,
          401,
          10001,
        ]);
      }
    }
  });

  it('refuses an operator every call their role does not allow, and changes nothing', async () => {
    const { client } = await signInOperator(t, []);
    for (const route of consoleRoutes().filter((route) => !route.url.startsWith('/api/admin/me'))) {
      const written = await writesOf(async () => {
        const answer = await client.request(route.method as 'GET', pathOf(route.url), {});
        expect([route.method, route.url, answer.status, answer.body.msg]).toEqual([
          route.method,
          route.url,
          403,
          '您没有此操作的权限',
        ]);
      });
      expect(written).toEqual([]);
    }
    const me = await client.get<OperatorMe>('/api/admin/me');
    expect([me.status, me.body.data.permissions]).toEqual([200, []]);
  });

  it('signs an operator in with their own cookie, and out again', async () => {
    const { operator } = await signInOperator(t, ['orders.read']);
    const client = t.client('10.3.0.2');
    const wrong = await client.post('/api/admin/session', { username: operator.username, password: 'nope' });
    expect([wrong.status, wrong.body.errors]).toEqual([422, { password: ['用户名或密码错误'] }]);
    const login = await client.post<OperatorMe>('/api/admin/session', {
      username: operator.username,
      password: operator.password,
    });
    expect(login.body.data).toMatchObject({ username: operator.username, permissions: ['orders.read'] });
    expect(client.cookie('admin_sid')).toBeDefined();
    expect(client.cookie('sid')).toBeUndefined();
    expect((await client.get('/api/admin/orders')).status).toBe(200);
    await client.delete('/api/admin/session');
    expect((await client.get('/api/admin/me')).status).toBe(401);
  });

  it('lets an operator change their password, which ends their other sessions', async () => {
    const { operator, client } = await signInOperator(t, []);
    const other = t.client('10.3.0.3');
    await other.post('/api/admin/session', { username: operator.username, password: operator.password });
    const wrong = await client.request('PUT', '/api/admin/me/password', {
      old_password: 'wrong123',
      password: 'newpass123',
    });
    expect([wrong.status, wrong.body.errors]).toEqual([422, { old_password: ['当前密码不正确'] }]);
    const changed = await client.request('PUT', '/api/admin/me/password', {
      old_password: operator.password,
      password: 'newpass123',
    });
    expect(changed.status).toBe(200);
    expect((await client.get('/api/admin/me')).status).toBe(200);
    expect((await other.get('/api/admin/me')).status).toBe(401);
    const fresh = t.client('10.3.0.4');
    const login = await fresh.post('/api/admin/session', {
      username: operator.username,
      password: 'newpass123',
    });
    expect(login.status).toBe(200);
  });
});

describe('buyer review', () => {
  it('approves a registration: the buyer sees prices, is told, and the change is audited', async () => {
    const { client: reviewer, operator } = await signInOperator(t, [
      'buyers.read',
      'buyers.review',
      'buyers.write',
      'audit.read',
    ]);
    const { buyer, client: buyerClient } = await signInBuyer(t, { status: 'pending', company: '仁心大药房' });
    expect((await buyerClient.get<UserState>('/api/user/base')).body.data.is_passed).toBe(0);
    await reviewer.put(`/api/admin/buyers/${buyer.id}/licences/business_licence`, {
      number: '91330100MA2A00001X',
      holder: '仁心大药房',
      images: ['/files/0123456789abcdef0123456789abcdef01234567.webp'],
    });

    const pending = await reviewer.get<Paged<AdminBuyer>>('/api/admin/buyers?status=pending&keywords=仁心');
    expect(pending.body.data.list.map((row) => [row.id, row.phone])).toEqual([[buyer.id, buyer.phone]]);

    const approved = await reviewer.post<AdminBuyer>(`/api/admin/buyers/${buyer.id}/approve`);
    expect([approved.body.msg, approved.body.data.status]).toEqual(['已通过审核', 'approved']);
    expect((await buyerClient.get<UserState>('/api/user/base')).body.data.is_passed).toBe(1);
    const told = await t.db.select().from(messages).where(eq(messages.userId, buyer.id));
    expect(told.map((message) => message.title)).toEqual(['资质审核已通过']);

    const audit = await reviewer.get<Paged<AuditEntry>>('/api/admin/audit?target_type=buyer');
    expect(audit.body.data.list[0]).toMatchObject({
      operator_id: operator.id,
      action: 'buyer.approve',
      target_id: String(buyer.id),
      before: { status: 'pending' },
      after: { status: 'approved' },
    });

    const again = await writesOf(async () => {
      const answer = await reviewer.post(`/api/admin/buyers/${buyer.id}/approve`);
      expect([answer.status, answer.body.msg]).toEqual([400, '该客户已是此状态']);
    });
    expect(again).toEqual([]);
  });

  it('rejects only with a reason, which the buyer is sent', async () => {
    const { client: reviewer } = await signInOperator(t, ['buyers.read', 'buyers.review']);
    const buyer = await insertBuyer(t.db, { status: 'pending' });
    for (const body of [
      {},
      { reason: '' },
      { reason: '   ' },
      { reason: 'x'.repeat(201) },
      { reason: 'a\u0000b' },
    ]) {
      const written = await writesOf(async () => {
        const answer = await reviewer.post(`/api/admin/buyers/${buyer.id}/reject`, body);
        expect(answer.status).toBe(422);
        expect(answer.body.errors?.reason?.[0]).toMatch(/驳回原因/);
      });
      expect(written).toEqual([]);
    }
    const rejected = await reviewer.post<AdminBuyer>(`/api/admin/buyers/${buyer.id}/reject`, {
      reason: '营业执照已过期',
    });
    expect(rejected.body.data.status).toBe('rejected');
    const [told] = await t.db.select().from(messages).where(eq(messages.userId, buyer.id));
    expect(told?.content).toContain('营业执照已过期');
  });

  it('lets only one of two operators approving the same buyer at once succeed', async () => {
    const { client: first } = await signInOperator(t, ['buyers.review']);
    const { client: second } = await signInOperator(t, ['buyers.review']);
    const buyer = await insertBuyer(t.db, { status: 'pending' });
    const override = { override: { reason: '纸质资质已核验' } };
    const answers = await Promise.all([
      first.post(`/api/admin/buyers/${buyer.id}/approve`, override),
      second.post(`/api/admin/buyers/${buyer.id}/approve`, override),
    ]);
    expect(answers.map((answer) => [answer.status, answer.body.msg]).sort()).toEqual([
      [200, '已通过审核'],
      [400, '该客户已是此状态'],
    ]);
    const late = await second.post(`/api/admin/buyers/${buyer.id}/reject`, { reason: '资料不全' });
    expect([late.status, late.body.msg]).toEqual([400, '该客户当前状态不能进行此操作']);
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(buyer.id)));
    expect(rows).toHaveLength(1);
    expect((await t.db.select().from(messages).where(eq(messages.userId, buyer.id))).length).toBe(1);
  });

  it('answers 404 for a buyer that does not exist and 422 for an id that cannot be one', async () => {
    const { client } = await signInOperator(t, ['buyers.read', 'buyers.review']);
    expect((await client.get('/api/admin/buyers/999999')).status).toBe(404);
    for (const id of ['0', '-1', '1.5', '99999999999', 'abc', '%00']) {
      expect((await client.post(`/api/admin/buyers/${id}/approve`)).status).toBe(422);
    }
  });
});

describe('shipping', () => {
  /** A paid order of 3 cold remedies and 2 tonics, with a plain invoice asked for. */
  async function paidOrder() {
    const { buyer, client } = await signInBuyer(t, { businessScopes: ['中成药'] });
    await client.post('/api/contract/sign', { agree: 1 });
    await client.post<Address>('/api/user/address', { ...deliveryAddressBody, is_default: 1 });
    await client.post('/api/cart', {
      data: [
        { goods_id: ids.cold, number: 3 },
        { goods_id: ids.tonic, number: 2 },
      ],
    });
    const lines = await t.db
      .select({ id: cartLines.id })
      .from(cartLines)
      .where(eq(cartLines.userId, buyer.id));
    const submitted = await client.post<{ id: number }>(
      '/api/order',
      { ids: lines.map((line) => line.id), invoice_type: 1 },
      { headers: { 'idempotency-key': `admin-ship-${buyer.id}` } },
    );
    if (submitted.body.code !== 10000) throw new Error(submitted.body.msg);
    await t.db.transaction((tx) => creditBalanceBack(tx, buyer.id, 100_000, LEDGER_KIND.topUp, 'test'));
    const paid = await client.post(`/api/order/${submitted.body.data.id}/pay`, { method: 'balance' });
    if (paid.body.code !== 10000) throw new Error(paid.body.msg);
    return { buyerId: buyer.id, buyerClient: client, orderId: submitted.body.data.id };
  }

  const batch = { batch_no: 'B2026A', produced_on: '2026-01-01', expires_on: '2028-12-31' };

  it('ships part of an order, then the rest; the buyer sees 部分发货, then 已发货, messages and an invoice', async () => {
    const { client } = await signInOperator(t, ['orders.read', 'orders.ship']);
    const { buyerId, buyerClient, orderId } = await paidOrder();
    const listed = await client.get<AdminOrderList>('/api/admin/orders?state=2');
    expect(listed.body.data.list.map((order) => order.id)).toContain(orderId);
    // The buyer's page lists their orders only.
    const theirs = await client.get<AdminOrderList>(`/api/admin/orders?buyer_id=${buyerId}`);
    expect([theirs.body.data.list.map((order) => order.id), theirs.body.data.counts['2']]).toEqual([
      [orderId],
      1,
    ]);
    const detail = (await client.get<AdminOrderDetail>(`/api/admin/orders/${orderId}`)).body.data;
    const cold = detail.lines.find((line) => line.name === '感冒灵颗粒');
    const tonic = detail.lines.find((line) => line.name === '补中益气丸');
    expect([cold?.number, tonic?.number]).toEqual([3, 2]);

    const first = await client.post<AdminOrderDetail>(`/api/admin/orders/${orderId}/ship`, {
      carrier: '顺丰速运',
      tracking_no: 'SF100',
      lines: [{ line_id: cold!.id, number: 2, ...batch }],
    });
    // Pieces are still owed: it stays 待发货, marked part-shipped.
    expect([first.body.data.status, first.body.data.part_shipped]).toEqual([2, true]);
    const shippedOf = (order: AdminOrderDetail) =>
      order.lines.map((line) => [line.name, line.shipped]).sort();
    expect(shippedOf(first.body.data)).toEqual([
      ['感冒灵颗粒', 2],
      ['补中益气丸', 0],
    ]);
    const buyerView = await buyerClient.get<{ status_label: string }>(`/api/order/${orderId}`);
    expect(buyerView.body.data.status_label).toBe('部分发货');
    expect(await t.db.select().from(invoices).where(eq(invoices.orderId, orderId))).toHaveLength(1);

    const second = await client.post<AdminOrderDetail>(`/api/admin/orders/${orderId}/ship`, {
      carrier: '京东物流',
      tracking_no: 'JD200',
      lines: [
        { line_id: cold!.id, number: 1, ...batch },
        {
          line_id: tonic!.id,
          number: 2,
          batch_no: 'T9',
          produced_on: '2025-06-01',
          expires_on: '2030-05-31',
        },
      ],
    });
    expect(shippedOf(second.body.data)).toEqual([
      ['感冒灵颗粒', 3],
      ['补中益气丸', 2],
    ]);
    expect(second.body.data.shipments.map((shipment) => shipment.lines.length)).toEqual([1, 2]);
    expect(second.body.data.shipments[1]?.lines[1]).toEqual({
      line_id: tonic!.id,
      number: 2,
      batch_no: 'T9',
      produced_on: '2025-06-01',
      expires_on: '2030-05-31',
    });
    // Each shipment is invoiced for what it carried; the freight goes on the first invoice.
    const [{ freightFen } = { freightFen: -1 }] = await t.db
      .select({ freightFen: orders.freightFen })
      .from(orders)
      .where(eq(orders.id, orderId));
    const issued = await t.db
      .select()
      .from(invoices)
      .where(eq(invoices.orderId, orderId))
      .orderBy(invoices.id);
    expect(issued.map((invoice) => [invoice.invoiceNo.split('-')[1], invoice.amountFen])).toEqual([
      ['1', 2_000 + freightFen],
      ['2', 6_000],
    ]);
    const told = await t.db.select().from(messages).where(eq(messages.userId, buyerId));
    expect(second.body.data.status).toBe(3);
    expect(told.map((message) => message.title)).toEqual(['订单已部分发货', '订单已发货']);
  });

  it('refuses what would ship more than was bought, lines of other orders, bad batches, and unpaid orders', async () => {
    const { client } = await signInOperator(t, ['orders.read', 'orders.ship']);
    const { orderId } = await paidOrder();
    const { orderId: otherId } = await paidOrder();
    const lineOf = async (id: number) =>
      (await client.get<AdminOrderDetail>(`/api/admin/orders/${id}`)).body.data.lines.find(
        (line) => line.name === '感冒灵颗粒',
      )!;
    const line = await lineOf(orderId);
    const otherLine = await lineOf(otherId);
    const ship = (lines: object[], extra: object = {}) =>
      client.post(`/api/admin/orders/${orderId}/ship`, {
        carrier: '顺丰速运',
        tracking_no: 'SF1',
        lines,
        ...extra,
      });
    const refusals: [object[], object, number, string][] = [
      [[{ line_id: line.id, number: 4, ...batch }], {}, 422, '发货数量超过未发数量（剩余3）'],
      [[{ line_id: otherLine.id, number: 1, ...batch }], {}, 422, '发货明细不属于该订单'],
      [
        [{ line_id: line.id, number: 1, ...batch, expires_on: '2025-01-01' }],
        {},
        422,
        '有效期须晚于生产日期',
      ],
      [[{ line_id: line.id, number: 0, ...batch }], {}, 422, '发货数量须为正整数'],
      [[], {}, 422, '请填写发货明细'],
      [
        [{ line_id: line.id, number: 1, ...batch }],
        { tracking_no: 'SF 1;drop' },
        422,
        '运单号只能包含字母、数字和横线',
      ],
      [[{ line_id: line.id, number: 1, ...batch, produced_on: '2026-02-30' }], {}, 422, '生产日期格式不正确'],
    ];
    for (const [lines, extra, status, message] of refusals) {
      const written = await writesOf(async () => {
        const answer = await ship(lines, extra);
        expect([answer.status, answer.body.msg]).toEqual([status, message]);
      });
      expect(written).toEqual([]);
    }
    const [unpaid] = await t.db
      .update(orders)
      .set({ status: 1, payMethod: null })
      .where(eq(orders.id, otherId))
      .returning({ id: orders.id });
    const refused = await client.post(`/api/admin/orders/${unpaid!.id}/ship`, {
      carrier: '顺丰速运',
      tracking_no: 'SF1',
      lines: [{ line_id: otherLine.id, number: 1, ...batch }],
    });
    expect([refused.status, refused.body.msg]).toEqual([400, '只有已付款的订单可以发货']);
  });

  it('never ships a line beyond what was bought, however many shipments race', async () => {
    const { client } = await signInOperator(t, ['orders.read', 'orders.ship']);
    const { orderId } = await paidOrder();
    const line = (await client.get<AdminOrderDetail>(`/api/admin/orders/${orderId}`)).body.data.lines[0]!;
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        client.post(`/api/admin/orders/${orderId}/ship`, {
          carrier: '顺丰速运',
          tracking_no: `SF${n}`,
          lines: [{ line_id: line.id, number: 2, ...batch }],
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const after = (await client.get<AdminOrderDetail>(`/api/admin/orders/${orderId}`)).body.data;
    expect(after.lines[0]?.shipped).toBe(2);
  });

  it('counts every order per state from counters that follow each insert, change and delete', async () => {
    const { client } = await signInOperator(t, ['orders.read', 'orders.ship']);
    const realCounts = async () => {
      const rows = await t.db
        .select({ status: orders.status, n: count() })
        .from(orders)
        .groupBy(orders.status);
      const counts: Record<string, number> = { '0': 0, '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
      for (const { status, n } of rows) {
        counts[String(status)] = n;
        counts['0']! += n;
      }
      return counts;
    };
    const listed = async () => (await client.get<AdminOrderList>('/api/admin/orders')).body.data;
    const { orderId } = await paidOrder();
    const { orderId: otherId } = await paidOrder();
    expect((await listed()).counts).toEqual(await realCounts());
    await shipWholeOrder(t, orderId);
    expect((await listed()).counts).toEqual(await realCounts());
    await t.db.update(orders).set({ status: 4 }).where(eq(orders.status, 3));
    await t.db.delete(invoices).where(eq(invoices.orderId, otherId));
    const [unpaid] = await t.db
      .update(orders)
      .set({ status: 1, payMethod: null })
      .where(eq(orders.id, otherId))
      .returning({ id: orders.id });
    expect(unpaid?.id).toBe(otherId);
    expect((await listed()).counts).toEqual(await realCounts());
    await t.db.delete(orders).where(eq(orders.id, otherId));
    const page = await listed();
    expect(page.counts).toEqual(await realCounts());
    expect(page.total).toBe(page.counts['0']);
  });

  it('completes a shipped order when its buyer confirms receipt, or days after shipping', async () => {
    const { buyerClient, orderId } = await paidOrder();
    const early = await buyerClient.post(`/api/order/${orderId}/receive`);
    expect([early.status, early.body.msg]).toEqual([400, '只有已发货的订单可以确认收货']);
    await shipWholeOrder(t, orderId);
    const { client: stranger } = await signInBuyer(t);
    expect((await stranger.post(`/api/order/${orderId}/receive`)).status).toBe(404);
    const received = await buyerClient.post<{ status_label: string }>(`/api/order/${orderId}/receive`);
    expect([received.body.msg, received.body.data.status_label]).toEqual(['已确认收货', '已完成']);
    expect((await buyerClient.post(`/api/order/${orderId}/receive`)).status).toBe(400);

    const { orderId: old } = await paidOrder();
    const { orderId: recent } = await paidOrder();
    await shipWholeOrder(t, old);
    await shipWholeOrder(t, recent);
    await t.db
      .update(orders)
      .set({ shippedAt: sql`now() - interval '11 days'` })
      .where(eq(orders.id, old));
    expect(await completeShippedBefore(t.db, 10)).toBe(1);
    const states = await t.db
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(inArray(orders.id, [old, recent]));
    expect(states.map((row) => [row.id, row.status]).sort()).toEqual(
      [
        [old, 4],
        [recent, 3],
      ].sort(),
    );
  });

  it('sums the paid, not cancelled, orders of a period for the dashboard, day by day', async () => {
    const { client } = await signInOperator(t, ['dashboard.read']);
    const today = chinaDayOf(new Date());
    const todayOnly = `/api/admin/dashboard?from=${today}&to=${today}`;
    const before = (await client.get<Dashboard>(todayOnly)).body.data;
    const { orderId, buyerId } = await paidOrder();
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    const after = (await client.get<Dashboard>(todayOnly)).body.data;
    expect(after.sales_fen - before.sales_fen).toBe(order!.payableFen);
    expect(after.orders - before.orders).toBe(1);
    expect(after.orders_to_ship - before.orders_to_ship).toBe(1);
    expect(after.daily).toHaveLength(1);
    expect(after.daily[0]!.sales_fen).toBe(after.sales_fen);
    expect(after.top_goods.map((row) => row.name)).toEqual(
      expect.arrayContaining(['感冒灵颗粒', '补中益气丸']),
    );
    const week = (await client.get<Dashboard>('/api/admin/dashboard')).body.data;
    expect([week.to, week.daily.length, week.daily.at(-1)?.day]).toEqual([today, 7, after.daily[0]!.day]);
    await t.db
      .update(orders)
      .set({ status: 5, cancelledAt: sql`now()` })
      .where(eq(orders.id, orderId));
    const cancelled = (await client.get<Dashboard>(todayOnly)).body.data;
    expect(cancelled.sales_fen).toBe(before.sales_fen);
    expect(cancelled.paying_buyers).toBe(before.paying_buyers);
    expect(buyerId).toBeGreaterThan(0);
    const bad = await client.get(`/api/admin/dashboard?from=${today}&to=2000-01-01`);
    expect([bad.status, bad.body.msg]).toEqual([422, '结束日期不能早于开始日期']);
  });

  it('cancels an unshipped order for the buyer, paying back the balance, and refuses a shipped one', async () => {
    const { client } = await signInOperator(t, ['orders.read', 'orders.refund']);
    const { buyerId, orderId } = await paidOrder();
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    const balance = () => balanceOf(t.db, buyerId);
    const before = await balance();
    await watchRefusal(() => client.post(`/api/admin/orders/${orderId}/cancel`, {}), 422, '请填写取消原因');
    await watchRefusal(
      () => client.post('/api/admin/orders/99999/cancel', { reason: '缺货' }),
      404,
      '订单不存在',
    );
    const cancelled = await client.post<AdminOrderDetail>(`/api/admin/orders/${orderId}/cancel`, {
      reason: '缺货',
    });
    expect([cancelled.status, cancelled.body.msg, cancelled.body.data.status]).toEqual([
      200,
      '订单已取消',
      5,
    ]);
    expect((await balance()) - before).toBe(order!.payableFen);
    const told = await t.db.select().from(messages).where(eq(messages.userId, buyerId));
    expect(told.map((message) => message.content).join()).toContain('已被商家取消，原因：缺货');
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(orderId)));
    expect(audited.map((row) => row.action)).toContain('order.cancel');

    const { orderId: shipped } = await paidOrder();
    await shipWholeOrder(t, shipped);
    await watchRefusal(
      () => client.post(`/api/admin/orders/${shipped}/cancel`, { reason: '缺货' }),
      400,
      '订单已发货，无法取消；如有问题请申请售后',
    );
  });

  it('finds orders by number, buyer company or goods name, with counts per state', async () => {
    const { client } = await signInOperator(t, ['orders.read']);
    const { orderId } = await paidOrder();
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    const [buyer] = await t.db.select().from(users).where(eq(users.id, order!.userId));
    for (const keywords of [order!.orderNo, buyer!.phone, '补中益气']) {
      const found = await client.get<AdminOrderList>(
        `/api/admin/orders?keywords=${encodeURIComponent(keywords)}`,
      );
      expect(found.body.data.list.map((row) => row.id)).toContain(orderId);
      expect(found.body.data.counts['0']).toBe(found.body.data.total);
    }
    const name = encodeURIComponent('补中益气');
    const toShip = await client.get<AdminOrderList>(`/api/admin/orders?keywords=${name}&state=2&page_size=1`);
    expect(toShip.body.data.list.map((row) => [row.id, row.status])).toEqual([[orderId, 2]]);
    expect(toShip.body.data.total).toBe(toShip.body.data.counts['2']);
    const shipped = await client.get<AdminOrderList>(`/api/admin/orders?keywords=${name}&state=3`);
    expect(shipped.body.data.list.map((row) => row.id)).not.toContain(orderId);
    const none = await client.get<AdminOrderList>('/api/admin/orders?keywords=%25');
    expect(none.body.data.total).toBe(0);
  });
});

describe('goods', () => {
  it('finds goods by pinyin initials and edits price, publish state and stock, audited', async () => {
    const { client, operator } = await signInOperator(t, ['goods.read', 'goods.write', 'audit.read']);
    const found = await client.get<Paged<AdminGoods>>('/api/admin/goods?keywords=gml');
    expect(found.body.data.list.map((row) => row.id)).toEqual([ids.cold]);

    const saved = await client.request<AdminGoods>('PATCH', `/api/admin/goods/${ids.cold}`, {
      price_fen: 1_230,
      on_sale: false,
      stock: [
        { warehouse_id: ids.east, stock: 40 },
        { warehouse_id: ids.west, stock: 7 },
      ],
    });
    expect(saved.body.data).toMatchObject({
      price: '12.30',
      price_fen: 1_230,
      on_sale: false,
      stock: [
        { warehouse_id: ids.east, warehouse: '华东一号仓', stock: 40 },
        { warehouse_id: ids.west, warehouse: '西南仓', stock: 7 },
      ],
    });
    const visitor = await t.client('10.3.0.9').get(`/api/goods/detail/${ids.cold}`);
    expect(visitor.status).toBe(404);

    const audit = await client.get<Paged<AuditEntry>>(`/api/admin/audit?operator_id=${operator.id}`);
    expect(audit.body.data.list[0]).toMatchObject({
      action: 'goods.update',
      target_type: 'goods',
      before: { price_fen: 1_000, on_sale: true },
      after: { price_fen: 1_230, on_sale: false },
    });
    await client.request('PATCH', `/api/admin/goods/${ids.cold}`, { on_sale: true });
  });

  it('refuses bad edits and changes nothing', async () => {
    const { client } = await signInOperator(t, ['goods.read', 'goods.write']);
    const refusals: [object, string][] = [
      [{}, '没有要修改的内容'],
      [{ price_fen: 0 }, '价格须为1分至100万元之间的整数分'],
      [{ price_fen: 12.3 }, '价格须为1分至100万元之间的整数分'],
      [{ price_fen: 1e12 }, '价格须为1分至100万元之间的整数分'],
      [{ price_fen: '1e3' }, '价格须为1分至100万元之间的整数分'],
      [{ on_sale: 'yes' }, '上架状态只能是true或false'],
      [{ stock: [{ warehouse_id: 999_999, stock: 1 }] }, '仓库999999不存在'],
      [{ stock: [{ warehouse_id: ids.east, stock: -1 }] }, '库存须为0至1000万之间的整数'],
      [
        {
          stock: [
            { warehouse_id: ids.east, stock: 1 },
            { warehouse_id: ids.east, stock: 2 },
          ],
        },
        '同一仓库只能填写一次',
      ],
    ];
    for (const [body, message] of refusals) {
      const written = await writesOf(async () => {
        const answer = await client.request('PATCH', `/api/admin/goods/${ids.tonic}`, body);
        expect([answer.status, answer.body.msg]).toEqual([422, message]);
      });
      expect(written).toEqual([]);
    }
    expect((await client.request('PATCH', '/api/admin/goods/999999', { price_fen: 100 })).status).toBe(404);
  });

  it('edits several goods at once, each audited, and all or none', async () => {
    const { client } = await signInOperator(t, ['goods.read', 'goods.write']);
    const priceOf = async (id: number) =>
      (await client.get<AdminGoods>(`/api/admin/goods/${id}`)).body.data.price_fen;
    const auditedBefore = (await t.db.select({ n: count() }).from(auditLog))[0]!.n;
    const saved = await client.request<AdminGoods[]>('PATCH', '/api/admin/goods', {
      changes: [
        { id: ids.tonic, price_fen: 2_700, stock: [{ warehouse_id: ids.east, stock: 900 }] },
        { id: ids.cold, on_sale: true, price_fen: 1_100 },
      ],
    });
    expect([saved.status, saved.body.msg]).toEqual([200, '已保存2个商品']);
    expect(saved.body.data.map((row) => [row.id, row.price_fen])).toEqual(
      [
        [ids.cold, 1_100],
        [ids.tonic, 2_700],
      ].sort((a, b) => a[0]! - b[0]!),
    );
    expect((await t.db.select({ n: count() }).from(auditLog))[0]!.n - auditedBefore).toBe(2);

    const refusals: [object, number, string][] = [
      [{ changes: [] }, 422, '没有要修改的内容'],
      [{ changes: [{ id: ids.cold }] }, 422, '没有要修改的内容'],
      [{ changes: [{ id: ids.cold, price_fen: 0 }] }, 422, '价格须为1分至100万元之间的整数分'],
      [
        {
          changes: [
            { id: ids.cold, price_fen: 100 },
            { id: ids.cold, price_fen: 200 },
          ],
        },
        422,
        '同一商品只能填写一次',
      ],
      [
        { changes: Array.from({ length: 101 }, (_, n) => ({ id: n + 1, price_fen: 100 })) },
        422,
        '一次最多修改100个商品',
      ],
      // The first goods exists and would change: the missing second one undoes it.
      [
        {
          changes: [
            { id: ids.cold, price_fen: 1 },
            { id: 999_999, price_fen: 100 },
          ],
        },
        404,
        '商品999999不存在',
      ],
      [
        {
          changes: [
            { id: ids.cold, price_fen: 1 },
            { id: ids.tonic, stock: [{ warehouse_id: 999_999, stock: 1 }] },
          ],
        },
        422,
        '仓库999999不存在',
      ],
    ];
    for (const [body, status, message] of refusals) {
      const written = await writesOf(async () => {
        const answer = await client.request('PATCH', '/api/admin/goods', body);
        expect([answer.status, answer.body.msg]).toEqual([status, message]);
      });
      expect(written).toEqual([]);
    }
    expect(await priceOf(ids.cold)).toBe(1_100);
  });
});

describe('the audit log', () => {
  it('cannot be changed or deleted, even by the database user', async () => {
    const { client } = await signInOperator(t, ['goods.write']);
    await client.request('PATCH', `/api/admin/goods/${ids.tonic}`, { price_fen: 2_600 });
    await expect(t.db.execute(sql`update audit_log set action = 'nothing'`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    const [{ n }] = [...(await t.db.select({ n: count() }).from(auditLog))] as [{ n: number }];
    expect(n).toBeGreaterThan(0);
  });
});

describe("a buyer's money, manager and business scope", () => {
  const detailOf = async (client: TestClient, id: number) =>
    (await client.get<AdminBuyerDetail>(`/api/admin/buyers/${id}`)).body.data;

  it('adjusts the balance with a reason, never below zero, told to the buyer and audited', async () => {
    const { client } = await signInOperator(t, ['buyers.read', 'finance.adjust']);
    const { buyer } = await signInBuyer(t);
    const added = await client.post<AdminBuyerDetail>(`/api/admin/buyers/${buyer.id}/balance`, {
      change_fen: 10_000,
      reason: '线下转账充值',
    });
    expect([added.status, added.body.msg, added.body.data.balance]).toEqual([200, '余额已调整', '100.00']);
    await watchRefusal(
      () => client.post(`/api/admin/buyers/${buyer.id}/balance`, { change_fen: -10_001, reason: '扣款' }),
      422,
      '余额不足：当前余额¥100.00，调整后不能为负',
    );
    for (const [body, message] of [
      [{ change_fen: 0, reason: 'x' }, '调整金额不能为0'],
      [{ change_fen: 100_000_001, reason: 'x' }, '调整金额须为-100万元至100万元之间的整数分'],
      [{ change_fen: 1.5, reason: 'x' }, '调整金额须为-100万元至100万元之间的整数分'],
      [{ change_fen: 100 }, '请填写调整原因'],
    ] as const) {
      await watchRefusal(() => client.post(`/api/admin/buyers/${buyer.id}/balance`, body), 422, message);
    }
    // Five operators take ¥30 at once from ¥100: three can, and the balance never goes below zero.
    const takes = await Promise.all(
      [1, 2, 3, 4, 5].map(() =>
        client.post(`/api/admin/buyers/${buyer.id}/balance`, { change_fen: -3_000, reason: '冲正' }),
      ),
    );
    expect(takes.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 422, 422]);
    expect((await detailOf(client, buyer.id)).balance_fen).toBe(1_000);
    const told = await t.db.select().from(messages).where(eq(messages.userId, buyer.id));
    expect(told.filter((message) => message.title === '账户余额变动')).toHaveLength(4);
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(buyer.id)));
    expect(audited.filter((row) => row.action === 'buyer.balance')).toHaveLength(4);
  });

  it('sets the credit line and its term, never below what is in use', async () => {
    const { client } = await signInOperator(t, ['buyers.read', 'finance.adjust']);
    const { buyer } = await signInBuyer(t);
    expect((await detailOf(client, buyer.id)).credit).toBeNull();
    const set = await client.put<AdminBuyerDetail>(`/api/admin/buyers/${buyer.id}/credit`, {
      limit_fen: 500_000,
      term_days: 45,
      reason: '年度授信',
    });
    expect(set.body.data.credit).toEqual({
      limit: '5000.00',
      limit_fen: 500_000,
      used: '0.00',
      used_fen: 0,
      term_days: 45,
    });
    await t.db.transaction((tx) => chargeCredit(tx, buyer.id, 200_000, { id: 1, orderNo: 'T1' }));
    const [bill] = await t.db.select().from(creditBills).where(eq(creditBills.userId, buyer.id));
    const days = (bill!.dueAt.getTime() - bill!.createdAt.getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(45);
    await watchRefusal(
      () =>
        client.put(`/api/admin/buyers/${buyer.id}/credit`, {
          limit_fen: 100_000,
          term_days: 30,
          reason: '下调',
        }),
      422,
      '授信额度不能低于已用额度¥2000.00',
    );
    await watchRefusal(
      () => client.put(`/api/admin/buyers/${buyer.id}/credit`, { limit_fen: 1, term_days: 0, reason: 'x' }),
      422,
      '账期须为1至365天',
    );
  });

  it('assigns the account manager the buyer sees, and the business scope from the catalogue', async () => {
    const { client } = await signInOperator(t, ['buyers.read', 'buyers.write']);
    const { buyer, client: buyerClient } = await signInBuyer(t, { businessScopes: [] });
    const [manager] = await t.db
      .insert(accountManagers)
      .values({ name: '周经理', phone: '13900009999' })
      .returning({ id: accountManagers.id });
    const managers = await client.get<{ id: number }[]>('/api/admin/managers');
    expect(managers.body.data.map((row) => row.id)).toContain(manager!.id);
    expect((await client.get<string[]>('/api/admin/business-scopes')).body.data).toContain('中成药');
    const saved = await client.put<AdminBuyerDetail>(`/api/admin/buyers/${buyer.id}/profile`, {
      manager_id: manager!.id,
      business_scopes: ['中成药'],
    });
    expect([saved.body.data.manager?.name, saved.body.data.business_scopes]).toEqual(['周经理', ['中成药']]);
    const state = await buyerClient.get<UserState>('/api/user/base');
    expect(state.body.data.admin?.name).toBe('周经理');
    await watchRefusal(
      () => client.put(`/api/admin/buyers/${buyer.id}/profile`, { manager_id: 99_999, business_scopes: [] }),
      422,
      '客户经理不存在',
    );
    await watchRefusal(
      () =>
        client.put(`/api/admin/buyers/${buyer.id}/profile`, { manager_id: null, business_scopes: ['火箭'] }),
      422,
      '经营范围「火箭」不存在',
    );
    await watchRefusal(
      () => client.put(`/api/admin/buyers/99999/profile`, { manager_id: null, business_scopes: [] }),
      404,
      '客户不存在',
    );
  });
});

describe('finding buyers', () => {
  it('filters the list by region, customer type, account manager and the days they registered', async () => {
    const { client } = await signInOperator(t, ['buyers.read', 'buyers.write']);
    const [manager] = await t.db
      .insert(accountManagers)
      .values({ name: '钱经理', phone: '13900008888' })
      .returning({ id: accountManagers.id });
    const zhejiang = await insertBuyer(t.db, { company: '西湖连锁药房' });
    const sichuan = await insertBuyer(t.db, { company: '锦江诊所' });
    await client.put(`/api/admin/buyers/${zhejiang.id}/profile`, {
      manager_id: manager!.id,
      business_scopes: [],
      customer_type: 'chain',
      region: '浙江',
    });
    await client.put(`/api/admin/buyers/${sichuan.id}/profile`, {
      manager_id: null,
      business_scopes: [],
      customer_type: 'clinic',
      region: '四川',
    });
    await t.db
      .update(users)
      .set({ createdAt: new Date('2026-03-10T02:00:00Z') })
      .where(eq(users.id, sichuan.id));
    const companies = async (query: string) =>
      (await client.get<Paged<AdminBuyer>>(`/api/admin/buyers?${query}`)).body.data.list.map(
        (row) => row.company,
      );

    expect(await companies(`region=${encodeURIComponent('浙江')}`)).toEqual(['西湖连锁药房']);
    expect(await companies('customer_type=clinic')).toEqual(['锦江诊所']);
    expect(await companies(`manager_id=${manager!.id}`)).toEqual(['西湖连锁药房']);
    expect(await companies('manager_id=0&customer_type=clinic')).toEqual(['锦江诊所']);
    // Registered that day in China: 10:00 on 2026-03-10.
    expect(await companies('registered_from=2026-03-10&registered_to=2026-03-10')).toEqual(['锦江诊所']);
    expect(await companies('registered_from=2026-03-11&customer_type=clinic')).toEqual([]);
    const listed = await client.get<Paged<AdminBuyer>>(
      `/api/admin/buyers?region=${encodeURIComponent('浙江')}`,
    );
    expect(listed.body.data.list[0]).toMatchObject({
      customer_type: 'chain',
      region: '浙江',
      manager_id: manager!.id,
    });

    const backwards = await client.get(
      '/api/admin/buyers?registered_from=2026-03-11&registered_to=2026-03-10',
    );
    expect([backwards.status, backwards.body.errors]).toEqual([
      422,
      { registered_to: ['结束日期不能早于开始日期'] },
    ]);
    const unknown = await client.get(`/api/admin/buyers?region=${encodeURIComponent('火星')}`);
    expect([unknown.status, unknown.body.errors]).toEqual([422, { region: ['所在地区不正确'] }]);
    await watchRefusal(
      () =>
        client.put(`/api/admin/buyers/${zhejiang.id}/profile`, {
          manager_id: null,
          business_scopes: [],
          customer_type: 'spaceport',
        }),
      422,
      '客户类型不正确',
    );
  });
});

/** Sends a request that must be refused with `status` and `message`, and checks that it wrote nothing. */
async function watchRefusal(request: () => Promise<TestResponse>, status: number, message: string) {
  const written = await writesOf(async () => {
    const answer = await request();
    expect([answer.status, answer.body.msg]).toEqual([status, message]);
  });
  expect(written).toEqual([]);
}

describe('operators and roles', () => {
  it('makes a role of permission codes and an operator with it, who can do only that', async () => {
    const { client } = await signInOperator(t, ['operators.manage', 'orders.read', 'orders.ship']);
    const roles = await client.post<AdminRole[]>('/api/admin/roles', {
      name: '仓库发货',
      permissions: ['orders.read', 'orders.ship', 'orders.read'],
    });
    const role = roles.body.data.find((row) => row.name === '仓库发货')!;
    expect(role.permissions).toEqual(['orders.read', 'orders.ship']);
    await watchRefusal(
      () => client.post('/api/admin/roles', { name: '仓库发货', permissions: [] }),
      422,
      '该角色名称已存在',
    );
    await watchRefusal(
      () => client.post('/api/admin/roles', { name: '新角色', permissions: ['root'] }),
      422,
      '权限不正确',
    );
    const made = await client.post<AdminOperator[]>('/api/admin/operators', {
      username: 'cangku1',
      name: '仓管小李',
      password: 'Ware2026',
      role_id: role.id,
    });
    const operator = made.body.data.find((row) => row.username === 'cangku1')!;
    expect([operator.role, operator.active]).toEqual(['仓库发货', true]);
    await watchRefusal(
      () =>
        client.post('/api/admin/operators', {
          username: 'cangku1',
          name: '甲',
          password: 'Ware2026',
          role_id: role.id,
        }),
      422,
      '该用户名已存在',
    );
    await watchRefusal(
      () =>
        client.post('/api/admin/operators', {
          username: 'x2',
          name: '甲',
          password: 'Ware2026',
          role_id: 99_999,
        }),
      422,
      '角色不存在',
    );

    const warehouse = t.client('10.9.0.1');
    await warehouse.post('/api/admin/session', { username: 'cangku1', password: 'Ware2026' });
    const me = await warehouse.get<OperatorMe>('/api/admin/me');
    expect(me.body.data.permissions.toSorted()).toEqual(['orders.read', 'orders.ship']);
    expect((await warehouse.get('/api/admin/buyers')).status).toBe(403);

    await client.put(`/api/admin/roles/${role.id}`, { name: '仓库发货', permissions: ['orders.read'] });
    expect((await warehouse.get<OperatorMe>('/api/admin/me')).body.data.permissions).toEqual(['orders.read']);

    await client.put(`/api/admin/operators/${operator.id}`, {
      name: '仓管小李',
      role_id: role.id,
      active: false,
    });
    expect((await warehouse.get('/api/admin/me')).status).toBe(401);
    const again = await t
      .client('10.9.0.2')
      .post('/api/admin/session', { username: 'cangku1', password: 'Ware2026' });
    expect([again.status, again.body.msg]).toEqual([422, '该账号已停用，请联系管理员']);
  });

  it('keeps the superuser role whole, and answers 404 for an operator that does not exist', async () => {
    // Refusals of what an operator may not grant, or do to itself, are in operator-grants.test.ts.
    const { client } = await signInOperator(t);
    await createOperator(t.db, { username: 'root1', password: 'Root2026', name: '店长' });
    const superuser = (await client.get<AdminRole[]>('/api/admin/roles')).body.data.find(
      (row) => row.is_superuser,
    )!;
    await watchRefusal(
      () =>
        client.put(`/api/admin/roles/${superuser.id}`, {
          name: superuser.name,
          permissions: ['buyers.read'],
        }),
      422,
      '超级管理员拥有全部权限，不能修改',
    );
    const role = (await client.get<AdminRole[]>('/api/admin/roles')).body.data[0]!;
    await watchRefusal(
      () => client.put('/api/admin/operators/99999', { name: '甲', role_id: role.id, active: true }),
      404,
      '操作员不存在',
    );
  });
});
