import type { PayMethod, PayMethodOption } from '@yaocai/domain/contracts/checkout';
import { CheckoutSection } from './checkout-section';
import { PayMethodCards } from './pay-method-cards';

interface PayMethodSectionProps {
  options: PayMethodOption[];
  value: PayMethod | null;
  onChange: (method: PayMethod) => void;
}

/** 支付方式 on the confirmation step: the way the buyer means to pay, taken on to the pay page. */
export function PayMethodSection({ options, value, onChange }: PayMethodSectionProps) {
  return (
    <CheckoutSection title="支付方式">
      {options.length === 0 ? (
        <p className="yc-checkout-muted">提交订单后选择支付方式</p>
      ) : (
        <PayMethodCards options={options} value={value} onChange={onChange} />
      )}
    </CheckoutSection>
  );
}
