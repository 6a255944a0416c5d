import { Alert, ConfigProvider } from 'antd';
import { useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { Address } from '@yaocai/domain/contracts/address';
import type { PayMethod, UsableCoupon } from '@yaocai/domain/contracts/checkout';
import { yuanToFen } from '@yaocai/domain/money';
import { INVOICE_TYPE, type InvoiceType } from '@yaocai/domain/contracts/invoice';
import { paths } from '../../../config/paths';
import { useConfirmOrder } from '../api/confirm-order';
import { useSubmitOrder } from '../api/submit-order';
import { parseLineIds, payPageHref } from '../checkout-params';
import { AddressSection } from '../components/address-section';
import { CheckoutFrame } from '../components/checkout-frame';
import { CheckoutLoading } from '../components/checkout-loading';
import { CheckoutProblem } from '../components/checkout-problem';
import { CouponSection } from '../components/coupon-section';
import { InvoiceSection, type InvoiceChoice } from '../components/invoice-section';
import { LinkButton } from '../components/link-button';
import { OrderLines } from '../components/order-lines';
import { OrderTotals } from '../components/order-totals';
import { PayMethodSection } from '../components/pay-method-section';
import { RemarkSection } from '../components/remark-section';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key';
import { chosenMethod } from '../pay-methods';
import { message } from '../../../lib/feedback';
import '../checkout.css';

const chosenAddress = (addresses: Address[], chosenId: number | null): Address | null =>
  addresses.find((address) => address.id === chosenId) ??
  addresses.find((address) => address.is_default === 1) ??
  addresses[0] ??
  null;

const defaultInvoiceType = (types: InvoiceType[]): InvoiceType =>
  types.includes(INVOICE_TYPE.none) ? INVOICE_TYPE.none : (types[0] ?? INVOICE_TYPE.none);

/** The coupon that saves the most on this order, preselected until the buyer chooses. */
const bestCoupon = (coupons: UsableCoupon[]): number | null => {
  let best: UsableCoupon | null = null;
  for (const coupon of coupons) {
    const saving = yuanToFen(coupon.saving) ?? 0;
    if (saving > 0 && saving > (best ? (yuanToFen(best.saving) ?? 0) : 0)) best = coupon;
  }
  return best?.id ?? null;
};

const backToCart = <LinkButton to={paths.cart.getHref()}>返回购物车</LinkButton>;

function ContractNotice() {
  const location = useLocation();
  return (
    <Alert
      className="yc-checkout-notice"
      type="warning"
      showIcon
      title="您尚未签署电子合同，签署后才能提交订单"
      action={<Link to={paths.contract.getHref(`${location.pathname}${location.search}`)}>去签署</Link>}
    />
  );
}

function whyBlocked(address: Address | null, repricing: boolean): string | null {
  if (!address) return '请先添加收货地址';
  if (repricing) return '正在重新计算金额…';
  return null;
}

function ConfirmOrder({ ids }: { ids: number[] }) {
  const navigate = useNavigate();
  const idempotencyKey = useIdempotencyKey();
  const [couponId, setCouponId] = useState<number | null>(null);
  const [addressId, setAddressId] = useState<number | null>(null);
  const [invoiceEdits, setInvoiceEdits] = useState<Partial<InvoiceChoice>>({});
  const [remark, setRemark] = useState('');
  /** Only what the buyer picked by hand; the shown choice is derived from it and the current amounts. */
  const [payMethodPick, setPayMethodPick] = useState<PayMethod | null>(null);
  /** The method shown when 提交订单 was pressed, taken on to the pay page. */
  const submittedMethod = useRef<PayMethod | null>(null);
  const confirmation = useConfirmOrder({ ids, couponId });
  // The first answer lists the usable coupons with their savings; the best is then chosen once, and
  // the order priced again with it, as if the buyer had picked it.
  const [couponPreselected, setCouponPreselected] = useState(false);
  if (!couponPreselected && confirmation.data && !confirmation.isPlaceholderData) {
    setCouponPreselected(true);
    setCouponId(bestCoupon(confirmation.data.coupons));
  }
  const submit = useSubmitOrder({
    onSubmitted: (order) => void navigate(payPageHref(order.id, submittedMethod.current), { replace: true }),
  });

  if (confirmation.isPending) return <CheckoutLoading label="订单信息加载中" />;
  if (confirmation.isError) {
    // A refused coupon falls back to the order as priced without one.
    const reload = () => (couponId === null ? void confirmation.refetch() : setCouponId(null));
    return <CheckoutProblem title="订单信息加载失败" onRetry={reload} extra={backToCart} />;
  }

  const { data } = confirmation;
  if (data.lines.length === 0) {
    return <CheckoutProblem title="没有可结算的商品" subTitle="所选商品已不在购物车中" extra={backToCart} />;
  }
  const address = chosenAddress(data.addresses, addressId);
  const invoice: InvoiceChoice = {
    type: defaultInvoiceType(data.invoice_types),
    title: data.invoice_title,
    ...invoiceEdits,
  };
  const payMethod = chosenMethod(data.pay_methods, payMethodPick);
  const submitting = submit.isPending || submit.isSuccess;

  const placeOrder = () => {
    if (!address) return;
    const invoiceTitle = invoice.type === INVOICE_TYPE.plain ? invoice.title.trim() : '';
    if (invoice.type === INVOICE_TYPE.plain && invoiceTitle === '') {
      void message.warning('请填写发票抬头');
      return;
    }
    submittedMethod.current = payMethod;
    submit.mutate({
      idempotencyKey,
      body: {
        ids,
        address_id: address.id,
        invoice_type: invoice.type,
        invoice_title: invoiceTitle,
        coupon_ids: couponId === null ? [] : [couponId],
        remark: remark.trim(),
      },
    });
  };

  // Once 提交订单 is pressed the order is taken as shown: nothing can be chosen anew while it is placed
  // and the pay page opens, since a later choice would be shown here yet never reach the order.
  return (
    <ConfigProvider componentDisabled={submitting}>
      {!data.contract_signed && <ContractNotice />}
      <AddressSection addresses={data.addresses} chosenId={address?.id ?? null} onChoose={setAddressId} />
      <OrderLines lines={data.lines} />
      <CouponSection
        coupons={data.coupons}
        chosenId={couponId}
        repricing={confirmation.isPlaceholderData}
        onChoose={setCouponId}
      />
      <InvoiceSection
        types={data.invoice_types}
        value={invoice}
        onChange={(change) => setInvoiceEdits((edits) => ({ ...edits, ...change }))}
      />
      <PayMethodSection options={data.pay_methods} value={payMethod} onChange={setPayMethodPick} />
      <RemarkSection value={remark} onChange={setRemark} />
      <OrderTotals
        total={data.total}
        address={address}
        submitting={submitting}
        blocked={whyBlocked(address, confirmation.isPlaceholderData)}
        onSubmit={placeOrder}
      />
    </ConfigProvider>
  );
}

function ConfirmOrderView() {
  const [searchParams] = useSearchParams();
  const ids = parseLineIds(searchParams.get('ids'));
  if (!ids) {
    return (
      <CheckoutProblem title="没有要结算的商品" subTitle="请回到购物车选择商品后再结算" extra={backToCart} />
    );
  }
  return <ConfirmOrder key={ids.join(',')} ids={ids} />;
}

export function ConfirmOrderPage() {
  return (
    <CheckoutFrame step={2}>
      <ConfirmOrderView />
    </CheckoutFrame>
  );
}
