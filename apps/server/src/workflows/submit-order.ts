import {
  PAY_METHOD,
  PAY_METHOD_LABEL,
  type OrderConfirmation,
  type PayMethodOption,
  type SubmitOrderBody,
} from '@yaocai/domain/contracts/checkout';
import { INVOICE_TYPE, type InvoiceType } from '@yaocai/domain/contracts/invoice';
import type { InvoiceInfo } from '@yaocai/domain/contracts/user';
import type { OrderDetail } from '@yaocai/domain/contracts/order-responses';
import { invalid } from '@yaocai/domain/errors';
import { fenToYuan } from '@yaocai/domain/money';
import type { CouponTerms } from '@yaocai/domain/pricing/coupon';
import { EPHEDRINE_NO_BALANCE } from '@yaocai/domain/pricing/monthly-limit';
import { priceOrder, type PricedOrder } from '@yaocai/domain/pricing/order-pricing';
import { postalAddressOf } from '@yaocai/domain/contracts/address';
import type { Executor, Transaction } from '../db/client.ts';
import type { JobQueue } from '../jobs/job.ts';
import { assertSameRequest, type IdempotencyKey } from '../plugins/idempotency-key.ts';
import { invoiceBuyerOf, invoiceInfoOf } from '../modules/accounts/accounts.service.ts';
import { listAddresses, orderPartyOf } from '../modules/accounts/addresses.service.ts';
import type { BuyerAccess } from '../modules/accounts/buyer-access.ts';
import { loadCombinationItems } from '../modules/cart/cart-lines.query.ts';
import { checkoutCart, lineName, type CheckoutCart } from '../modules/cart/cart-read.service.ts';
import { shippingData, totals, wireLines } from '../modules/cart/cart-view.ts';
import { changeCarts, removeCartLines } from '../modules/cart/cart-write.service.ts';
import type { RuledLine } from '../modules/cart/line-rules.ts';
import { takeStocks, type StockTake } from '../modules/catalog/stock.service.ts';
import { assertContractSigned, isContractSigned } from '../modules/contracts/contracts.service.ts';
import { assertLicencesInForce } from '../modules/licences/licences.service.ts';
import { balanceOf, creditOf } from '../modules/money/money.service.ts';
import {
  chosenCoupon,
  COUPON_NOT_USABLE,
  usableCoupons,
  useCoupon,
} from '../modules/promotions/coupons.service.ts';
import { takeCombinationUnits } from '../modules/promotions/combination-units.service.ts';
import { takeFlashSaleUnits } from '../modules/promotions/flash-sale-units.service.ts';
import { detailOf, newOrderDetail } from '../modules/orders/order-read.service.ts';
import { expireOrderJob } from './order-expiry.job.ts';
import { checkMonthlyLimits } from './monthly-limits.ts';
import {
  insertOrder,
  orderByIdempotencyKey,
  type NewOrderLine,
} from '../modules/orders/order-state.service.ts';

const STOCK_SHORT = '库存不足，请减少数量后再试';
const SPECIAL_INVOICE_NEEDS_TAX_NO = '开具增值税专用发票需先在账户设置中填写完整的开票信息';

const couponLinesOf = (lines: RuledLine[]) =>
  lines.map((ruled) => ({
    goodsId: ruled.line.goods?.id ?? null,
    couponable: ruled.couponable,
  }));

async function priced(db: Executor, userId: number, cart: CheckoutCart, heldCouponId?: number) {
  const coupon: CouponTerms | null =
    heldCouponId === undefined ? null : (await chosenCoupon(db, userId, heldCouponId)).terms;
  const order = priceOrder(cart.priced, couponLinesOf(cart.lines), coupon);
  if (heldCouponId !== undefined && order.couponFen === 0)
    throw invalid('coupon_ids', '所选商品未达到该优惠券的使用条件');
  return order;
}

async function payMethods(
  db: Executor,
  userId: number,
  payableFen: number,
  containsEphedrine: boolean,
): Promise<PayMethodOption[]> {
  const [balance, credit] = await Promise.all([balanceOf(db, userId), creditOf(db, userId)]);
  const available = credit ? credit.limitFen - credit.usedFen : 0;
  return [
    {
      method: PAY_METHOD.balance,
      label: PAY_METHOD_LABEL.balance,
      available: fenToYuan(balance),
      problem: containsEphedrine ? EPHEDRINE_NO_BALANCE : balance >= payableFen ? null : '余额不足',
    },
    {
      method: PAY_METHOD.credit,
      label: PAY_METHOD_LABEL.credit,
      available: fenToYuan(available),
      problem: !credit ? '未开通授信' : available >= payableFen ? null : '可用额度不足',
    },
    { method: PAY_METHOD.online, label: PAY_METHOD_LABEL.online, available: null, problem: null },
  ];
}

/** Goods containing ephedrine on a line, or in a pack on one: the balance cannot pay such an order. */
const containsEphedrine = (lines: RuledLine[]) =>
  lines.some(
    (ruled) =>
      ruled.line.goods?.containsEphedrine || ruled.items.some((item) => item.goods.containsEphedrine),
  );

/** Special VAT invoices only with the buyer's 开票信息 complete (税号, bank, account, address, phone). */
async function invoiceTerms(db: Executor, userId: number) {
  return invoiceTermsOf(await invoiceInfoOf(db, userId));
}

function invoiceTermsOf(info: InvoiceInfo) {
  const types: InvoiceType[] = info.complete
    ? [INVOICE_TYPE.none, INVOICE_TYPE.plain, INVOICE_TYPE.special]
    : [INVOICE_TYPE.none, INVOICE_TYPE.plain];
  return { types, company: info.company, info };
}

const orderTotals = (cart: CheckoutCart, order: PricedOrder) => ({
  ...totals(cart.lines.length, cart.priced),
  coupon_amount: fenToYuan(order.couponFen),
  payable: fenToYuan(order.payableFen),
});

/** Step 2: the lines as one order, with the buyer's choices and the amounts for the chosen coupon. */
export async function confirmOrder(
  db: Executor,
  userId: number,
  access: BuyerAccess,
  ids: number[],
  couponIds: number[],
): Promise<OrderConfirmation> {
  await assertContractSigned(db, userId);
  const cart = await checkoutCart(db, userId, access, ids);
  const order = await priced(db, userId, cart, couponIds[0]);
  const couponLines = cart.lines.map((ruled, i) => ({
    ...couponLinesOf([ruled])[0]!,
    amountFen: cart.priced.lines[i]!.amountFen,
  }));
  const [addresses, coupons, invoice, methods, signed] = await Promise.all([
    listAddresses(db, userId),
    usableCoupons(db, userId, couponLines),
    invoiceTerms(db, userId),
    payMethods(db, userId, order.payableFen, containsEphedrine(cart.lines)),
    isContractSigned(db, userId),
  ]);
  return {
    lines: wireLines(cart.lines, cart.priced),
    total: orderTotals(cart, order),
    shipping_data: shippingData(cart.shipping),
    addresses,
    coupons: coupons.map((coupon) => ({
      id: coupon.id,
      name: coupon.name,
      saving: fenToYuan(coupon.savingFen),
      rule: coupon.rule,
      ends_at: coupon.endsAt.toISOString(),
    })),
    invoice_types: invoice.types,
    invoice_title: invoice.company,
    pay_methods: methods,
    contract_signed: signed,
  };
}

/** What the lines take from each warehouse, a pack taking each of its goods; in key order against deadlocks. */
async function stockTakes(tx: Transaction, lines: RuledLine[]): Promise<StockTake[]> {
  const packs = await loadCombinationItems(
    tx,
    lines.flatMap((ruled) => (ruled.line.combinationId === null ? [] : [ruled.line.combinationId])),
  );
  const takes = new Map<string, StockTake>();
  const add = (goodsId: number, warehouseId: number, number: number) => {
    const key = `${goodsId}:${warehouseId}`;
    const take = takes.get(key) ?? { goodsId, warehouseId, number: 0 };
    take.number += number;
    takes.set(key, take);
  };
  for (const ruled of lines) {
    const { line } = ruled;
    if (line.combinationId !== null) {
      for (const item of packs.get(line.combinationId) ?? [])
        add(item.goods.id, line.warehouseId, item.number * line.number);
    } else if (line.goods) {
      add(line.goods.id, line.warehouseId, line.number);
    }
  }
  return [...takes.values()].sort((a, b) => a.goodsId - b.goodsId || a.warehouseId - b.warehouseId);
}

/** An order line as written: the cart line's goods as it was, with its share of the reductions. */
function orderLineOf(ruled: RuledLine, amounts: PricedOrder['lines'][number]): NewOrderLine {
  const { line } = ruled;
  return {
    type: ruled.type,
    goodsId: line.goods?.id ?? null,
    combinationId: line.combinationId,
    flashSaleId: line.flashSale?.id ?? null,
    newBuyerPriceId: ruled.priceSource === 'new_buyer' ? (line.newBuyerPrice?.id ?? null) : null,
    tradeUpOfferId: ruled.priceSource === 'trade_up' ? (line.tradeUp?.id ?? null) : null,
    warehouseId: line.warehouseId,
    warehouseName: line.area,
    name: lineName(ruled),
    manufacturer: line.goods?.manufacturer ?? '',
    spec: line.goods?.spec ?? '',
    packUnit: line.goods?.packUnit ?? '套',
    image: line.goods?.images[0] ?? ruled.items[0]?.goods.images[0] ?? null,
    number: line.number,
    unitPriceFen: ruled.unitPriceFen,
    fullReductionShareFen: amounts.fullReductionShareFen,
    couponShareFen: amounts.couponShareFen,
    amountFen: amounts.amountFen,
    gift:
      ruled.gift && ruled.gift.total > 0 ? `赠${ruled.gift.name}${ruled.gift.total}${ruled.gift.bzdw}` : null,
  };
}

/**
 * What the order takes of each flash sale, in sale order (the order every transaction takes sales
 * in): one take per sale, however many of its lines (one per warehouse) the order holds, so that a
 * take refused for want of units never counts units this order took itself.
 */
function flashTakes(lines: RuledLine[]): { saleId: number; units: number; name: string }[] {
  const takes = new Map<number, { saleId: number; units: number; name: string }>();
  for (const ruled of lines) {
    const sale = ruled.line.flashSale;
    if (!sale) continue;
    const take = takes.get(sale.id) ?? { saleId: sale.id, units: 0, name: lineName(ruled) };
    take.units += ruled.line.number;
    takes.set(sale.id, take);
  }
  return [...takes.values()].sort((a, b) => a.saleId - b.saleId);
}

/** Pack lines in pack order, after the sales: every transaction takes packs in this order. */
const byPack = (lines: RuledLine[]) =>
  lines
    .filter((ruled) => ruled.line.combinationId !== null)
    .sort((a, b) => a.line.combinationId! - b.line.combinationId!);

export interface SubmitOptions {
  idempotencyKey: IdempotencyKey;
  payMinutes: number;
  /** Where the order's expiry is enqueued, due at its payment deadline. */
  jobs: JobQueue;
}

/**
 * Creates the order in one transaction (docs/orders.md): the buyer's cart is locked, a key already
 * used returns its order (or is refused, used with another body), then stock, flash-sale units and the coupon are taken with conditional
 * updates and the cart lines removed. Any refusal leaves nothing behind.
 */
export async function submitOrder(
  db: Executor,
  userId: number,
  access: BuyerAccess,
  body: SubmitOrderBody,
  options: SubmitOptions,
): Promise<{ order: OrderDetail; created: boolean }> {
  await assertContractSigned(db, userId);
  await assertLicencesInForce(db, userId);
  return db.transaction(async (tx) => {
    await changeCarts(tx, [userId]);
    const existing = await orderByIdempotencyKey(tx, userId, options.idempotencyKey.key);
    if (existing) {
      assertSameRequest(existing, options.idempotencyKey, '订单');
      return { order: await detailOf(tx, existing), created: false };
    }

    // Priced again under the cart lock, which paying an order takes too: a buyer whose first order was
    // paid since the confirmation pays the goods' own price, as when a special price ended meanwhile.
    const cart = await checkoutCart(tx, userId, access, body.ids);
    const party = await orderPartyOf(tx, userId, body.address_id);
    const { address } = party;
    const invoice = invoiceTermsOf(party.invoice);
    if (!invoice.types.includes(body.invoice_type))
      throw invalid('invoice_type', SPECIAL_INVOICE_NEEDS_TAX_NO);
    const pricedOrder = await priced(tx, userId, cart, body.coupon_ids[0]);

    const now = new Date();
    const takes = await stockTakes(tx, cart.lines);
    await checkMonthlyLimits(tx, userId, cart.lines, takes, now);
    const { order, lines } = await insertOrder(
      tx,
      {
        userId,
        idempotencyKey: options.idempotencyKey.key,
        requestHash: options.idempotencyKey.requestHash,
        address: postalAddressOf(address),
        invoice: {
          type: body.invoice_type,
          ...invoiceBuyerOf(invoice.info, body.invoice_type, body.invoice_title),
        },
        remark: body.remark,
        goodsFen: pricedOrder.goodsFen,
        fullReductionFen: pricedOrder.fullReductionFen,
        couponFen: pricedOrder.couponFen,
        freightFen: pricedOrder.freightFen,
        payableFen: pricedOrder.payableFen,
        payDeadline: new Date(now.getTime() + options.payMinutes * 60_000),
        containsEphedrine: containsEphedrine(cart.lines),
      },
      cart.lines.map((ruled, i) => orderLineOf(ruled, pricedOrder.lines[i]!)),
      takes,
      now,
    );
    await options.jobs.enqueue(tx, expireOrderJob, { orderId: order.id }, { startAfter: order.payDeadline });
    const couponId = body.coupon_ids[0];
    if (couponId !== undefined && !(await useCoupon(tx, userId, couponId, order.id))) {
      throw invalid('coupon_ids', COUPON_NOT_USABLE);
    }
    await removeCartLines(tx, userId, body.ids);
    const detail = newOrderDetail(order, lines);
    // Last, so the rows other orders wait for (a flash sale's or a pack's, when it starts with buyers
    // waiting, and the stock's) are held only until the commit.
    for (const take of flashTakes(cart.lines)) {
      await takeFlashSaleUnits(tx, take.saleId, userId, take.units, take.name);
    }
    for (const ruled of byPack(cart.lines)) {
      await takeCombinationUnits(tx, ruled.line.combinationId!, ruled.line.number, lineName(ruled));
    }
    const [short] = await takeStocks(tx, takes);
    if (short) {
      const line = cart.lines.find(
        (ruled) =>
          ruled.line.goods?.id === short.goodsId ||
          ruled.items.some((item) => item.goods.id === short.goodsId),
      );
      throw invalid('ids', `${line ? lineName(line) : '商品'}：${STOCK_SHORT}`);
    }
    return { order: detail, created: true };
  });
}
