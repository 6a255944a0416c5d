import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreditState, MoneyConfig, Recharge, Repayment } from '@yaocai/domain/contracts/money';
import type { RepaymentRecord } from '@yaocai/domain/contracts/money-responses';
import type { Paged } from '@yaocai/domain/contracts/wire';
import type { MoneyLogEntry } from '@yaocai/domain/contracts/money';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { signInBuyer } from '../testing/sign-in.ts';
import { signInOperator } from '../testing/sign-in-operator.ts';
import type { TestClient } from '../testing/test-client.ts';
import { WriteWatch } from '../testing/write-watch.ts';
import { chargeCredit } from '../modules/money/money.service.ts';
import {
  balanceLedger,
  balances,
  creditBills,
  creditLines,
  creditRepayments,
  rechargeOffers,
  recharges,
} from '../modules/money/money.tables.ts';
import { payments } from '../modules/payments/payments.tables.ts';
import { SandboxGateway } from '../modules/payments/sandbox-gateway.ts';

const SECRET = 'money-test-sandbox-secret-of-32-chars';
let t: TestApp;
let gateway: SandboxGateway;
let keys = 0;
const newKey = () => `money-key-${process.pid}-${++keys}`;

interface Buyer {
  id: number;
  client: TestClient;
}

beforeAll(async () => {
  t = await buildTestApp({ PAYMENT_SANDBOX_SECRET: SECRET });
  gateway = new SandboxGateway(SECRET, { db: t.db });
  await t.db.insert(rechargeOffers).values([
    { amountFen: 500_000, bonusFen: 10_000 },
    { amountFen: 100_000, bonusFen: 0 },
    { amountFen: 1_000_000, bonusFen: 30_000 },
  ]);
});
afterAll(() => t.close());

async function newBuyer(): Promise<Buyer> {
  const { buyer, client } = await signInBuyer(t);
  return { id: buyer.id, client };
}

const balanceFen = async (userId: number) =>
  (await t.db.select().from(balances).where(eq(balances.userId, userId)))[0]?.amountFen ?? 0;

const recharge = (buyer: Buyer, amount: unknown, key: string | null = newKey()) =>
  buyer.client.post<Recharge>(
    '/api/cash_coupon/userRecharge',
    { amount },
    { headers: key ? { 'Idempotency-Key': key } : {} },
  );

const paymentIdIn = (payUrl: string) => Number(/sandbox\/(\d+)/.exec(payUrl)![1]);

/** The gateway's notify for a cashier link, delivered `times` times at once, as gateways do. */
async function notifyPaid(payUrl: string, times = 1) {
  const amountFen = Number(new URL(payUrl, 'http://shop').searchParams.get('amount_fen'));
  const notify = gateway.notifyFor(paymentIdIn(payUrl), amountFen);
  const answers = await Promise.all(
    Array.from({ length: times }, () =>
      t.app.inject({ method: 'POST', url: '/api/pay/notify/sandbox', payload: notify }),
    ),
  );
  return answers.map((answer) => answer.body);
}

describe('recharging the balance', () => {
  it('offers the recharge amounts smallest first, with their bonuses, to signed-in buyers', async () => {
    const buyer = await newBuyer();
    const config = await buyer.client.get<MoneyConfig>('/api/moneys/moneyConfig');
    expect(config.body.data).toEqual({
      offers: [
        { amount: '1000.00', bonus: '0.00' },
        { amount: '5000.00', bonus: '100.00' },
        { amount: '10000.00', bonus: '300.00' },
      ],
      min: 100,
      max: 500_000,
    });
    expect((await t.client().get('/api/moneys/moneyConfig')).status).toBe(401);
  });

  it('credits the amount and the bonus of the largest offer reached once, however often the notify comes', async () => {
    const buyer = await newBuyer();
    const opened = await recharge(buyer, 6000);
    expect(opened.body.msg).toBe('请在支付页面完成付款');
    expect(opened.body.data).toMatchObject({ amount: '6000.00', bonus: '100.00', status: 'pending' });
    const payUrl = opened.body.data.pay_url!;
    expect(payUrl).toMatch(/^\/api\/pay\/sandbox\/\d+\?.*return_url=%2Fuser%2Fbalance%3Frecharge%3D\d+/);
    expect(await balanceFen(buyer.id)).toBe(0);

    expect(await notifyPaid(payUrl, 3)).toEqual(['success', 'success', 'success']);
    expect(await balanceFen(buyer.id)).toBe(610_000);
    const log = await buyer.client.get<Paged<MoneyLogEntry>>('/api/user/user_money_log?use_type=1');
    expect(log.body.data.list.map((row) => [row.kind, row.change, row.balance_after])).toEqual([
      ['充值赠送', '100.00', '6100.00'],
      ['充值', '6000.00', '6000.00'],
    ]);
    const [row] = await t.db.select().from(recharges).where(eq(recharges.userId, buyer.id));
    expect(row).toMatchObject({ status: 'paid', amountFen: 600_000, bonusFen: 10_000 });
  });

  it('gives the same recharge and cashier for the same key, and one recharge per key under races', async () => {
    const buyer = await newBuyer();
    const key = newKey();
    const answers = await Promise.all([recharge(buyer, 1000, key), recharge(buyer, 1000, key)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers[0]!.body.data.id).toBe(answers[1]!.body.data.id);
    expect(answers[0]!.body.data.pay_url).toBe(answers[1]!.body.data.pay_url);
    const again = await recharge(buyer, 1000, key);
    expect(again.body.data.pay_url).toBe(answers[0]!.body.data.pay_url);
    const opened = await t.db
      .select()
      .from(payments)
      .where(eq(payments.rechargeId, answers[0]!.body.data.id));
    expect(opened).toHaveLength(1);

    const id = again.body.data.id;
    const check = () => buyer.client.get<Recharge>(`/api/cash_coupon/userRecharge/${id}`);
    expect((await check()).body.data).toMatchObject({ status: 'pending', pay_url: again.body.data.pay_url });
    const stranger = await newBuyer();
    expect((await stranger.client.get(`/api/cash_coupon/userRecharge/${id}`)).body).toMatchObject({
      msg: '充值单不存在',
    });
    expect((await buyer.client.get('/api/cash_coupon/userRecharge/0')).status).toBe(422);

    await notifyPaid(again.body.data.pay_url!);
    expect((await check()).body.data).toMatchObject({ status: 'paid', pay_url: null });
    const paid = await recharge(buyer, 1000, key);
    expect(paid.body.data).toMatchObject({ status: 'paid', pay_url: null });
    expect(await balanceFen(buyer.id)).toBe(100_000);
  });

  it('refuses the key reused for another amount (409, writing nothing), unless stored before amounts were hashed', async () => {
    const buyer = await newBuyer();
    const key = newKey();
    const opened = await recharge(buyer, 1000, key);
    const watch = new WriteWatch(t.db);
    await watch.mark();
    const refused = await recharge(buyer, 2000, key);
    expect([refused.status, refused.body]).toEqual([
      409,
      { code: 409, msg: '该请求标识（Idempotency-Key）已用于另一笔不同的充值，请勿重复使用', data: null },
    ]);
    expect(await watch.changedTables()).toEqual([]);
    expect((await recharge(buyer, 1000, key)).body.data).toEqual(opened.body.data);

    await t.db.update(recharges).set({ requestHash: null }).where(eq(recharges.id, opened.body.data.id));
    expect((await recharge(buyer, 2000, key)).body.data).toEqual(opened.body.data);
  });

  it('refuses amounts out of range or not whole yuan, and a missing key, writing nothing', async () => {
    const buyer = await newBuyer();
    const watch = new WriteWatch(t.db);
    await watch.mark();
    for (const amount of [99, 500_001, '1e3', -100, 100.5, '', 'abc', null, [1000], 2 ** 60]) {
      const refused = await recharge(buyer, amount);
      expect([refused.status, refused.body.msg]).toEqual([422, '充值金额须为 100 到 500000 元的整数']);
    }
    const keyless = await recharge(buyer, 1000, null);
    expect(keyless.status).toBe(422);
    expect(await watch.changedTables()).toEqual([]);
    expect((await t.client().post('/api/cash_coupon/userRecharge', { amount: 1000 })).status).toBe(401);
  });
});

describe('repaying credit bills', () => {
  const DAY = 86_400_000;

  /** A credit line with unpaid bills of these amounts, as credit payments leave them. */
  async function buyerWithBills(amounts: number[], dueInDays = 30) {
    const buyer = await newBuyer();
    const used = amounts.reduce((sum, fen) => sum + fen, 0);
    await t.db.insert(creditLines).values({ userId: buyer.id, limitFen: 1_000_000, usedFen: used });
    const bills = await t.db
      .insert(creditBills)
      .values(
        amounts.map((amountFen, index) => ({
          userId: buyer.id,
          orderId: 900_000 + index,
          orderNo: `ZQ${buyer.id}-${index}`,
          amountFen,
          dueAt: new Date(Date.now() + dueInDays * DAY),
        })),
      )
      .returning({ id: creditBills.id });
    return { ...buyer, billIds: bills.map((bill) => bill.id) };
  }

  const create = (buyer: Buyer, billIds: unknown, key = newKey()) =>
    buyer.client.post<Repayment>(
      '/api/pay/user_credit_create',
      { bill_ids: billIds },
      { headers: { 'Idempotency-Key': key } },
    );
  const pay = (buyer: Buyer, id: unknown, method: string) =>
    buyer.client.post<Repayment>('/api/pay/user_credit_pay', { id, method });
  const credit = async (buyer: Buyer) =>
    (await buyer.client.get<CreditState>('/api/user/user_credit')).body.data;
  const statusOf = async (billIds: number[]) =>
    (
      await t.db
        .select({ status: creditBills.status })
        .from(creditBills)
        .where(inArray(creditBills.id, billIds))
        .orderBy(creditBills.id)
    ).map((bill) => bill.status);

  it('repays the chosen bills from the balance: credit comes back, the balance goes down, once', async () => {
    const buyer = await buyerWithBills([30_000, 20_000, 5_000]);
    await t.db.insert(balances).values({ userId: buyer.id, amountFen: 60_000 });
    const created = await create(buyer, [buyer.billIds[0], buyer.billIds[1]]);
    expect(created.body.data).toMatchObject({ amount: '500.00', status: 'pending', pay_url: null });
    const id = created.body.data.id;

    const tries = await Promise.all([pay(buyer, id, 'balance'), pay(buyer, id, 'balance')]);
    expect(tries.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(tries.map((answer) => answer.body.msg).sort()).toEqual(
      ['还款成功', '该还款单已完成，请勿重复支付'].sort(),
    );
    expect(await balanceFen(buyer.id)).toBe(10_000);
    expect(await statusOf(buyer.billIds)).toEqual(['repaid', 'repaid', 'unpaid']);
    expect(await credit(buyer)).toMatchObject({ used: '50.00', unpaid: '50.00', overdue: '0.00' });
    const ledger = await t.db.select().from(balanceLedger).where(eq(balanceLedger.userId, buyer.id));
    expect(ledger.map((row) => [row.kind, row.changeFen])).toEqual([['账期还款', -50_000]]);
  });

  it('refuses a balance that does not cover the repayment, changing nothing', async () => {
    const buyer = await buyerWithBills([30_000]);
    await t.db.insert(balances).values({ userId: buyer.id, amountFen: 29_999 });
    const id = (await create(buyer, buyer.billIds)).body.data.id;
    const short = await pay(buyer, id, 'balance');
    expect([short.status, short.body.msg]).toEqual([422, '余额不足，请充值或选择其他支付方式']);
    expect(await balanceFen(buyer.id)).toBe(29_999);
    expect(await statusOf(buyer.billIds)).toEqual(['unpaid']);
  });

  it('repays online once the gateway says so; check tells where it stands', async () => {
    const buyer = await buyerWithBills([12_345, 10_000]);
    const id = (await create(buyer, buyer.billIds)).body.data.id;
    const opened = await pay(buyer, id, 'online');
    expect(opened.body.msg).toBe('请在支付页面完成还款');
    const payUrl = opened.body.data.pay_url!;
    expect(payUrl).toContain('amount_fen=22345');
    expect((await pay(buyer, id, 'online')).body.data.pay_url).toBe(payUrl);
    const check = () => buyer.client.post<Repayment>('/api/pay/user_credit_check', { id });
    expect((await check()).body.data).toMatchObject({ status: 'pending', pay_url: payUrl });

    expect(await notifyPaid(payUrl, 3)).toEqual(['success', 'success', 'success']);
    expect((await check()).body.data).toMatchObject({ status: 'paid', pay_url: null });
    expect(await statusOf(buyer.billIds)).toEqual(['repaid', 'repaid']);
    expect(await credit(buyer)).toMatchObject({ used: '0.00', available: '10000.00', unpaid: '0.00' });
    expect(await balanceFen(buyer.id)).toBe(0);
  });

  it('puts what was paid for a bill settled meanwhile on the balance', async () => {
    const buyer = await buyerWithBills([30_000, 20_000]);
    const id = (await create(buyer, buyer.billIds)).body.data.id;
    const payUrl = (await pay(buyer, id, 'online')).body.data.pay_url!;
    // The second bill's order is cancelled before the gateway's notify: that bill is refunded.
    await t.db
      .update(creditBills)
      .set({ status: 'refunded', settledAt: sql`now()` })
      .where(eq(creditBills.id, buyer.billIds[1]!));
    await t.db.update(creditLines).set({ usedFen: 30_000 }).where(eq(creditLines.userId, buyer.id));
    await notifyPaid(payUrl);
    expect(await statusOf(buyer.billIds)).toEqual(['repaid', 'refunded']);
    expect(await balanceFen(buyer.id)).toBe(20_000);
    expect((await credit(buyer)).used).toBe('0.00');
  });

  it('makes one repayment per key, and none of bills that are not the buyer’s own and unpaid', async () => {
    const buyer = await buyerWithBills([10_000]);
    const other = await buyerWithBills([40_000]);
    const key = newKey();
    const raced = await Promise.all([create(buyer, buyer.billIds, key), create(buyer, buyer.billIds, key)]);
    expect(raced[0]!.body.data.id).toBe(raced[1]!.body.data.id);

    const watch = new WriteWatch(t.db);
    await watch.mark();
    const theirs = await create(buyer, other.billIds);
    expect([theirs.status, theirs.body.msg]).toEqual([422, '所选账单已还清或不存在，请刷新后重试']);
    for (const billIds of [[], [0], ['x'], Array.from({ length: 51 }, (_, i) => i + 1), 'all']) {
      expect((await create(buyer, billIds)).status).toBe(422);
    }
    const theirRepayment = (await create(other, other.billIds)).body.data.id;
    await watch.mark();
    for (const method of ['balance', 'online']) {
      const refused = await pay(buyer, theirRepayment, method);
      expect([refused.status, refused.body.msg]).toEqual([404, '还款单不存在']);
    }
    const peek = await buyer.client.post('/api/pay/user_credit_check', { id: theirRepayment });
    expect(peek.status).toBe(404);
    expect((await pay(buyer, raced[0]!.body.data.id, 'cheque')).status).toBe(422);
    expect(await watch.changedTables()).toEqual([]);
  });

  it('charges the balance once for ten repayments of one bill at once: one paid, nine rejected before any money moved', async () => {
    const buyer = await buyerWithBills([30_000]);
    await t.db.insert(balances).values({ userId: buyer.id, amountFen: 100_000 });
    const opened = await Promise.all(Array.from({ length: 10 }, () => create(buyer, buyer.billIds)));
    const tries = await Promise.all(opened.map((answer) => pay(buyer, answer.body.data.id, 'balance')));
    expect(tries.map((answer) => `${answer.status} ${answer.body.msg}`).sort()).toEqual([
      '200 还款成功',
      ...Array<string>(9).fill('400 所选账单已还清或已退款，本次未扣款'),
    ]);

    const records = await t.db.select().from(creditRepayments).where(eq(creditRepayments.userId, buyer.id));
    expect(records.map((record) => [record.status, record.reason]).sort()).toEqual([
      ['paid', null],
      ...Array.from({ length: 9 }, () => ['rejected', '所选账单已还清或已退款，本次未扣款']),
    ]);
    expect(await balanceFen(buyer.id)).toBe(70_000);
    const ledger = await t.db.select().from(balanceLedger).where(eq(balanceLedger.userId, buyer.id));
    expect(ledger.map((row) => [row.kind, row.changeFen])).toEqual([['账期还款', -30_000]]);
    expect(await statusOf(buyer.billIds)).toEqual(['repaid']);
    expect(await credit(buyer)).toMatchObject({ used: '0.00', unpaid: '0.00' });

    const rejected = records.find((record) => record.status === 'rejected')!;
    const check = await buyer.client.post<Repayment>('/api/pay/user_credit_check', { id: rejected.id });
    expect(check.body.data).toMatchObject({
      status: 'rejected',
      status_label: '已拒绝（未扣款）',
      reason: '所选账单已还清或已退款，本次未扣款',
      pay_url: null,
    });
    const watch = new WriteWatch(t.db);
    await watch.mark();
    for (const method of ['balance', 'online']) {
      const again = await pay(buyer, rejected.id, method);
      expect([again.status, again.body.msg]).toEqual([400, '该还款单已关闭，请重新选择账单还款']);
    }
    expect(await watch.changedTables()).toEqual([]);

    // The console lists them on the buyer's page, each as it ended.
    const { client: operator } = await signInOperator(t, ['buyers.read']);
    const listed = await operator.get<Paged<RepaymentRecord>>(
      `/api/admin/buyers/${buyer.id}/repayments?page=1&page_size=10`,
    );
    expect(listed.body.data.total).toBe(10);
    expect(listed.body.data.list.map((row) => `${row.status_label} ${row.reason ?? ''}`).sort()).toEqual([
      ...Array<string>(9).fill('已拒绝（未扣款） 所选账单已还清或已退款，本次未扣款'),
      '已还款 ',
    ]);
    const paidRow = listed.body.data.list.find((row) => row.status === 'paid')!;
    expect(paidRow).toMatchObject({ amount: '300.00', bill_ids: buyer.billIds, paid_at: expect.any(String) });
    expect((await operator.get('/api/admin/buyers/999999/repayments')).status).toBe(404);
  });

  it('rejects paying a repayment whose bills changed since it was opened, online as from the balance', async () => {
    const buyer = await buyerWithBills([10_000, 20_000]);
    await t.db.insert(balances).values({ userId: buyer.id, amountFen: 100_000 });
    const both = (await create(buyer, buyer.billIds)).body.data.id;
    const online = (await create(buyer, buyer.billIds)).body.data.id;
    expect((await pay(buyer, (await create(buyer, [buyer.billIds[0]])).body.data.id, 'balance')).status).toBe(
      200,
    );
    const changed = '所选账单已有变化（部分已还清、已退款或金额已调整），本次未扣款，请重新选择账单';
    for (const [id, method] of [
      [both, 'balance'],
      [online, 'online'],
    ] as const) {
      const refused = await pay(buyer, id, method);
      expect([refused.status, refused.body.msg, refused.body.data]).toEqual([400, changed, null]);
    }
    expect(await balanceFen(buyer.id)).toBe(90_000);
    expect(await t.db.select().from(payments).where(eq(payments.repaymentId, online))).toEqual([]);
    const check = await buyer.client.post<Repayment>('/api/pay/user_credit_check', { id: online });
    expect(check.body.data).toMatchObject({ status: 'rejected', reason: changed });
  });

  it('says refunded of an online repayment whose bills were all settled before its money came, all of it back on the balance', async () => {
    const buyer = await buyerWithBills([25_000]);
    const first = (await create(buyer, buyer.billIds)).body.data.id;
    const second = (await create(buyer, buyer.billIds)).body.data.id;
    const firstUrl = (await pay(buyer, first, 'online')).body.data.pay_url!;
    const secondUrl = (await pay(buyer, second, 'online')).body.data.pay_url!;
    await notifyPaid(firstUrl);
    await notifyPaid(secondUrl);
    const check = (id: number) => buyer.client.post<Repayment>('/api/pay/user_credit_check', { id });
    expect((await check(first)).body.data).toMatchObject({
      status: 'paid',
      status_label: '已还款',
      reason: null,
    });
    expect((await check(second)).body.data).toMatchObject({
      status: 'refunded',
      status_label: '已退回余额',
      reason: '所选账单在到账前已还清或已退款，还款金额已退回余额',
    });
    expect(await balanceFen(buyer.id)).toBe(25_000);
    const ledger = await t.db.select().from(balanceLedger).where(eq(balanceLedger.userId, buyer.id));
    expect(ledger.map((row) => [row.kind, row.changeFen, row.memo])).toEqual([
      ['还款退回', 25_000, `还款单${second}`],
    ]);
  });

  it('refuses the key reused for other bills (409, writing nothing), unless stored before bills were hashed', async () => {
    const buyer = await buyerWithBills([10_000, 20_000]);
    const key = newKey();
    const opened = await create(buyer, [buyer.billIds[0]], key);
    const watch = new WriteWatch(t.db);
    await watch.mark();
    for (const billIds of [[buyer.billIds[1]], buyer.billIds]) {
      const refused = await create(buyer, billIds, key);
      expect([refused.status, refused.body]).toEqual([
        409,
        { code: 409, msg: '该请求标识（Idempotency-Key）已用于另一笔不同的还款，请勿重复使用', data: null },
      ]);
    }
    expect(await watch.changedTables()).toEqual([]);
    expect((await create(buyer, [buyer.billIds[0]], key)).body.data).toEqual(opened.body.data);

    await t.db
      .update(creditRepayments)
      .set({ requestHash: null })
      .where(eq(creditRepayments.id, opened.body.data.id));
    expect((await create(buyer, buyer.billIds, key)).body.data).toEqual(opened.body.data);
  });

  it('shows overdue bills and refuses credit purchases until they are repaid', async () => {
    const buyer = await buyerWithBills([15_000, 5_000], -1);
    const state = await credit(buyer);
    expect(state).toMatchObject({ overdue: '200.00', unpaid: '200.00', term_days: 30 });
    expect(new Date(state.next_due_at!).getTime()).toBeLessThan(Date.now());
    const charge = () =>
      t.db.transaction((tx) => chargeCredit(tx, buyer.id, 1_000, { id: 1, orderNo: 'T-OVERDUE' }));
    expect(await charge()).toBe('overdue');

    await t.db.insert(balances).values({ userId: buyer.id, amountFen: 20_000 });
    const id = (await create(buyer, buyer.billIds)).body.data.id;
    expect((await pay(buyer, id, 'balance')).status).toBe(200);
    expect(await credit(buyer)).toMatchObject({ overdue: '0.00', next_due_at: null });
    expect(await charge()).toBe('charged');
    const open = await t.db
      .select()
      .from(creditBills)
      .where(and(eq(creditBills.userId, buyer.id), eq(creditBills.status, 'unpaid')));
    expect(open.map((bill) => bill.orderNo)).toEqual(['T-OVERDUE']);
  });
});
