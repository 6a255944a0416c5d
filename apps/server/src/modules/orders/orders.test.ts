import { setTimeout } from 'node:timers/promises';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartState } from '@yaocai/domain/contracts/cart';
import type { Address } from '@yaocai/domain/contracts/address';
import type { OrderConfirmation, PaymentAnswer } from '@yaocai/domain/contracts/checkout';
import type { FastBuyEntry, OrderDetail, OrderPage } from '@yaocai/domain/contracts/order-responses';
import type { PointsPage } from '@yaocai/domain/contracts/user';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { insertGoods, insertManufacturer, insertWarehouse } from '../../testing/catalog-factories.ts';
import { deliveryAddressBody } from '../../testing/order-fixtures.ts';
import { signInBuyer } from '../../testing/sign-in.ts';
import type { TestClient } from '../../testing/test-client.ts';
import { WriteWatch } from '../../testing/write-watch.ts';
import { cartLines } from '../cart/cart.tables.ts';
import { goodsStock } from '../catalog/catalog.tables.ts';
import { saveShopSettings } from '../content/settings.service.ts';
import { balanceLedger, balances, creditBills, creditLines } from '../money/money.tables.ts';
import { creditBalanceBack, LEDGER_KIND } from '../money/money.service.ts';
import { refundNumberOf, refundPayment } from '../payments/payment-refund.job.ts';
import { SandboxGateway } from '../payments/sandbox-gateway.ts';
import { grantCoupon } from '../promotions/coupons.service.ts';
import { coupons, flashSaleBuyers, flashSales, userCoupons } from '../promotions/promotions.tables.ts';
import { cancelExpiredOrders } from '../../workflows/cancel-order.ts';
import { expireOrderJob } from '../../workflows/order-expiry.job.ts';
import { shipWholeOrder } from '../../testing/sign-in-operator.ts';
import { payments } from '../payments/payments.tables.ts';
import { orderLines, orders } from './orders.tables.ts';

const SECRET = 'orders-test-sandbox-secret-of-32-chars';
let t: TestApp;
let gateway: SandboxGateway;
const ids = {} as Record<
  'east' | 'maker' | 'cold' | 'tonic' | 'flash' | 'sale' | 'coupon50' | 'smallCoupon',
  number
>;

beforeAll(async () => {
  t = await buildTestApp({ CART_CACHE_MS: '0', PAYMENT_SANDBOX_SECRET: SECRET });
  // The gateway's side: it signs notifies with the shop's secret and keeps its refund records.
  gateway = new SandboxGateway(SECRET, { db: t.db });
  const db = t.db;
  ids.east = await insertWarehouse(db, '华东一号仓');
  ids.maker = await insertManufacturer(db, '华康制药股份有限公司');
  const base = { manufacturerId: ids.maker, businessScope: '中成药' };
  ids.cold = await insertGoods(db, {
    ...base,
    name: '感冒灵颗粒',
    basePriceFen: 1000,
    packMultiple: 10,
    stock: { [ids.east]: 10_000 },
  });
  ids.tonic = await insertGoods(db, {
    ...base,
    name: '补中益气丸',
    basePriceFen: 2500,
    stock: { [ids.east]: 10_000 },
  });
  ids.flash = await insertGoods(db, {
    ...base,
    name: '秒杀维C',
    basePriceFen: 2000,
    stock: { [ids.east]: 10_000 },
  });
  const [sale] = await db
    .insert(flashSales)
    .values({
      goodsId: ids.flash,
      priceFen: 990,
      limitPerBuyer: 3,
      totalUnits: 100,
      startsAt: new Date(Date.now() - 3_600_000),
      endsAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  ids.sale = sale!.id;
  const window = { startsAt: new Date(Date.now() - 3_600_000), endsAt: new Date(Date.now() + 86_400_000) };
  const [big] = await db
    .insert(coupons)
    .values({ name: '满500减50', kind: 'amount', thresholdFen: 50_000, valueFen: 5_000, ...window })
    .returning();
  ids.coupon50 = big!.id;
  const [small] = await db
    .insert(coupons)
    .values({ name: '满50减5', kind: 'amount', thresholdFen: 5_000, valueFen: 500, ...window })
    .returning();
  ids.smallCoupon = small!.id;
  await saveShopSettings(db, { shipping: { free_from_fen: 80_000, freight_fen: 1_500 } });
});
afterAll(() => t.close());

interface Buyer {
  id: number;
  client: TestClient;
  addressId: number;
}

/** An approved buyer who signed the contract and has a default address. */
async function newBuyer(options: { sign?: boolean } = {}): Promise<Buyer> {
  const { buyer, client } = await signInBuyer(t, { businessScopes: ['中成药'] });
  if (options.sign !== false) await client.post('/api/contract/sign', { agree: 1 });
  const address = await client.post<Address>('/api/user/address', deliveryAddressBody);
  return { id: buyer.id, client, addressId: address.body.data.id };
}

async function cartLineIds(buyer: Buyer, data: object[]): Promise<number[]> {
  const added = await buyer.client.post('/api/cart', { data }, { form: true });
  if (added.body.code !== 10000) throw new Error(added.body.msg);
  const rows = await t.db.select({ id: cartLines.id }).from(cartLines).where(eq(cartLines.userId, buyer.id));
  return rows.map((row) => row.id);
}

let keys = 0;
const newKey = () => `test-key-${process.pid}-${++keys}`;

const submit = (buyer: Buyer, body: object, key: string | null = newKey()) =>
  buyer.client.post<OrderDetail>('/api/order', body, { headers: key ? { 'idempotency-key': key } : {} });

const stockOf = async (goodsId: number) =>
  (await t.db.select({ stock: goodsStock.stock }).from(goodsStock).where(eq(goodsStock.goodsId, goodsId)))[0]!
    .stock;
const ordersOf = async (userId: number) => t.db.select().from(orders).where(eq(orders.userId, userId));
const topUp = (userId: number, fen: number) =>
  t.db.transaction((tx) => creditBalanceBack(tx, userId, fen, LEDGER_KIND.topUp, 'test'));
const balanceFen = async (userId: number) =>
  (await t.db.select().from(balances).where(eq(balances.userId, userId)))[0]?.amountFen ?? 0;
const paymentOf = async (paymentId: number) =>
  (await t.db.select().from(payments).where(eq(payments.id, paymentId)))[0]!;

/** Waits for the refund job to have marked the payment refunded. */
async function refunded(paymentId: number) {
  for (let waited = 0; (await paymentOf(paymentId)).status !== 'refunded'; waited += 50) {
    if (waited > 20_000) throw new Error(`payment ${paymentId} was not refunded`);
    await setTimeout(50);
  }
  return paymentOf(paymentId);
}

/** Everything an order could have written, to prove a refusal wrote nothing. */
async function footprint(userId: number) {
  const [orderCount] = await t.db.select({ n: count() }).from(orders).where(eq(orders.userId, userId));
  const [lineCount] = await t.db.select({ n: count() }).from(cartLines).where(eq(cartLines.userId, userId));
  const held = await t.db.select().from(userCoupons).where(eq(userCoupons.userId, userId));
  const stock = await t.db.select().from(goodsStock).orderBy(goodsStock.goodsId);
  const [sale] = await t.db.select().from(flashSales).where(eq(flashSales.id, ids.sale));
  return {
    orders: orderCount!.n,
    cart: lineCount!.n,
    held,
    stock,
    sold: sale!.soldUnits,
    balance: await balanceFen(userId),
  };
}

describe('the electronic contract', () => {
  it('answers 459 from checkout and confirmation until signed, then records who signed, when and from where', async () => {
    const buyer = await newBuyer({ sign: false });
    const lines = await cartLineIds(buyer, [{ goods_id: ids.cold, number: 10 }]);
    const checkout = await buyer.client.post('/api/cart/checkout', { ids: lines });
    expect(checkout.status).toBe(459);
    expect(checkout.body).toMatchObject({ code: 459, msg: '请先签署电子购销合同，签署后即可下单' });
    expect((await buyer.client.post('/api/order/confirm', { ids: lines })).body.code).toBe(459);
    const before = await footprint(buyer.id);
    expect((await submit(buyer, { ids: lines })).body.code).toBe(459);
    expect(await footprint(buyer.id)).toEqual(before);

    const shown = await buyer.client.get<{ signed: boolean; content: string }>('/api/contract');
    expect(shown.body.data.signed).toBe(false);
    expect(shown.body.data.content).toContain('甲方（购货方）：测试药房');
    expect((await buyer.client.post('/api/contract/sign', { agree: 0 })).status).toBe(422);
    const signed = await buyer.client.post<{ signed: boolean; signed_at: string }>('/api/contract/sign', {
      agree: 1,
    });
    expect(signed.body).toMatchObject({ code: 10000, msg: '合同签署成功', data: { signed: true } });
    await buyer.client.post('/api/contract/sign', { agree: 1 });
    const rows = await t.db.execute(
      sql`select account, ip from contract_signatures where user_id = ${buyer.id}`,
    );
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
      { account: expect.stringMatching(/^1\d{10}$/), ip: '127.0.0.1' },
    ]);
    expect((await buyer.client.post('/api/cart/checkout', { ids: lines })).body.code).toBe(10000);
  });

  it('escapes the company name the buyer typed', async () => {
    const { client } = await signInBuyer(t, { company: '<img src=x onerror=alert(1)>药房' });
    const shown = await client.get<{ content: string }>('/api/contract');
    expect(shown.body.data.content).not.toContain('<img');
  });
});

describe('confirming and submitting', () => {
  it('prices the lines as one order with the chosen coupon, and lists only coupons that save something', async () => {
    const buyer = await newBuyer();
    const lines = await cartLineIds(buyer, [{ goods_id: ids.cold, number: 60 }]);
    const big = await grantCoupon(t.db, buyer.id, ids.coupon50);
    const small = await grantCoupon(t.db, buyer.id, ids.smallCoupon);
    const plain = await buyer.client.post<OrderConfirmation>('/api/order/confirm', { ids: lines });
    expect(plain.body.data.total).toMatchObject({
      goods_amount: '600.00',
      coupon_amount: '0.00',
      freight: '15.00',
      payable: '615.00',
    });
    expect(plain.body.data.coupons.map((c) => [c.id, c.saving, c.rule])).toEqual([
      [big, '50.00', '满500减50'],
      [small, '5.00', '满50减5'],
    ]);
    expect(plain.body.data.addresses).toHaveLength(1);
    expect(plain.body.data.invoice_types).toEqual([0, 1]);
    expect(plain.body.data.pay_methods.map((m) => [m.method, m.problem])).toEqual([
      ['balance', '余额不足'],
      ['credit', '未开通授信'],
      ['online', null],
    ]);
    const withCoupon = await buyer.client.post<OrderConfirmation>('/api/order/confirm', {
      ids: lines,
      coupon_ids: [big],
    });
    expect(withCoupon.body.data.total).toMatchObject({ coupon_amount: '50.00', payable: '565.00' });
  });

  it('creates the order in one go: stock taken, coupon used, cart lines gone, amounts from the server', async () => {
    const buyer = await newBuyer();
    const lines = await cartLineIds(buyer, [
      { goods_id: ids.cold, number: 60 },
      { goods_id: ids.tonic, number: 4 },
    ]);
    const held = await grantCoupon(t.db, buyer.id, ids.coupon50);
    const coldBefore = await stockOf(ids.cold);
    const answer = await submit(buyer, {
      ids: lines,
      coupon_ids: [held],
      remark: '请尽快发货',
      payable: '0.01',
      amount: 1,
    });
    expect(answer.body).toMatchObject({ code: 10000, msg: '订单提交成功' });
    const order = answer.body.data;
    expect(order).toMatchObject({
      status: 1,
      status_label: '待付款',
      goods_amount: '700.00',
      coupon_amount: '50.00',
      freight: '15.00',
      payable: '665.00',
      remark: '请尽快发货',
      can_pay: true,
      can_cancel: true,
      address: { name: '王药师', city: '杭州市' },
    });
    expect(order.order_no).toMatch(/^\d{16}$/);
    expect(order.lines.map((l) => [l.name, l.number, l.price, l.coupon_amount, l.amount])).toEqual([
      ['补中益气丸', 4, '25.00', '7.14', '92.86'],
      ['感冒灵颗粒', 60, '10.00', '42.86', '557.14'],
    ]);
    expect(await stockOf(ids.cold)).toBe(coldBefore - 60);
    expect(await t.db.select().from(cartLines).where(eq(cartLines.userId, buyer.id))).toEqual([]);
    const [coupon] = await t.db.select().from(userCoupons).where(eq(userCoupons.id, held));
    expect(coupon!.orderId).toBe(order.id);
  });

  it('returns the same order for the same key, even when the submits race', async () => {
    const buyer = await newBuyer();
    const lines = await cartLineIds(buyer, [{ goods_id: ids.cold, number: 10 }]);
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 5 }, () => submit(buyer, { ids: lines }, key)));
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
    expect(answers.filter((a) => a.body.msg === '订单提交成功')).toHaveLength(1);
    expect(await ordersOf(buyer.id)).toHaveLength(1);
  });

  const KEY_REUSED = '该请求标识（Idempotency-Key）已用于另一笔不同的订单，请勿重复使用';

  /** A buyer with a line of 感冒灵颗粒 and one of 补中益气丸 in the cart, and a key not used yet. */
  async function twoLinesAndAKey() {
    const buyer = await newBuyer();
    const [cold, tonic] = await cartLineIds(buyer, [
      { goods_id: ids.cold, number: 10 },
      { goods_id: ids.tonic, number: 1 },
    ]);
    return { buyer, cold: cold!, tonic: tonic!, key: newKey() };
  }

  it('refuses the key reused with another body (409, writing nothing); the same body still gets the order', async () => {
    const { buyer, cold, tonic, key } = await twoLinesAndAKey();
    const first = await submit(buyer, { ids: [cold], remark: '请尽快发货' }, key);
    expect(first.body.msg).toBe('订单提交成功');
    // The same request form-encoded, fields in another order and defaults spelt out, is the same body.
    const again = await buyer.client.post<OrderDetail>(
      '/api/order',
      { remark: '请尽快发货', coupon_ids: [], ids: [cold] },
      { form: true, headers: { 'idempotency-key': key } },
    );
    expect([again.status, again.body.msg, again.body.data.id]).toEqual([
      200,
      '订单已提交，请勿重复提交',
      first.body.data.id,
    ]);

    const watch = new WriteWatch(t.db);
    await watch.mark();
    for (const body of [{ ids: [tonic] }, { ids: [cold], remark: '改了备注' }, { ids: [cold, tonic] }]) {
      const refused = await submit(buyer, body, key);
      expect([refused.status, refused.body]).toEqual([409, { code: 409, msg: KEY_REUSED, data: null }]);
    }
    expect(await watch.changedTables()).toEqual([]);
    expect(await ordersOf(buyer.id)).toHaveLength(1);
  });

  it('makes one order of racing submits with one key and two bodies, refusing the other body', async () => {
    const { buyer, cold, tonic, key } = await twoLinesAndAKey();
    const bodies = Array.from({ length: 6 }, (_, i) => ({ ids: [i % 2 === 0 ? cold : tonic] }));
    const answers = await Promise.all(bodies.map((body) => submit(buyer, body, key)));
    const [order] = await ordersOf(buyer.id);
    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    const won = line!.goodsId === ids.cold ? cold : tonic;
    expect(answers.map((answer) => answer.status)).toEqual(
      bodies.map((body) => (body.ids[0] === won ? 200 : 409)),
    );
    expect(answers.filter((a) => a.body.msg === '订单提交成功')).toHaveLength(1);
    expect(answers.filter((a) => a.status === 200).every((a) => a.body.data.id === order!.id)).toBe(true);
    expect(await ordersOf(buyer.id)).toHaveLength(1);
  });

  it('keeps a key stored before bodies were hashed answering with its order, whatever the body', async () => {
    const { buyer, cold, tonic, key } = await twoLinesAndAKey();
    const first = await submit(buyer, { ids: [cold] }, key);
    await t.db.update(orders).set({ requestHash: null }).where(eq(orders.id, first.body.data.id));
    const again = await submit(buyer, { ids: [tonic] }, key);
    expect([again.status, again.body.msg, again.body.data.id]).toEqual([
      200,
      '订单已提交，请勿重复提交',
      first.body.data.id,
    ]);
    expect(await ordersOf(buyer.id)).toHaveLength(1);
  });

  it('refuses bad submissions with a clear message and writes nothing', async () => {
    const buyer = await newBuyer();
    const other = await newBuyer();
    const lines = await cartLineIds(buyer, [{ goods_id: ids.cold, number: 10 }]);
    const othersLines = await cartLineIds(other, [{ goods_id: ids.tonic, number: 1 }]);
    const othersCoupon = await grantCoupon(t.db, other.id, ids.smallCoupon);
    const before = await footprint(buyer.id);
    const cases: [object, string | null, number, string][] = [
      [{ ids: lines }, null, 422, '缺少或无效的请求标识（Idempotency-Key），请刷新页面后重新提交'],
      [{ ids: lines }, 'short', 422, '缺少或无效的请求标识（Idempotency-Key），请刷新页面后重新提交'],
      [{ ids: [] }, newKey(), 422, '请选择要结算的商品'],
      [{ ids: ['x'] }, newKey(), 422, '商品格式不正确'],
      [{ ids: othersLines }, newKey(), 404, '购物车中没有这件商品，请刷新后再试'],
      [{ ids: [...lines, 99_999_999] }, newKey(), 404, '购物车中没有这件商品，请刷新后再试'],
      [{ ids: lines, address_id: other.addressId }, newKey(), 404, '收货地址不存在'],
      [{ ids: lines, address_id: 99_999_999 }, newKey(), 404, '收货地址不存在'],
      [{ ids: lines, coupon_ids: [othersCoupon] }, newKey(), 422, '优惠券不可用或已被使用'],
      [{ ids: lines, coupon_ids: [1, 2] }, newKey(), 422, '每笔订单限用一张优惠券'],
      [
        { ids: lines, invoice_type: 2 },
        newKey(),
        422,
        '开具增值税专用发票需先在账户设置中填写完整的开票信息',
      ],
      [{ ids: lines, invoice_type: 7 }, newKey(), 422, '发票类型不正确'],
      [{ ids: lines, remark: '长'.repeat(201) }, newKey(), 422, '订单备注不能超过200个字符'],
    ];
    for (const [body, key, status, msg] of cases) {
      const answer = await submit(buyer, body, key);
      expect([answer.status, answer.body.msg], JSON.stringify(body)).toEqual([status, msg]);
    }
    // A coupon below its threshold.
    const small = await grantCoupon(t.db, buyer.id, ids.coupon50);
    const below = await submit(buyer, { ids: lines, coupon_ids: [small] });
    expect([below.status, below.body.msg]).toEqual([422, '所选商品未达到该优惠券的使用条件']);
    expect({ ...(await footprint(buyer.id)), held: [] }).toEqual({ ...before, held: [] });
  });

  it('offers a special VAT invoice once the buyer’s 开票信息 is complete, and the order carries the tax number', async () => {
    const buyer = await newBuyer();
    const lines = await cartLineIds(buyer, [{ goods_id: ids.cold, number: 10 }]);
    const types = async () =>
      (await buyer.client.post<OrderConfirmation>('/api/order/confirm', { ids: lines })).body.data
        .invoice_types;
    expect(await types()).toEqual([0, 1]);
    const saved = await buyer.client.post('/api/user/invoice_info', {
      tax_no: '91330100MA2B7K9X1Q',
      bank_name: '招商银行杭州分行',
      bank_account: '5719 0123 4567 890',
      address: '杭州市西湖区文三路1号',
      phone: '0571-88881234',
    });
    expect([saved.status, saved.body.msg]).toEqual([200, '开票信息已保存']);
    expect(await types()).toEqual([0, 1, 2]);
    const order = await submit(buyer, { ids: lines, invoice_type: 2 });
    expect(order.body.data.invoice).toMatchObject({ type: 2, tax_no: '91330100MA2B7K9X1Q' });
    // The invoice is issued from what the order froze, whatever 开票信息 says later.
    const [frozen] = await t.db
      .select({ invoice: orders.invoice })
      .from(orders)
      .where(eq(orders.id, order.body.data.id));
    expect(frozen?.invoice).toEqual({
      type: 2,
      title: expect.any(String),
      taxNo: '91330100MA2B7K9X1Q',
      addressPhone: '杭州市西湖区文三路1号 0571-88881234',
      bankAccount: '招商银行杭州分行 5719 0123 4567 890',
    });
  });

  it('refuses the whole order when stock ran out since the goods were added, leaving stock and cart as they were', async () => {
    const buyer = await newBuyer();
    const scarce = await insertGoods(t.db, {
      manufacturerId: ids.maker,
      name: '稀缺口服液',
      stock: { [ids.east]: 5 },
    });
    const lines = await cartLineIds(buyer, [
      { goods_id: ids.cold, number: 10 },
      { goods_id: scarce, number: 5 },
    ]);
    await t.db.update(goodsStock).set({ stock: 3 }).where(eq(goodsStock.goodsId, scarce));
    const before = await footprint(buyer.id);
    const answer = await submit(buyer, { ids: lines });
    expect([answer.status, answer.body.msg]).toEqual([422, '稀缺口服液：库存不足，最多可购买3盒']);
    expect(await footprint(buyer.id)).toEqual(before);
  });

  it('holds a buyer to the flash-sale limit across orders', async () => {
    const buyer = await newBuyer();
    const first = await cartLineIds(buyer, [{ goods_id: ids.flash, type: 1, number: 2 }]);
    expect((await submit(buyer, { ids: first })).body.code).toBe(10000);
    const more = await buyer.client.post('/api/cart', {
      data: [{ goods_id: ids.flash, type: 1, number: 2 }],
    });
    expect([more.status, more.body.msg]).toEqual([422, '秒杀维C：每人限购3盒，您已购2盒，最多还可购买1盒']);
    const second = await cartLineIds(buyer, [{ goods_id: ids.flash, type: 1, number: 1 }]);
    // Another order took the last unit the buyer may have after this line was put in the cart.
    await t.db
      .update(flashSaleBuyers)
      .set({ units: 3 })
      .where(and(eq(flashSaleBuyers.flashSaleId, ids.sale), eq(flashSaleBuyers.userId, buyer.id)));
    await t.db
      .update(flashSales)
      .set({ soldUnits: sql`${flashSales.soldUnits} + 1` })
      .where(eq(flashSales.id, ids.sale));
    const before = await footprint(buyer.id);
    const refused = await submit(buyer, { ids: second });
    expect([refused.status, refused.body.msg]).toEqual([
      422,
      '秒杀维C：每人限购3盒，您已购3盒，已达限购数量',
    ]);
    expect(await footprint(buyer.id)).toEqual(before);
  });
});

describe('the flash-sale limit when adding to the cart', () => {
  it('refuses adding or editing a flash line past the limit less what the buyer bought, writing nothing', async () => {
    const buyer = await newBuyer();
    const first = await cartLineIds(buyer, [{ goods_id: ids.flash, type: 1, number: 2 }]);
    expect((await submit(buyer, { ids: first })).body.code).toBe(10000);
    const watch = new WriteWatch(t.db);
    await watch.mark();
    const added = await buyer.client.post('/api/cart', {
      data: [{ goods_id: ids.flash, type: 1, number: 2 }],
    });
    expect([added.status, added.body.msg]).toEqual([422, '秒杀维C：每人限购3盒，您已购2盒，最多还可购买1盒']);
    expect(await watch.changedTables()).toEqual([]);

    const [line] = await cartLineIds(buyer, [{ goods_id: ids.flash, type: 1, number: 1 }]);
    await watch.mark();
    const edited = await buyer.client.post(`/api/cart/${line}/edit`, { number: 2 });
    expect([edited.status, edited.body.msg]).toEqual([
      422,
      '秒杀维C：每人限购3盒，您已购2盒，最多还可购买1盒',
    ]);
    expect(await watch.changedTables()).toEqual([]);
    const [kept] = await t.db
      .select({ number: cartLines.number })
      .from(cartLines)
      .where(eq(cartLines.id, line!));
    expect(kept!.number).toBe(1);
  });
});

async function placeOrder(
  buyer: Buyer,
  data: object[] = [{ goods_id: ids.cold, number: 10 }],
  extra: object = {},
) {
  const lines = await cartLineIds(buyer, data);
  const answer = await submit(buyer, { ids: lines, ...extra });
  if (answer.body.code !== 10000) throw new Error(answer.body.msg);
  return answer.body.data;
}

const pay = (buyer: Buyer, orderId: number, method: string) =>
  buyer.client.post<PaymentAnswer>(`/api/order/${orderId}/pay`, { method });

describe('paying', () => {
  it('pays by balance once: the balance goes down with a ledger row, and a second payment is refused', async () => {
    const buyer = await newBuyer();
    const order = await placeOrder(buyer);
    await topUp(buyer.id, 20_000);
    const paid = await pay(buyer, order.id, 'balance');
    expect(paid.body).toMatchObject({
      code: 10000,
      msg: '支付成功',
      data: { order: { status: 2, pay_method: 'balance' } },
    });
    expect(await balanceFen(buyer.id)).toBe(20_000 - 11_500);
    const again = await pay(buyer, order.id, 'balance');
    expect([again.status, again.body.msg]).toEqual([400, '订单已支付，请勿重复支付']);
    expect(await balanceFen(buyer.id)).toBe(8_500);
    const log = await buyer.client.get<{ list: { change: string; kind: string }[] }>(
      '/api/user/user_money_log?use_type=2',
    );
    expect(log.body.data.list).toEqual([
      expect.objectContaining({ change: '-115.00', kind: '订单支付', memo: order.order_no }),
    ]);
    expect((await buyer.client.get('/api/user/user_money')).body.data).toEqual({ balance: '85.00' });
  });

  it('refuses a payment the buyer cannot make and changes nothing', async () => {
    const buyer = await newBuyer();
    const order = await placeOrder(buyer);
    await topUp(buyer.id, 100);
    const short = await pay(buyer, order.id, 'balance');
    expect([short.status, short.body.msg]).toEqual([422, '余额不足，请充值或选择其他支付方式']);
    const noCredit = await pay(buyer, order.id, 'credit');
    expect([noCredit.status, noCredit.body.msg]).toEqual([422, '您尚未开通授信支付']);
    const unknown = await pay(buyer, order.id, 'cash');
    expect([unknown.status, unknown.body.msg]).toEqual([422, '请选择支付方式']);
    expect(await balanceFen(buyer.id)).toBe(100);
    const [row] = await ordersOf(buyer.id);
    expect(row).toMatchObject({ status: 1, payMethod: null });
  });

  it('pays by credit within the limit and makes a bill', async () => {
    const buyer = await newBuyer();
    await t.db.insert(creditLines).values({ userId: buyer.id, limitFen: 12_000 });
    const first = await placeOrder(buyer);
    const second = await placeOrder(buyer);
    expect((await pay(buyer, first.id, 'credit')).body.code).toBe(10000);
    const over = await pay(buyer, second.id, 'credit');
    expect([over.status, over.body.msg]).toEqual([422, '可用授信额度不足，请选择其他支付方式']);
    expect((await buyer.client.get('/api/user/user_credit')).body.data).toMatchObject({
      limit: '120.00',
      used: '115.00',
      available: '5.00',
      unpaid: '115.00',
      overdue: '0.00',
    });
    const bills = await buyer.client.get<{ list: object[] }>('/api/user/user_credit_list?type=1');
    expect(bills.body.data.list).toEqual([
      expect.objectContaining({ order_no: first.order_no, amount: '115.00', status: 'unpaid' }),
    ]);
  });

  it('gives a point per yuan paid, once however the notify repeats, and takes them back when the order is cancelled', async () => {
    const buyer = await newBuyer();
    const points = async () =>
      (await buyer.client.get<PointsPage>('/api/user/points_log')).body.data.list.map((row) => [
        row.kind,
        row.change,
        row.balance_after,
      ]);
    const byBalance = await placeOrder(buyer);
    await topUp(buyer.id, 20_000);
    await pay(buyer, byBalance.id, 'balance');
    expect(await points()).toEqual([['订单奖励', 115, 115]]);

    const online = await placeOrder(buyer);
    const payUrl = (await pay(buyer, online.id, 'online')).body.data.pay_url!;
    const notify = gateway.notifyFor(Number(/sandbox\/(\d+)/.exec(payUrl)![1]), 11_500);
    await Promise.all(
      [1, 2, 3].map(() => t.app.inject({ method: 'POST', url: '/api/pay/notify/sandbox', payload: notify })),
    );
    expect(await points()).toEqual([
      ['订单奖励', 115, 230],
      ['订单奖励', 115, 115],
    ]);
    await buyer.client.post(`/api/order/${byBalance.id}/cancel`, {});
    expect((await points())[0]).toEqual(['订单取消扣回', -115, 115]);
    expect((await buyer.client.get<{ points: number }>('/api/user/base')).body.data.points).toBe(115);
  });

  it('gives points at the rate the shop sets, and a cancellation takes back what that order earned', async () => {
    const buyer = await newBuyer();
    await topUp(buyer.id, 40_000);
    const before = await placeOrder(buyer);
    await pay(buyer, before.id, 'balance');
    await saveShopSettings(t.db, { points: { per_yuan: 3 } });
    try {
      const after = await placeOrder(buyer);
      await pay(buyer, after.id, 'balance');
      const log = (await buyer.client.get<PointsPage>('/api/user/points_log')).body.data;
      expect(log.per_yuan).toBe(3);
      expect(log.list.map((row) => row.change)).toEqual([345, 115]);
      // The rate changed after the first order: cancelling it takes back its 115, not 345.
      await buyer.client.post(`/api/order/${before.id}/cancel`, {});
      const [latest] = (await buyer.client.get<PointsPage>('/api/user/points_log')).body.data.list;
      expect([latest!.kind, latest!.change, latest!.balance_after]).toEqual(['订单取消扣回', -115, 345]);
    } finally {
      await saveShopSettings(t.db, { points: { per_yuan: 1 } });
    }
  });

  it('refuses paying by credit while a bill is overdue, and takes nothing', async () => {
    const buyer = await newBuyer();
    await t.db.insert(creditLines).values({ userId: buyer.id, limitFen: 100_000, usedFen: 1_000 });
    await t.db.insert(creditBills).values({
      userId: buyer.id,
      orderId: 1,
      orderNo: 'OVERDUE-1',
      amountFen: 1_000,
      dueAt: new Date(Date.now() - 60_000),
    });
    const order = await placeOrder(buyer);
    const refused = await pay(buyer, order.id, 'credit');
    expect([refused.status, refused.body.msg]).toEqual([
      422,
      '您有逾期未还的账期账单，请先还款后再使用授信支付',
    ]);
    expect((await ordersOf(buyer.id))[0]).toMatchObject({ status: 1, payMethod: null });
    const [line] = await t.db.select().from(creditLines).where(eq(creditLines.userId, buyer.id));
    expect(line!.usedFen).toBe(1_000);
  });

  it('pays online through the gateway: a forged notify is refused, a replayed one pays once', async () => {
    const buyer = await newBuyer();
    const order = await placeOrder(buyer);
    const opened = await pay(buyer, order.id, 'online');
    expect(opened.body.data.pay_url).toMatch(/^\/api\/pay\/sandbox\/\d+\?/);
    const paymentId = Number(/sandbox\/(\d+)/.exec(opened.body.data.pay_url!)![1]);
    const notify = gateway.notifyFor(paymentId, 11_500);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/pay/notify/sandbox',
      payload: { ...notify, amount_fen: '1' },
    });
    expect([forged.statusCode, forged.body]).toEqual([400, 'FAIL: bad signature']);
    const signedElsewhere = new SandboxGateway('another-secret-entirely', { db: t.db }).notifyFor(
      paymentId,
      11_500,
    );
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/pay/notify/sandbox', payload: signedElsewhere }))
        .statusCode,
    ).toBe(400);
    expect((await ordersOf(buyer.id))[0]!.status).toBe(1);

    const deliveries = await Promise.all(
      [notify, notify, notify].map((payload) =>
        t.app.inject({ method: 'POST', url: '/api/pay/notify/sandbox', payload }),
      ),
    );
    expect(deliveries.map((d) => d.body)).toEqual(['success', 'success', 'success']);
    expect((await ordersOf(buyer.id))[0]).toMatchObject({ status: 2, payMethod: 'online' });
    const settled = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(settled.map((p) => p.status)).toEqual(['paid']);
  });

  it('sends the buyer back from the cashier only to the shop page the link was signed for', async () => {
    const buyer = await newBuyer();
    const order = await placeOrder(buyer);
    const payUrl = (await pay(buyer, order.id, 'online')).body.data.pay_url!;
    const cashier = await t.app.inject({ method: 'GET', url: payUrl });
    expect(cashier.statusCode).toBe(200);
    expect(cashier.body).toContain(`href="/cart/result/${order.id}"`);
    const withReturn = (returnUrl: string) => {
      const url = new URL(payUrl, 'http://shop.test');
      url.searchParams.set('return_url', returnUrl);
      return `${url.pathname}${url.search}`;
    };
    for (const foreign of [
      '/\\evil.example',
      '//evil.example',
      'https://evil.example/',
      '/\t/evil.example',
    ]) {
      for (const method of ['GET', 'POST'] as const) {
        const url = withReturn(foreign).replace('?', method === 'POST' ? '/confirm?' : '?');
        const refused = await t.app.inject({ method, url });
        expect(refused.statusCode, `${method} ${foreign}`).toBe(422);
        expect(refused.headers.location).toBeUndefined();
      }
    }
    // A page of the shop, but not the one the shop signed the link for.
    const swapped = await t.app.inject({
      method: 'POST',
      url: withReturn('/order').replace('?', '/confirm?'),
    });
    expect([swapped.statusCode, swapped.headers.location]).toEqual([400, undefined]);
    expect((await ordersOf(buyer.id))[0]!.status).toBe(1);
  });

  it('refunds a late notify for an order cancelled meanwhile', async () => {
    const buyer = await newBuyer();
    const order = await placeOrder(buyer);
    const opened = await pay(buyer, order.id, 'online');
    const paymentId = Number(/sandbox\/(\d+)/.exec(opened.body.data.pay_url!)![1]);
    expect((await buyer.client.post(`/api/order/${order.id}/cancel`, {})).body.code).toBe(10000);
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/pay/notify/sandbox',
      payload: gateway.notifyFor(paymentId, 11_500),
    });
    expect(late.body).toBe('success');
    expect((await ordersOf(buyer.id))[0]!.status).toBe(5);
    await refunded(paymentId);
    expect(await gateway.refundsOf(paymentId)).toEqual([
      expect.objectContaining({ refundNo: refundNumberOf(paymentId), amountFen: 11_500 }),
    ]);
  });
});

describe('cancelling', () => {
  it('gives back stock, flash-sale units, the coupon and the money, the way it was paid', async () => {
    const buyer = await newBuyer();
    const held = await grantCoupon(t.db, buyer.id, ids.smallCoupon);
    const stockBefore = await stockOf(ids.flash);
    const [saleBefore] = await t.db.select().from(flashSales).where(eq(flashSales.id, ids.sale));
    const order = await placeOrder(
      buyer,
      [
        { goods_id: ids.flash, type: 1, number: 3 },
        { goods_id: ids.cold, number: 10 },
      ],
      { coupon_ids: [held] },
    );
    await topUp(buyer.id, 50_000);
    await pay(buyer, order.id, 'balance');
    const cancelled = await buyer.client.post<OrderDetail>(`/api/order/${order.id}/cancel`, {
      reason: '买多了',
    });
    expect(cancelled.body).toMatchObject({
      code: 10000,
      msg: '订单已取消',
      data: { status: 5, cancel_reason: '买多了', can_cancel: false },
    });
    expect(await stockOf(ids.flash)).toBe(stockBefore);
    expect((await t.db.select().from(flashSales).where(eq(flashSales.id, ids.sale)))[0]!.soldUnits).toBe(
      saleBefore!.soldUnits,
    );
    expect((await t.db.select().from(userCoupons).where(eq(userCoupons.id, held)))[0]!.orderId).toBeNull();
    expect(await balanceFen(buyer.id)).toBe(50_000);
    const ledger = await t.db.select().from(balanceLedger).where(eq(balanceLedger.userId, buyer.id));
    expect(ledger.reduce((sum, row) => sum + row.changeFen, 0)).toBe(50_000);
    const again = await buyer.client.post(`/api/order/${order.id}/cancel`, {});
    expect([again.status, again.body.msg]).toEqual([400, '订单已取消']);
    const payCancelled = await pay(buyer, order.id, 'balance');
    expect([payCancelled.status, payCancelled.body.msg]).toEqual([400, '订单已取消，无法支付']);
  });

  it('gives credit back and closes its bill', async () => {
    const buyer = await newBuyer();
    await t.db.insert(creditLines).values({ userId: buyer.id, limitFen: 100_000 });
    const order = await placeOrder(buyer);
    await pay(buyer, order.id, 'credit');
    await buyer.client.post(`/api/order/${order.id}/cancel`, {});
    expect((await buyer.client.get('/api/user/user_credit')).body.data).toMatchObject({ used: '0.00' });
    const [bill] = await t.db.select().from(creditBills).where(eq(creditBills.userId, buyer.id));
    expect(bill!.status).toBe('refunded');
  });

  it('refunds an online payment through the gateway once, however often the refund runs', async () => {
    const buyer = await newBuyer();
    const order = await placeOrder(buyer);
    const opened = await pay(buyer, order.id, 'online');
    const paymentId = Number(/sandbox\/(\d+)/.exec(opened.body.data.pay_url!)![1]);
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/pay/notify/sandbox',
      payload: gateway.notifyFor(paymentId, 11_500),
    });
    expect(paid.body).toBe('success');
    expect(await gateway.refundsOf(paymentId)).toEqual([]);

    const cancelled = await buyer.client.post<OrderDetail>(`/api/order/${order.id}/cancel`, {});
    expect(cancelled.body).toMatchObject({ code: 10000, data: { status: 5 } });
    const payment = await refunded(paymentId);
    expect(payment.refundedAt).toBeInstanceOf(Date);
    const made = [
      { refundNo: refundNumberOf(paymentId), paymentId, tradeNo: payment.tradeNo, amountFen: 11_500 },
    ];
    expect(await gateway.refundsOf(paymentId)).toEqual(made);

    // Run again, the job finds the payment refunded; a try that died after the gateway's refund and
    // before the mark asks the gateway again, which refunds that number only once.
    expect(await refundPayment(t.db, gateway, paymentId)).toBeNull();
    await t.db.update(payments).set({ status: 'refunding' }).where(eq(payments.id, paymentId));
    expect(await refundPayment(t.db, gateway, paymentId)).toEqual(made[0]);
    expect((await paymentOf(paymentId)).status).toBe('refunded');
    expect(await gateway.refundsOf(paymentId)).toEqual(made);
  });

  it('refuses to cancel a shipped order, and issues its invoice', async () => {
    const buyer = await newBuyer();
    const order = await placeOrder(buyer, undefined, { invoice_type: 1 });
    await topUp(buyer.id, 20_000);
    await pay(buyer, order.id, 'balance');
    await shipWholeOrder(t, order.id);
    const refused = await buyer.client.post(`/api/order/${order.id}/cancel`, {});
    expect([refused.status, refused.body.msg]).toEqual([400, '订单已发货，无法取消；如有问题请申请售后']);
    const detail = await buyer.client.get<OrderDetail>(`/api/order/${order.id}`);
    expect(detail.body.data).toMatchObject({
      status: 3,
      shipments: [{ carrier: '顺丰速运', tracking_no: 'SF1234567890' }],
    });
    const invoices = await buyer.client.get<{ list: object[] }>(`/api/invoice?order_no=${order.order_no}`);
    expect(invoices.body.data.list).toEqual([
      expect.objectContaining({
        order_no: order.order_no,
        type: 1,
        amount: '115.00',
        invoice_no: `FP${order.order_no}-1`,
      }),
    ]);
  });

  it('cancels unpaid orders past their time, and only those', async () => {
    const buyer = await newBuyer();
    const stale = await placeOrder(buyer);
    const fresh = await placeOrder(buyer);
    // Submitting enqueued each order's own cancel, due at its deadline.
    const [freshRow] = await t.db.select().from(orders).where(eq(orders.id, fresh.id));
    expect(await t.app.jobs.find(expireOrderJob, { orderId: fresh.id })).toEqual([
      expect.objectContaining({ state: 'created', startAfter: freshRow!.payDeadline }),
    ]);
    await t.db
      .update(orders)
      .set({ payDeadline: new Date(Date.now() - 1000) })
      .where(eq(orders.id, stale.id));
    const stockBefore = await stockOf(ids.cold);
    await cancelExpiredOrders(t.db, t.app.jobs);
    const rows = await ordersOf(buyer.id);
    expect(rows.find((o) => o.id === stale.id)).toMatchObject({
      status: 5,
      cancelReason: '超时未支付，系统自动取消',
    });
    expect(rows.find((o) => o.id === fresh.id)).toMatchObject({ status: 1 });
    expect(await stockOf(ids.cold)).toBe(stockBefore + 10);
  });
});

describe('my orders', () => {
  it('lists by state with counts and finds by number or goods name', async () => {
    const buyer = await newBuyer();
    const first = await placeOrder(buyer);
    await placeOrder(buyer, [{ goods_id: ids.tonic, number: 2 }]);
    await topUp(buyer.id, 20_000);
    await pay(buyer, first.id, 'balance');
    const all = await buyer.client.get<OrderPage>('/api/order');
    expect(all.body.data.counts).toMatchObject({ '0': 2, '1': 1, '2': 1 });
    expect(all.body.data.list.map((o) => o.preview[0]!.name)).toEqual(['补中益气丸', '感冒灵颗粒']);
    const toShip = await buyer.client.get<OrderPage>('/api/order?state=2');
    expect(toShip.body.data.list.map((o) => o.id)).toEqual([first.id]);
    const byName = await buyer.client.get<OrderPage>(`/api/order?keyword=${encodeURIComponent('补中')}`);
    expect(byName.body.data.total).toBe(1);
    const flash = await placeOrder(buyer, [{ goods_id: ids.flash, number: 1 }]);
    // 秒杀维C, found in any case.
    for (const keyword of ['维c', '维C']) {
      const found = await buyer.client.get<OrderPage>(`/api/order?keyword=${encodeURIComponent(keyword)}`);
      expect(found.body.data.list.map((o) => o.id)).toEqual([flash.id]);
    }
    const byNumber = await buyer.client.get<OrderPage>(`/api/order?keyword=${first.order_no}`);
    expect(byNumber.body.data.list.map((o) => o.id)).toEqual([first.id]);
    for (const bad of ['state=9', 'page=0', 'page_size=1000', `keyword=${'x'.repeat(51)}`]) {
      expect((await buyer.client.get(`/api/order?${bad}`)).status, bad).toBe(422);
    }
  });

  it('shows a buyer only their own orders', async () => {
    const owner = await newBuyer();
    const stranger = await newBuyer();
    const order = await placeOrder(owner);
    await topUp(stranger.id, 50_000);
    for (const [method, url] of [
      ['GET', `/api/order/${order.id}`],
      ['POST', `/api/order/${order.id}/pay`],
      ['POST', `/api/order/${order.id}/cancel`],
      ['POST', `/api/order/${order.id}/rebuy`],
    ] as const) {
      const answer =
        method === 'GET'
          ? await stranger.client.get(url)
          : await stranger.client.post(url, { method: 'balance' });
      expect([answer.status, answer.body.msg], url).toEqual([404, '订单不存在']);
    }
    expect((await stranger.client.get<OrderPage>('/api/order')).body.data.total).toBe(0);
    for (const keyword of ['感冒灵', order.order_no]) {
      const searched = await stranger.client.get<OrderPage>(
        `/api/order?keyword=${encodeURIComponent(keyword)}`,
      );
      expect(searched.body.data.total, keyword).toBe(0);
    }
    const owned = await owner.client.get<OrderPage>(`/api/order?keyword=${encodeURIComponent('感冒灵')}`);
    expect(owned.body.data.list.map((o) => o.id)).toEqual([order.id]);
    expect(await balanceFen(stranger.id)).toBe(50_000);
    expect((await ordersOf(owner.id))[0]!.status).toBe(1);
  });

  it('buys again: the order goods go back in the cart', async () => {
    const buyer = await newBuyer();
    const order = await placeOrder(buyer, [
      { goods_id: ids.cold, number: 20 },
      { goods_id: ids.tonic, number: 3 },
    ]);
    const again = await buyer.client.post<{ cart: number }>(`/api/order/${order.id}/rebuy`, {});
    expect(again.body).toMatchObject({ code: 10000, msg: '已将2种商品加入购物车', data: { cart: 2 } });
    const rows = await t.db
      .select()
      .from(cartLines)
      .where(eq(cartLines.userId, buyer.id))
      .orderBy(cartLines.goodsId);
    expect(rows.map((r) => [r.goodsId, r.number])).toEqual([
      [ids.cold, 20],
      [ids.tonic, 3],
    ]);
  });

  it('lists frequently bought goods from paid orders', async () => {
    const buyer = await newBuyer();
    await topUp(buyer.id, 100_000);
    for (const data of [
      [{ goods_id: ids.cold, number: 10 }],
      [{ goods_id: ids.cold, number: 20 }],
      [{ goods_id: ids.tonic, number: 1 }],
    ]) {
      const order = await placeOrder(buyer, data);
      await pay(buyer, order.id, 'balance');
    }
    await placeOrder(buyer, [{ goods_id: ids.flash, number: 1 }]);
    const often = await buyer.client.get<{ list: FastBuyEntry[] }>('/api/user/fast_buy');
    expect(often.body.data.list.map((g) => [g.name, g.times, g.pieces])).toEqual([
      ['感冒灵颗粒', 2, 30],
      ['补中益气丸', 1, 1],
    ]);
    // With the goods as they can be bought now: today's price, stock and pack multiple.
    expect(often.body.data.list[0]!.goods).toMatchObject({
      id: ids.cold,
      base_price: '10.00',
      zbz: 10,
      is_buy: true,
    });
  });
});

describe('the cart after orders', () => {
  it('counts paid orders awaiting shipment towards free shipping, until they ship', async () => {
    const buyer = await newBuyer();
    const order = await placeOrder(buyer, [{ goods_id: ids.cold, number: 30 }]);
    await topUp(buyer.id, 100_000);
    await pay(buyer, order.id, 'balance');
    await cartLineIds(buyer, [{ goods_id: ids.tonic, number: 2 }]);
    const cart = async () => (await buyer.client.get<CartState>('/api/cart/list')).body.data;
    expect((await cart()).shipping_data.no_trans_order_amount).toBe('315.00');
    expect((await cart()).total.free_shipping_gap).toBe(String((80_000 - 31_500 - 5_000) / 100) + '.00');
    await shipWholeOrder(t, order.id, 'SF1');
    expect((await cart()).shipping_data.no_trans_order_amount).toBe('0.00');
  });

  it('shows a flash-sale line no more than the buyer may still buy', async () => {
    const buyer = await newBuyer();
    await placeOrder(buyer, [{ goods_id: ids.flash, type: 1, number: 2 }]);
    await cartLineIds(buyer, [{ goods_id: ids.flash, type: 1, number: 1 }]);
    const [line] = (await buyer.client.get<CartState>('/api/cart/list')).body.data.data;
    expect(line).toMatchObject({ type: 1, max_number: 1, problem: null });
  });
});

describe('addresses', () => {
  it('keeps one default, refuses bad input and other buyers’ addresses', async () => {
    const buyer = await newBuyer();
    const other = await newBuyer();
    const second = await buyer.client.post<Address>('/api/user/address', {
      name: '李四',
      phone: '13900139000',
      province: '江苏省',
      city: '南京市',
      district: '玄武区',
      detail: '中山路2号',
      is_default: 1,
    });
    const list = await buyer.client.get<Address[]>('/api/user/address');
    expect(list.body.data.map((a) => [a.id, a.is_default])).toEqual([
      [second.body.data.id, 1],
      [buyer.addressId, 0],
    ]);
    const bad = await buyer.client.post('/api/user/address', {
      name: '',
      phone: '123',
      province: 'x',
      city: 'y',
      district: 'z',
      detail: 'd',
    });
    expect([bad.status, bad.body.msg]).toEqual([422, '请填写收货人']);
    const foreign = await other.client.post(`/api/user/address/${buyer.addressId}`, {
      name: '盗用',
      phone: '13900139000',
      province: 'a',
      city: 'b',
      district: 'c',
      detail: 'd',
    });
    expect([foreign.status, foreign.body.msg]).toEqual([404, '收货地址不存在']);
    expect((await other.client.delete(`/api/user/address/${buyer.addressId}`)).status).toBe(404);
    expect((await buyer.client.get<Address[]>('/api/user/address')).body.data).toHaveLength(2);
    await buyer.client.delete(`/api/user/address/${second.body.data.id}`);
    expect((await buyer.client.get<Address[]>('/api/user/address')).body.data).toEqual([
      expect.objectContaining({ id: buyer.addressId, is_default: 1 }),
    ]);
  });
});

describe('under contention', () => {
  it('uses one coupon in exactly one of 20 parallel orders', async () => {
    const buyer = await newBuyer();
    const held = await grantCoupon(t.db, buyer.id, ids.smallCoupon);
    const goodsIds = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        insertGoods(t.db, {
          manufacturerId: ids.maker,
          name: `竞争商品${i}`,
          basePriceFen: 10_000,
          stock: { [ids.east]: 10 },
        }),
      ),
    );
    await cartLineIds(
      buyer,
      goodsIds.map((goods_id) => ({ goods_id, number: 1 })),
    );
    const lines = await t.db.select().from(cartLines).where(eq(cartLines.userId, buyer.id));
    const answers = await Promise.all(
      lines.map((line) => submit(buyer, { ids: [line.id], coupon_ids: [held] })),
    );
    expect(answers.filter((a) => a.body.code === 10000)).toHaveLength(1);
    expect(answers.filter((a) => a.body.msg === '优惠券不可用或已被使用')).toHaveLength(19);
    expect(await ordersOf(buyer.id)).toHaveLength(1);
  });

  it('never lets 50 parallel payments take the balance below zero; the ledger adds up', async () => {
    const buyer = await newBuyer();
    const placed: OrderDetail[] = [];
    for (let i = 0; i < 50; i++) placed.push(await placeOrder(buyer));
    await topUp(buyer.id, 11_500 * 20 + 100);
    const answers = await Promise.all(placed.map((order) => pay(buyer, order.id, 'balance')));
    expect(answers.filter((a) => a.body.code === 10000)).toHaveLength(20);
    expect(await balanceFen(buyer.id)).toBe(100);
    const ledger = await t.db.select().from(balanceLedger).where(eq(balanceLedger.userId, buyer.id));
    expect(ledger.reduce((sum, row) => sum + row.changeFen, 0)).toBe(100);
    expect((await ordersOf(buyer.id)).filter((o) => o.status === 2)).toHaveLength(20);
  });

  it('sells exactly the flash-sale units there are when buyers race', async () => {
    const [sale] = await t.db
      .insert(flashSales)
      .values({
        goodsId: ids.tonic,
        priceFen: 1_000,
        limitPerBuyer: 1,
        totalUnits: 10,
        startsAt: new Date(Date.now() - 60_000),
        endsAt: new Date(Date.now() + 3_600_000),
      })
      .returning();
    const buyers = await Promise.all(Array.from({ length: 25 }, () => newBuyer()));
    const carts = await Promise.all(
      buyers.map((b) => cartLineIds(b, [{ goods_id: ids.tonic, type: 1, number: 1 }])),
    );
    const late = await newBuyer();
    const lateCart = await cartLineIds(late, [{ goods_id: ids.tonic, type: 1, number: 1 }]);
    const keys = buyers.map(() => newKey());
    const answers = await Promise.all(buyers.map((b, i) => submit(b, { ids: carts[i]! }, keys[i]!)));
    expect(answers.filter((a) => a.body.code === 10000)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 422 && a.body.msg.startsWith('补中益气丸：'))).toHaveLength(15);
    const [after] = await t.db.select().from(flashSales).where(eq(flashSales.id, sale!.id));
    expect(after!.soldUnits).toBe(10);

    // Sold out: a late line is refused and nothing is written; a winner's retried key still finds its
    // order (its lines left the cart).
    const refused = await submit(late, { ids: lateCart });
    expect(refused.status).toBe(422);
    expect(refused.body.msg).toBe('补中益气丸：秒杀商品已抢光');
    expect(await ordersOf(late.id)).toEqual([]);
    expect(await t.db.select().from(cartLines).where(eq(cartLines.userId, late.id))).toHaveLength(1);
    const won = answers.findIndex((a) => a.body.code === 10000);
    const retried = await submit(buyers[won]!, { ids: carts[won]! }, keys[won]!);
    expect(retried.body.code).toBe(10000);
    expect(retried.body.data.id).toBe(answers[won]!.body.data.id);
    const sold = await t.db
      .select({ n: sql<number>`coalesce(sum(${orderLines.number}), 0)::integer` })
      .from(orderLines)
      .where(eq(orderLines.flashSaleId, sale!.id));
    expect(sold[0]!.n).toBe(10);
  });

  it('lets orders sharing sales and goods through together, whatever order their carts hold them in', async () => {
    const base = { manufacturerId: ids.maker, businessScope: '中成药', basePriceFen: 1_500 };
    const window = { startsAt: new Date(Date.now() - 60_000), endsAt: new Date(Date.now() + 3_600_000) };
    const saleGoods = [];
    for (const name of ['秒杀板蓝根', '秒杀金银花']) {
      const goodsId = await insertGoods(t.db, { ...base, name, stock: { [ids.east]: 1_000 } });
      await t.db
        .insert(flashSales)
        .values({ goodsId, priceFen: 900, limitPerBuyer: 5, totalUnits: 500, ...window });
      saleGoods.push(goodsId);
    }
    const lines = [
      { goods_id: saleGoods[0], type: 1, number: 1 },
      { goods_id: saleGoods[1], type: 1, number: 1 },
      { goods_id: ids.cold, number: 10 },
      { goods_id: ids.tonic, number: 1 },
    ];
    const buyers = await Promise.all(Array.from({ length: 16 }, () => newBuyer()));
    const carts: number[][] = [];
    for (const [i, buyer] of buyers.entries()) {
      // Added one at a time, so half the carts hold the lines the other way round.
      const ordered = i % 2 === 0 ? [...lines].reverse() : lines;
      for (const line of ordered.slice(1)) await cartLineIds(buyer, [line]);
      carts.push(await cartLineIds(buyer, ordered.slice(0, 1)));
    }
    const [coldBefore, tonicBefore] = [await stockOf(ids.cold), await stockOf(ids.tonic)];
    const answers = await Promise.all(buyers.map((b, i) => submit(b, { ids: carts[i]! })));
    expect(answers.map((a) => [a.status, a.body.msg])).toEqual(buyers.map(() => [200, '订单提交成功']));
    expect(await stockOf(ids.cold)).toBe(coldBefore - 160);
    expect(await stockOf(ids.tonic)).toBe(tonicBefore - 16);
    for (const goodsId of saleGoods) {
      const [sale] = await t.db.select().from(flashSales).where(eq(flashSales.goodsId, goodsId));
      expect(sale!.soldUnits).toBe(16);
    }
  });
});

describe('bad queries', () => {
  it('refuses bad filters on the money, history and invoice lists, and a tampered cashier link', async () => {
    const buyer = await newBuyer();
    for (const url of [
      '/api/user/user_money_log?use_type=9',
      '/api/user/user_money_log?start_time=yesterday',
      '/api/user/user_credit_list?type=5',
      '/api/user/fast_buy?order=3',
      '/api/invoice?start_time=abc',
      '/api/invoice?page_size=1000',
      '/api/invoice?start_time=0000-01-01',
      '/api/invoice?start_time=2026-02-30',
      '/api/invoice?start_time=2026-03-02&end_time=2026-03-01',
      '/api/user/user_money_log?end_time=99999999999999',
      '/api/order/2147483648',
      '/api/order?page=2147483648',
      '/api/order?state=%201%20',
    ]) {
      const answer = await buyer.client.get(url);
      expect([answer.status, answer.body.code], url).toEqual([422, 422]);
    }
    const cashier = await t.app.inject({
      method: 'GET',
      url: `/api/pay/sandbox/1?amount_fen=1&return_url=%2Fcart&sign=${'0'.repeat(64)}`,
    });
    expect(cashier.statusCode).toBe(400);
    const malformed = await t.app.inject({
      method: 'GET',
      url: '/api/pay/sandbox/1?amount_fen=1&sign=forged',
    });
    expect(malformed.statusCode).toBe(422);
  });
});

describe('visitors', () => {
  it('get 10001 from every order call', async () => {
    const visitor = t.client();
    for (const url of [
      '/api/order',
      '/api/order/1',
      '/api/contract',
      '/api/user/address',
      '/api/user/user_money',
      '/api/invoice',
      '/api/user/fast_buy',
    ]) {
      expect((await visitor.get(url)).body.code, url).toBe(10001);
    }
    expect((await visitor.post('/api/order', { ids: [1] })).body.code).toBe(10001);
  });
});
