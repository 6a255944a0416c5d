import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_SELLER } from '@yaocai/domain/contracts/admin-content';
import type { AdminInvoice, AdminInvoiceList, InvoiceRecord } from '@yaocai/domain/contracts/invoice';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { insertGoods, insertManufacturer, insertWarehouse } from '../../testing/catalog-factories.ts';
import { buyerWithOrder } from '../../testing/buyer-order.ts';
import { signInBuyer } from '../../testing/sign-in.ts';
import { signInOperator } from '../../testing/sign-in-operator.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { WriteWatch } from '../../testing/write-watch.ts';
import { getShopSettings, saveShopSettings } from '../content/settings.service.ts';
import { creditBalanceBack, LEDGER_KIND } from '../money/money.service.ts';
import { users } from '../accounts/accounts.tables.ts';
import { auditLog } from '../operators/operators.tables.ts';
import { orderLines, orders } from '../orders/orders.tables.ts';
import { issueRedInvoice } from './invoice-issue.service.ts';
import { invoiceLines, invoices } from './invoices.tables.ts';

let t: TestApp;
let watch: WriteWatch;
let shipper: TestClient;
const ids = {} as Record<'east' | 'cold' | 'tonic', number>;

beforeAll(async () => {
  t = await buildTestApp({ CART_CACHE_MS: '0' });
  watch = new WriteWatch(t.db);
  ids.east = await insertWarehouse(t.db, '华东一号仓');
  const maker = await insertManufacturer(t.db, '华康制药股份有限公司');
  const base = { manufacturerId: maker, businessScope: '中成药', stock: { [ids.east]: 10_000 } };
  ids.cold = await insertGoods(t.db, { ...base, name: '感冒灵颗粒', basePriceFen: 1_000 });
  ids.tonic = await insertGoods(t.db, { ...base, name: '补中益气丸', basePriceFen: 2_500 });
  // Orders under ¥800.00 pay ¥15.00 freight.
  await saveShopSettings(t.db, { shipping: { free_from_fen: 80_000, freight_fen: 1_500 } });
  const { features } = await getShopSettings(t.db);
  await saveShopSettings(t.db, { features: { ...features, is_after_sale: true } }, t.app.caches);
  shipper = (await signInOperator(t, ['orders.read', 'orders.ship', 'orders.refund'])).client;
});
afterAll(() => t.close());

interface Bought {
  buyerId: number;
  client: TestClient;
  orderId: number;
  orderNo: string;
  lines: { cold: number; tonic: number };
}

/**
 * A buyer's paid order of 3 感冒灵颗粒 and 2 补中益气丸 (¥80.00) and ¥15.00 freight; the cold line
 * made ¥29.99 (a fen of coupon on it), so its pieces' shares do not divide evenly.
 */
async function paidOrder(invoiceType = 1): Promise<Bought> {
  const { buyer, client, order } = await buyerWithOrder(
    t,
    [
      { goods_id: ids.cold, number: 3 },
      { goods_id: ids.tonic, number: 2 },
    ],
    invoiceType,
  );
  const { id: orderId, order_no: orderNo } = order;
  const bought = await t.db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
  const cold = bought.find((line) => line.name === '感冒灵颗粒')!;
  const tonic = bought.find((line) => line.name === '补中益气丸')!;
  await t.db
    .update(orderLines)
    .set({ couponShareFen: 1, amountFen: cold.amountFen - 1 })
    .where(eq(orderLines.id, cold.id));
  await t.db
    .update(orders)
    .set({ couponFen: sql`${orders.couponFen} + 1`, payableFen: sql`${orders.payableFen} - 1` })
    .where(eq(orders.id, orderId));
  await t.db.transaction((tx) => creditBalanceBack(tx, buyer.id, 100_000, LEDGER_KIND.topUp, 'test'));
  const paid = await client.post(`/api/order/${orderId}/pay`, { method: 'balance' });
  if (paid.body.code !== 10000) throw new Error(paid.body.msg);
  return { buyerId: buyer.id, client, orderId, orderNo, lines: { cold: cold.id, tonic: tonic.id } };
}

const batch = { batch_no: 'B2026A', produced_on: '2026-01-01', expires_on: '2028-12-31' };

async function ship(bought: Bought, lines: { line_id: number; number: number }[]) {
  const shipped = await shipper.post(`/api/admin/orders/${bought.orderId}/ship`, {
    carrier: '顺丰速运',
    tracking_no: `SF${Date.now()}`,
    lines: lines.map((line) => ({ ...line, ...batch })),
  });
  if (shipped.body.code !== 10000) throw new Error(shipped.body.msg);
}

/** A 仅退款 request of the buyer, approved: the money goes back to the balance. */
async function refund(bought: Bought, lines: { line_id: number; number: number }[]) {
  const asked = await bought.client.post<{ list: { id: number }[] }>(
    `/api/order/${bought.orderId}/after_sales`,
    { kind: 'refund', reason: '商品破损', description: '', lines },
  );
  if (asked.body.code !== 10000) throw new Error(asked.body.msg);
  const id = asked.body.data.list[0]!.id;
  const approved = await shipper.post(`/api/admin/after-sales/${id}/approve`, {});
  if (approved.body.code !== 10000) throw new Error(approved.body.msg);
  return id;
}

const listed = async (bought: Bought) =>
  (await bought.client.get<{ list: InvoiceRecord[] }>(`/api/invoice?order_no=${bought.orderNo}`)).body.data
    .list;

const amountsOf = (list: InvoiceRecord[]) =>
  [...list].reverse().map((invoice) => [invoice.invoice_no, invoice.kind, invoice.amount]);

describe('invoices follow the goods', () => {
  it('invoices each shipment for the pieces it carried, freight on the first, adding up to what was paid', async () => {
    const bought = await paidOrder();
    await ship(bought, [{ line_id: bought.lines.cold, number: 1 }]);
    expect(amountsOf(await listed(bought))).toEqual([[`FP${bought.orderNo}-1`, 'blue', '24.99']]);
    await ship(bought, [
      { line_id: bought.lines.cold, number: 1 },
      { line_id: bought.lines.tonic, number: 1 },
    ]);
    await ship(bought, [
      { line_id: bought.lines.cold, number: 1 },
      { line_id: bought.lines.tonic, number: 1 },
    ]);
    // 29.99 over 3 pieces: 9.99, then 10.00 and 10.00; the last pieces take what is left.
    expect(amountsOf(await listed(bought))).toEqual([
      [`FP${bought.orderNo}-1`, 'blue', '24.99'],
      [`FP${bought.orderNo}-2`, 'blue', '35.00'],
      [`FP${bought.orderNo}-3`, 'blue', '35.00'],
    ]);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, bought.orderId));
    const issued = await t.db.select().from(invoices).where(eq(invoices.orderId, bought.orderId));
    expect(issued.reduce((sum, invoice) => sum + invoice.amountFen, 0)).toBe(order!.payableFen);
    expect(issued.map((invoice) => invoice.freightFen)).toEqual([1_500, 0, 0]);
    const first = (await listed(bought)).at(-1)!;
    expect(first).toMatchObject({ status: 'issued', kind_label: '蓝字发票', original_invoice_nos: [] });
  });

  it('issues nothing when the buyer asked for no invoice, and nothing red for its refunds', async () => {
    const bought = await paidOrder(0);
    await ship(bought, [{ line_id: bought.lines.tonic, number: 2 }]);
    await refund(bought, [{ line_id: bought.lines.tonic, number: 1 }]);
    expect(await listed(bought)).toEqual([]);
  });
});

describe('red-letter invoices', () => {
  it('take back what a refund gives back of invoiced pieces, linked to the invoices that billed them', async () => {
    const bought = await paidOrder();
    await ship(bought, [{ line_id: bought.lines.cold, number: 2 }]);
    await ship(bought, [
      { line_id: bought.lines.cold, number: 1 },
      { line_id: bought.lines.tonic, number: 2 },
    ]);
    // Two of the three 感冒灵颗粒 back: 19.99 (two pieces, rounded down) billed on the first invoice.
    const afterSaleId = await refund(bought, [{ line_id: bought.lines.cold, number: 2 }]);
    const list = await listed(bought);
    expect(amountsOf(list)).toEqual([
      [`FP${bought.orderNo}-1`, 'blue', '34.99'],
      [`FP${bought.orderNo}-2`, 'blue', '60.00'],
      [`FP${bought.orderNo}-3`, 'red', '-19.99'],
    ]);
    expect(list[0]).toMatchObject({
      kind_label: '红字发票',
      original_invoice_nos: [`FP${bought.orderNo}-1`],
      download_url: `/api/invoice/${list[0]!.id}/pdf`,
    });

    // The last 感冒灵颗粒 and a 补中益气丸: taken from the second invoice.
    await refund(bought, [
      { line_id: bought.lines.cold, number: 1 },
      { line_id: bought.lines.tonic, number: 1 },
    ]);
    const after = await listed(bought);
    expect(after[0]).toMatchObject({ amount: '-35.00', original_invoice_nos: [`FP${bought.orderNo}-2`] });

    // The same refund again issues nothing more.
    const [cold] = (await linesOf(bought.orderId)).filter((line) => line.id === bought.lines.cold);
    const again = await t.db.transaction((tx) =>
      issueRedInvoice(
        tx,
        {
          userId: bought.buyerId,
          orderId: bought.orderId,
          refundKey: `after-sale:${afterSaleId}`,
          lines: [{ line: cold!, number: 2, amountFen: 1_999 }],
        },
        NO_SELLER,
      ),
    );
    expect(again?.invoiceNo).toBe(`FP${bought.orderNo}-3`);
    expect(await listed(bought)).toHaveLength(4);
  });

  it('never take back more than was invoiced, whatever refunds race for the same pieces', async () => {
    const bought = await paidOrder();
    await ship(bought, [{ line_id: bought.lines.tonic, number: 2 }]);
    const [tonic] = (await linesOf(bought.orderId)).filter((line) => line.id === bought.lines.tonic);
    // Refund paths that each claim both pieces, at the same moment: only ¥50.00 was invoiced.
    const issued = await Promise.allSettled(
      [1, 2, 3, 4].map((n) =>
        t.db.transaction((tx) =>
          issueRedInvoice(
            tx,
            {
              userId: bought.buyerId,
              orderId: bought.orderId,
              refundKey: `race:${bought.orderId}:${n}`,
              lines: [{ line: tonic!, number: n === 4 ? 1 : 2, amountFen: n === 4 ? 2_500 : 5_000 }],
            },
            NO_SELLER,
          ),
        ),
      ),
    );
    expect(issued.every((result) => result.status === 'fulfilled')).toBe(true);
    const rows = await t.db.select().from(invoices).where(eq(invoices.orderId, bought.orderId));
    const blue = rows.filter((row) => row.kind === 'blue').reduce((sum, row) => sum + row.amountFen, 0);
    const red = rows.filter((row) => row.kind === 'red').reduce((sum, row) => sum - row.amountFen, 0);
    expect([blue, red]).toEqual([6_500, 5_000]);
    const redPieces = await t.db
      .select({ n: sql<number>`coalesce(sum(${invoiceLines.number}), 0)::integer` })
      .from(invoiceLines)
      .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
      .where(sql`${invoices.orderId} = ${bought.orderId} and ${invoices.kind} = 'red'`);
    expect(redPieces[0]!.n).toBe(2);
  });

  it('download as PDFs', async () => {
    const bought = await paidOrder();
    await ship(bought, [{ line_id: bought.lines.tonic, number: 2 }]);
    await refund(bought, [{ line_id: bought.lines.tonic, number: 1 }]);
    const [red] = await listed(bought);
    const pdf = await bought.client.send('GET', red!.download_url);
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(pdf.rawPayload.toString('latin1')).toContain('/Title');
  });
});

const linesOf = (orderId: number) => t.db.select().from(orderLines).where(eq(orderLines.orderId, orderId));

describe('发票管理', () => {
  it('lists, searches and filters every invoice for a role that reads orders, pages by 20/50/100', async () => {
    const bought = await paidOrder();
    await ship(bought, [{ line_id: bought.lines.tonic, number: 2 }]);
    await refund(bought, [{ line_id: bought.lines.tonic, number: 1 }]);
    const { client } = await signInOperator(t, ['orders.read']);
    const byOrder = await client.get<AdminInvoiceList>(`/api/admin/invoices?keywords=${bought.orderNo}`);
    expect(byOrder.body.data.list.map((row) => [row.invoice_no, row.kind, row.amount])).toEqual([
      [`FP${bought.orderNo}-2`, 'red', '-25.00'],
      [`FP${bought.orderNo}-1`, 'blue', '65.00'],
    ]);
    expect(byOrder.body.data.list[1]).toMatchObject({ can_reissue: false, buyer_id: bought.buyerId });
    const red = await client.get<AdminInvoiceList>(
      `/api/admin/invoices?keywords=${bought.orderNo}&kind=red&status=issued&page_size=50`,
    );
    expect(red.body.data.list.map((row) => row.invoice_no)).toEqual([`FP${bought.orderNo}-2`]);
    const tomorrow = new Date(Date.now() + 86_400_000 * 2).toISOString().slice(0, 10);
    const later = await client.get<AdminInvoiceList>(
      `/api/admin/invoices?keywords=${bought.orderNo}&start_time=${tomorrow}`,
    );
    expect(later.body.data.total).toBe(0);
    for (const query of ['page_size=30', 'kind=pink', 'status=x', 'start_time=2026-02-30', 'page=0']) {
      const refused = await client.get(`/api/admin/invoices?${query}`);
      expect(refused.status, query).toBe(422);
    }
    const { client: nobody } = await signInOperator(t, ['goods.read']);
    expect((await nobody.get('/api/admin/invoices')).status).toBe(403);
  });

  it('reissues under a new number with a reason, voiding the old, audited; refuses what it may not', async () => {
    const bought = await paidOrder();
    await ship(bought, [{ line_id: bought.lines.cold, number: 3 }]);
    const [blue] = await listed(bought);
    const { client: reader } = await signInOperator(t, ['orders.read']);
    await watch.mark();
    const forbidden = await reader.post(`/api/admin/invoices/${blue!.id}/reissue`, { reason: '抬头有误' });
    expect(forbidden.status).toBe(403);
    const empty = await shipper.post(`/api/admin/invoices/${blue!.id}/reissue`, { reason: '' });
    expect(empty.status).toBe(422);
    expect(await watch.changedTables()).toEqual([]);

    const reissued = await shipper.post<AdminInvoice>(`/api/admin/invoices/${blue!.id}/reissue`, {
      reason: '销售方税号更正',
    });
    expect(reissued.body.data).toMatchObject({
      invoice_no: `FP${bought.orderNo}-2`,
      amount: blue!.amount,
      replaces_no: blue!.invoice_no,
      status: 'issued',
    });
    const old = await shipper.get<AdminInvoice>(`/api/admin/invoices/${blue!.id}`);
    expect(old.body.data).toMatchObject({
      status: 'voided',
      void_reason: '销售方税号更正',
      replaced_by_no: `FP${bought.orderNo}-2`,
      can_reissue: false,
    });
    await watch.mark();
    const again = await shipper.post(`/api/admin/invoices/${blue!.id}/reissue`, { reason: '再来' });
    expect([again.status, again.body.msg]).toEqual([400, '该发票已作废，不能重开']);
    expect(await watch.changedTables()).toEqual([]);
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.action, 'invoice.reissue'));
    expect(audited.map((row) => row.targetId)).toContain(String(bought.orderId));

    // A refund after the reissue takes back from the new invoice; that one is then kept as it is.
    await refund(bought, [{ line_id: bought.lines.cold, number: 1 }]);
    const [red] = await listed(bought);
    expect(red).toMatchObject({ kind: 'red', original_invoice_nos: [`FP${bought.orderNo}-2`] });
    const taken = await shipper.post(`/api/admin/invoices/${reissued.body.data.id}/reissue`, {
      reason: '重开',
    });
    expect([taken.status, taken.body.msg]).toEqual([400, '该发票已开具红字发票，不能重开']);
    const missing = await shipper.post('/api/admin/invoices/2147483647/reissue', { reason: '重开' });
    expect(missing.status).toBe(404);
  });

  it('reissues with the buyer’s 开票信息 as it is now, not as the old invoice had it', async () => {
    const bought = await paidOrder();
    await ship(bought, [{ line_id: bought.lines.cold, number: 1 }]);
    const [plain] = await listed(bought);
    const company = (await t.db.select().from(users).where(eq(users.id, bought.buyerId)))[0]!.company;
    expect(plain!.title).toBe(company);
    await t.db.update(users).set({ company: '更正后的大药房有限公司' }).where(eq(users.id, bought.buyerId));
    const reissued = await shipper.post<AdminInvoice>(`/api/admin/invoices/${plain!.id}/reissue`, {
      reason: '抬头有误',
    });
    expect([reissued.status, reissued.body.data.title]).toEqual([200, '更正后的大药房有限公司']);

    // A special VAT invoice with a wrong tax number, issued from what the order froze.
    const special = await paidOrder();
    await t.db
      .update(orders)
      .set({
        invoice: {
          type: 2,
          title: '旧抬头药房',
          taxNo: '91330100WRONG0000X',
          addressPhone: '旧地址 0571-1',
          bankAccount: '旧银行 6222',
        },
      })
      .where(eq(orders.id, special.orderId));
    await ship(special, [{ line_id: special.lines.tonic, number: 1 }]);
    const [wrong] = await listed(special);
    await t.db
      .update(users)
      .set({
        company: '杭州正和大药房有限公司',
        taxNo: '91330100MA2ABCDE1X',
        vatBank: '工商银行杭州分行',
        vatAccount: '6222020000000001',
        vatAddress: '杭州市西湖区文三路1号',
        vatPhone: '0571-88888888',
      })
      .where(eq(users.id, special.buyerId));
    const fixed = await shipper.post<AdminInvoice>(`/api/admin/invoices/${wrong!.id}/reissue`, {
      reason: '税号有误',
    });
    expect(fixed.status).toBe(200);
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, fixed.body.data.id));
    expect([row!.type, row!.title, row!.taxNo, row!.addressPhone, row!.bankAccount]).toEqual([
      2,
      '杭州正和大药房有限公司',
      '91330100MA2ABCDE1X',
      '杭州市西湖区文三路1号 0571-88888888',
      '工商银行杭州分行 6222020000000001',
    ]);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'invoice.reissue'), eq(auditLog.targetId, String(special.orderId))));
    expect([audit!.before, audit!.after]).toMatchObject([
      { tax_no: '91330100WRONG0000X' },
      { tax_no: '91330100MA2ABCDE1X' },
    ]);

    // Details no longer complete: a special invoice is not reissued, and nothing is written.
    await t.db.update(users).set({ vatBank: null }).where(eq(users.id, special.buyerId));
    await watch.mark();
    const refused = await shipper.post(`/api/admin/invoices/${fixed.body.data.id}/reissue`, {
      reason: '再开',
    });
    expect([refused.status, refused.body.msg]).toEqual([
      400,
      '客户的开票信息不完整，不能重开增值税专用发票，请客户先在账户设置中补全',
    ]);
    expect(await watch.changedTables()).toEqual([]);
  });

  it('downloads any invoice for the console; a buyer cannot read another buyer’s', async () => {
    const bought = await paidOrder();
    await ship(bought, [{ line_id: bought.lines.tonic, number: 1 }]);
    const [blue] = await listed(bought);
    const { client } = await signInOperator(t, ['orders.read']);
    const pdf = await client.send('GET', `/api/admin/invoices/${blue!.id}/pdf`);
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    const other = await signInBuyer(t);
    const refused = await other.client.get(blue!.download_url);
    expect(refused.status).toBe(404);
  });
});
