import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_SELLER } from '@yaocai/domain/contracts/admin-content';
import type { InvoiceRecord } from '@yaocai/domain/contracts/invoice';
import type { OrderDetail } from '@yaocai/domain/contracts/order-responses';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { insertGoods, insertManufacturer, insertWarehouse } from '../../testing/catalog-factories.ts';
import { deliveryAddressBody } from '../../testing/order-fixtures.ts';
import { signInBuyer } from '../../testing/sign-in.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { SESSION_COOKIE } from '../accounts/sessions.service.ts';
import { cartLines } from '../cart/cart.tables.ts';
import { saveShopSettings } from '../content/settings.service.ts';
import { creditBalanceBack, LEDGER_KIND } from '../money/money.service.ts';
import { invoices } from './invoices.tables.ts';
import {
  beijingDate,
  buyerFields,
  invoiceTable,
  renderInvoicePdf,
  type InvoiceDocument,
} from './invoice-pdf.ts';
import { shipWholeOrder } from '../../testing/sign-in-operator.ts';

const LONG_NAME = '复方丹参滴丸（薄膜衣）国药准字Z10950111 名称很长需要在品名一栏里折行显示的药品';
let t: TestApp;
let goodsId: number;

beforeAll(async () => {
  t = await buildTestApp({ CART_CACHE_MS: '0' });
  const warehouse = await insertWarehouse(t.db, '华东一号仓');
  const maker = await insertManufacturer(t.db, '天士力医药集团股份有限公司');
  goodsId = await insertGoods(t.db, {
    name: LONG_NAME,
    manufacturerId: maker,
    businessScope: '中成药',
    basePriceFen: 1000,
    stock: { [warehouse]: 10_000 },
  });
  await saveShopSettings(t.db, { shipping: { free_from_fen: 80_000, freight_fen: 1_500 } });
});
afterAll(() => t.close());

/** A buyer with a shipped order of 10 × 10.00 + 15.00 freight and its plain invoice. */
async function buyerWithInvoice(): Promise<{
  client: TestClient;
  order: OrderDetail;
  invoice: InvoiceRecord;
}> {
  const { buyer, client } = await signInBuyer(t, { businessScopes: ['中成药'] });
  await client.post('/api/contract/sign', { agree: 1 });
  await client.post('/api/user/address', deliveryAddressBody);
  await client.post('/api/cart', { data: [{ goods_id: goodsId, number: 10 }] }, { form: true });
  const lines = await t.db.select({ id: cartLines.id }).from(cartLines).where(eq(cartLines.userId, buyer.id));
  const ids = lines.map((row) => row.id);
  const submitted = await client.post<OrderDetail>(
    '/api/order',
    { ids, invoice_type: 1 },
    { headers: { 'idempotency-key': `invoice-pdf-${buyer.id}` } },
  );
  const order = submitted.body.data;
  if (!order) throw new Error(submitted.body.msg);
  await t.db.transaction((tx) => creditBalanceBack(tx, buyer.id, 20_000, LEDGER_KIND.topUp, 'test'));
  await client.post(`/api/order/${order.id}/pay`, { method: 'balance' });
  await shipWholeOrder(t, order.id);
  const listed = await client.get<{ list: InvoiceRecord[] }>(`/api/invoice?order_no=${order.order_no}`);
  return { client, order, invoice: listed.body.data.list[0]! };
}

/** The body is a PDF, not the JSON TestClient expects, so this goes through inject with the session. */
const download = (client: TestClient, url: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { cookie: `${SESSION_COOKIE}=${client.cookie(SESSION_COOKIE)}` },
  });

/** A string from the info dictionary: pdfkit writes each as an object holding a literal, UTF-16BE when not ASCII. */
function infoString(pdf: string, key: string): string {
  const ref = new RegExp(`/${key} (\\d+) 0 R`).exec(pdf);
  const literal = ref && new RegExp(`\\n${ref[1]} 0 obj\\n\\((.*?)\\)\\nendobj`, 's').exec(pdf);
  if (!literal) throw new Error(`no /${key} in the PDF`);
  const escapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
  const bytes = Buffer.from(
    literal[1]!.replace(/\\([nrtbf()\\])/g, (_, c: string) => escapes[c] ?? c),
    'latin1',
  );
  if (bytes[0] !== 0xfe || bytes[1] !== 0xff) return bytes.toString('latin1');
  return Buffer.from(bytes.subarray(2)).swap16().toString('utf16le');
}

const pageCount = (pdf: string) => pdf.match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;

describe('the electronic invoice PDF', () => {
  it('downloads for its buyer, named by its number, with the Chinese font embedded', async () => {
    const { client, order, invoice } = await buyerWithInvoice();
    expect(invoice).toMatchObject({ amount: '115.00', download_url: `/api/invoice/${invoice.id}/pdf` });

    const response = await download(client, invoice.download_url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="invoice-${invoice.invoice_no}.pdf"; ` +
        `filename*=UTF-8''${encodeURIComponent(`发票-${invoice.invoice_no}.pdf`)}`,
    );
    const pdf = response.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(infoString(pdf, 'Title')).toBe(`电子发票（普通发票） ${invoice.invoice_no}`);
    expect(infoString(pdf, 'Author')).toBe(t.config.siteTitle);
    expect(infoString(pdf, 'Subject')).toBe(`订单 ${order.order_no} 合计 ¥115.00`);
    expect(pageCount(pdf)).toBe(1);
    expect(pdf).toContain('/FontFile2');
    expect(pdf).toContain('NotoSansSC-Regular');
  });

  it('names the seller as the settings had it when the invoice was issued', async () => {
    const seller = { ...NO_SELLER, company_name: '杭州药采医药有限公司', tax_no: '91330100MA2A00001X' };
    await saveShopSettings(t.db, { seller });
    const { client, invoice } = await buyerWithInvoice();
    const [issued] = await t.db
      .select({ seller: invoices.seller })
      .from(invoices)
      .where(eq(invoices.id, invoice.id));
    expect(issued?.seller).toEqual(seller);

    await saveShopSettings(t.db, { seller: { ...NO_SELLER, company_name: '后来改名的公司' } });
    const pdf = (await download(client, invoice.download_url)).rawPayload.toString('latin1');
    expect(infoString(pdf, 'Author')).toBe('杭州药采医药有限公司');
    await saveShopSettings(t.db, { seller: NO_SELLER });
  });

  it('is 发票不存在 for another buyer or an unknown id, 422 for a malformed id, 10001 for a visitor', async () => {
    const { invoice } = await buyerWithInvoice();
    const { client: other } = await signInBuyer(t);
    for (const url of [invoice.download_url, '/api/invoice/2147483647/pdf']) {
      const response = await other.get(url);
      expect([response.status, response.body.code, response.body.msg], url).toEqual([404, 404, '发票不存在']);
    }
    expect((await other.get('/api/invoice/abc/pdf')).status).toBe(422);
    expect((await other.get('/api/invoice/0/pdf')).status).toBe(422);
    expect((await t.client().get(invoice.download_url)).body.code).toBe(10001);
  });
});

const line = { name: '感冒灵颗粒', spec: '10g*9袋', unit: '盒', number: 60, unitPriceFen: 1000 };

describe('the invoice layout', () => {
  it('lists lines at their price, then the discounts, the freight and the invoice amount', () => {
    const table = invoiceTable({
      lines: [
        { ...line, amountFen: 55_000 },
        { ...line, name: '补中益气丸', number: 2, unitPriceFen: 2500, amountFen: 5_000 },
      ],
      freightFen: 1_500,
      amountFen: 61_500,
      kind: 'blue',
    });
    expect(table.body).toEqual([
      ['感冒灵颗粒', '10g*9袋', '盒', '60', '10.00', '600.00'],
      ['补中益气丸', '10g*9袋', '盒', '2', '25.00', '50.00'],
    ]);
    expect(table.summary).toEqual([
      ['优惠', '-50.00'],
      ['运费', '15.00'],
      ['合计', '¥615.00'],
    ]);
  });

  it('leaves out the discount and freight rows when there are none', () => {
    const table = invoiceTable({
      lines: [{ ...line, amountFen: 60_000 }],
      freightFen: 0,
      amountFen: 60_000,
      kind: 'blue',
    });
    expect(table.summary).toEqual([['合计', '¥600.00']]);
  });

  it('shows a red-letter invoice in negative pieces and amounts (销项负数), its discount given back', () => {
    const table = invoiceTable({
      lines: [{ ...line, number: 2, amountFen: -1_800 }],
      freightFen: 0,
      amountFen: -1_800,
      kind: 'red',
    });
    expect(table.body).toEqual([['感冒灵颗粒', '10g*9袋', '盒', '-2', '10.00', '-20.00']]);
    expect(table.summary).toEqual([
      ['优惠', '2.00'],
      ['合计', '¥-18.00'],
    ]);
  });

  it('names the buyer; a special invoice with its tax number, address and phone, bank and account', () => {
    const plain: InvoiceDocument = {
      invoiceNo: 'FP2026112700000001',
      kind: 'blue',
      originalInvoiceNos: [],
      voided: false,
      type: 1,
      title: '杭州西湖大药房',
      taxNo: '',
      amountFen: 100,
      issuedAt: new Date(),
      orderNo: '2026112700000001',
      freightFen: 0,
      lines: [],
    };
    expect(buyerFields(plain)).toEqual([['购买方', '杭州西湖大药房']]);
    expect(
      buyerFields({
        ...plain,
        type: 2,
        taxNo: '91330100MA2B7K9X1Q',
        addressPhone: '杭州市西湖区文三路1号 0571-88881234',
        bankAccount: '招商银行杭州分行 5719 0123 4567 890',
      }),
    ).toEqual([
      ['购买方', '杭州西湖大药房'],
      ['纳税人识别号', '91330100MA2B7K9X1Q'],
      ['地址、电话', '杭州市西湖区文三路1号 0571-88881234'],
      ['开户行及账号', '招商银行杭州分行 5719 0123 4567 890'],
    ]);
  });

  it('dates the invoice by the Beijing calendar', () => {
    expect(beijingDate(new Date('2026-11-21T15:59:59Z'))).toBe('2026-11-21');
    expect(beijingDate(new Date('2026-11-21T16:00:00Z'))).toBe('2026-11-22');
  });

  it('titles a red-letter invoice 红字发票, 销项负数, naming the invoices it takes back from', async () => {
    const red: InvoiceDocument = {
      invoiceNo: 'FP2026112100000001-3',
      kind: 'red',
      originalInvoiceNos: ['FP2026112100000001-1', 'FP2026112100000001-2'],
      voided: false,
      type: 1,
      title: '杭州西湖大药房',
      taxNo: '',
      amountFen: -1_800,
      issuedAt: new Date(),
      orderNo: '2026112100000001',
      freightFen: 0,
      lines: [{ ...line, number: 2, amountFen: -1_800 }],
    };
    const pdf = (await renderInvoicePdf(red, { ...NO_SELLER, company_name: '药采网' })).toString('latin1');
    expect(infoString(pdf, 'Title')).toBe('电子发票（普通发票） 红字发票 FP2026112100000001-3');
    expect(infoString(pdf, 'Subject')).toBe(
      '订单 2026112100000001 销项负数 对应蓝字发票 FP2026112100000001-1、FP2026112100000001-2 合计 ¥-18.00',
    );
  });

  it('runs a long order onto further pages', async () => {
    const invoice: InvoiceDocument = {
      invoiceNo: 'FP2026112100000001',
      kind: 'blue',
      originalInvoiceNos: [],
      voided: false,
      type: 2,
      title: '杭州西湖大药房连锁有限公司',
      taxNo: '91330100MA2AXXXX1X',
      amountFen: 80 * 60_000,
      issuedAt: new Date(),
      orderNo: '2026112100000001',
      freightFen: 0,
      lines: Array.from({ length: 80 }, (_, i) => ({ ...line, name: `${LONG_NAME}${i}`, amountFen: 60_000 })),
    };
    const pdf = (await renderInvoicePdf(invoice, { ...NO_SELLER, company_name: '药采网' })).toString(
      'latin1',
    );
    expect(pageCount(pdf)).toBeGreaterThan(1);
    expect(infoString(pdf, 'Title')).toBe('电子发票（增值税专用发票） FP2026112100000001');
  });
});
