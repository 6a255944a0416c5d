import { Button } from 'antd';
import type { Address } from '@yaocai/domain/contracts/address';
import type { OrderTotals as Totals } from '@yaocai/domain/contracts/checkout';
import { addressText } from './address-section';

interface OrderTotalsProps {
  total: Totals;
  address: Address | null;
  submitting: boolean;
  /** Why the order cannot be submitted yet, or null. */
  blocked: string | null;
  onSubmit: () => void;
}

/** The server's amounts for the order as chosen, and 提交订单. */
export function OrderTotals({ total, address, submitting, blocked, onSubmit }: OrderTotalsProps) {
  return (
    <section className="yc-checkout-totals" aria-label="订单金额">
      <dl>
        <dt>商品金额：</dt>
        <dd>¥{total.goods_amount}</dd>
        <dt>满减：</dt>
        <dd>-¥{total.manjian_amount}</dd>
        <dt>优惠券：</dt>
        <dd>-¥{total.coupon_amount}</dd>
        <dt>运费：</dt>
        <dd>¥{total.freight}</dd>
      </dl>
      <div className="yc-checkout-submit">
        <div>
          <div>
            应付金额：<strong className="yc-checkout-payable">¥{total.payable}</strong>
          </div>
          {address && (
            <div className="yc-checkout-muted yc-checkout-spaced">
              <span>寄送至：{addressText(address)}</span>
              <span>
                收货人：{address.name} {address.phone}
              </span>
            </div>
          )}
          {blocked && <div className="yc-checkout-blocked">{blocked}</div>}
        </div>
        <Button
          type="primary"
          size="large"
          danger
          disabled={blocked !== null}
          loading={submitting}
          onClick={onSubmit}
        >
          提交订单
        </Button>
      </div>
    </section>
  );
}
