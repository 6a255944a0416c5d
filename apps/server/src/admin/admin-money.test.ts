import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OverdueBill } from '@yaocai/domain/contracts/admin-money-responses';
import type { CreditBill, MoneyLogEntry } from '@yaocai/domain/contracts/money-responses';
import type { Paged } from '@yaocai/domain/contracts/wire';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { insertBuyer } from '../testing/factories.ts';
import { signInBuyer } from '../testing/sign-in.ts';
import { signInOperator } from '../testing/sign-in-operator.ts';
import type { TestClient } from '../testing/test-client.ts';
import { creditBalanceBack, debitBalance, LEDGER_KIND } from '../modules/money/money.service.ts';
import { creditBills } from '../modules/money/money.tables.ts';

let t: TestApp;
let operator: TestClient;
const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS - 60_000);

beforeAll(async () => {
  t = await buildTestApp();
  ({ client: operator } = await signInOperator(t, ['buyers.read']));
});
afterAll(() => t.close());

async function bill(
  userId: number,
  orderNo: string,
  amountFen: number,
  dueAt: Date,
  status: 'unpaid' | 'repaid' | 'refunded' = 'unpaid',
) {
  await t.db.insert(creditBills).values({ userId, orderId: 1, orderNo, amountFen, dueAt, status });
}

describe('a buyer’s money in the console', () => {
  it('pages the balance ledger newest first, with the kind of each movement', async () => {
    const buyer = await insertBuyer(t.db);
    await t.db.transaction(async (tx) => {
      await creditBalanceBack(tx, buyer.id, 50_000, LEDGER_KIND.topUp, '充值');
      await debitBalance(tx, buyer.id, 12_345, LEDGER_KIND.orderPay, '2026112700000001');
      await creditBalanceBack(tx, buyer.id, 1_000, LEDGER_KIND.adjustment, '补偿运费');
    });
    const first = await operator.get<Paged<MoneyLogEntry>>(
      `/api/admin/buyers/${buyer.id}/balance-log?page_size=2`,
    );
    expect(first.body.data.total).toBe(3);
    expect(first.body.data.list.map((row) => [row.kind, row.change, row.balance_after, row.memo])).toEqual([
      ['后台调整', '10.00', '386.55', '补偿运费'],
      ['订单支付', '-123.45', '376.55', '2026112700000001'],
    ]);
    const second = await operator.get<Paged<MoneyLogEntry>>(
      `/api/admin/buyers/${buyer.id}/balance-log?page=2&page_size=2`,
    );
    expect(second.body.data.list.map((row) => row.kind)).toEqual(['充值']);
  });

  it('pages the credit bills newest first, whatever their state', async () => {
    const buyer = await insertBuyer(t.db);
    await bill(buyer.id, 'A1', 10_000, daysAgo(3), 'unpaid');
    await bill(buyer.id, 'A2', 20_000, new Date(Date.now() + 10 * DAY_MS), 'unpaid');
    await bill(buyer.id, 'A3', 30_000, daysAgo(1), 'repaid');
    const bills = await operator.get<Paged<CreditBill>>(`/api/admin/buyers/${buyer.id}/credit-bills`);
    expect(bills.body.data.list.map((row) => [row.order_no, row.amount, row.status])).toEqual([
      ['A3', '300.00', 'repaid'],
      ['A2', '200.00', 'unpaid'],
      ['A1', '100.00', 'unpaid'],
    ]);
  });

  it('lists the overdue bills of every buyer, the longest overdue first, with the buyer and days overdue', async () => {
    const east = await insertBuyer(t.db, { company: '东城大药房' });
    const west = await insertBuyer(t.db, { company: '西城诊所' });
    await bill(east.id, 'O-EAST', 45_600, daysAgo(5));
    await bill(west.id, 'O-WEST', 7_800, daysAgo(40));
    await bill(west.id, 'O-LATER', 1_000, new Date(Date.now() + DAY_MS));
    await bill(east.id, 'O-PAID', 1_000, daysAgo(60), 'repaid');
    const page = await operator.get<Paged<OverdueBill>>('/api/admin/credit-bills/overdue?page_size=100');
    const mine = page.body.data.list.filter((row) => row.order_no.startsWith('O-'));
    expect(mine.map((row) => [row.order_no, row.company, row.amount, row.days_overdue])).toEqual([
      ['O-WEST', '西城诊所', '78.00', 40],
      ['O-EAST', '东城大药房', '456.00', 5],
    ]);
    const firstPage = await operator.get<Paged<OverdueBill>>(
      '/api/admin/credit-bills/overdue?page=1&page_size=1',
    );
    expect([firstPage.body.data.list.length, firstPage.body.data.total]).toEqual([1, page.body.data.total]);
  });

  it('is refused without buyers.read, 404 for a buyer that does not exist, 422 for a bad page, 401 to a buyer', async () => {
    const buyer = await insertBuyer(t.db);
    const { client: ordersOnly } = await signInOperator(t, ['orders.read']);
    for (const path of [
      `/api/admin/buyers/${buyer.id}/balance-log`,
      `/api/admin/buyers/${buyer.id}/credit-bills`,
      '/api/admin/credit-bills/overdue',
    ]) {
      expect((await ordersOnly.get(path)).status).toBe(403);
    }
    expect((await operator.get('/api/admin/buyers/999999/balance-log')).status).toBe(404);
    expect((await operator.get('/api/admin/buyers/999999/credit-bills')).status).toBe(404);
    expect((await operator.get('/api/admin/credit-bills/overdue?page_size=101')).status).toBe(422);
    expect((await operator.get('/api/admin/credit-bills/overdue?page=0')).status).toBe(422);
    const { client: buyerClient } = await signInBuyer(t);
    expect((await buyerClient.get('/api/admin/credit-bills/overdue')).status).toBe(401);
  });
});
