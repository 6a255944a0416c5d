import { Radio } from 'antd';
import type { PayMethod, PayMethodOption } from '@yaocai/domain/contracts/checkout';

const AVAILABLE_LABEL: Record<PayMethod, string> = {
  balance: '账户余额',
  credit: '可用额度',
  online: '',
};

const ONLINE_HINT = '跳转到支付平台完成付款';

interface PayMethodCardsProps {
  options: PayMethodOption[];
  value: PayMethod | null;
  onChange: (method: PayMethod) => void;
}

/** The ways to pay as cards; one that cannot pay this order is disabled and says why. */
export function PayMethodCards({ options, value, onChange }: PayMethodCardsProps) {
  return (
    <Radio.Group
      name="pay_method"
      className="yc-checkout-pay-methods"
      value={value}
      onChange={(event) => onChange(event.target.value as PayMethod)}
    >
      {options.map((option) => (
        <Radio
          key={option.method}
          value={option.method}
          // Left unset when it can pay, so a form that takes no choices now (componentDisabled) disables it too.
          disabled={option.problem !== null || undefined}
          className={`yc-checkout-pay-method${option.method === value ? ' is-chosen' : ''}`}
        >
          <span className="yc-checkout-pay-method-label">{option.label}</span>
          <span className="yc-checkout-muted">
            {option.available === null
              ? option.method === 'online' && ONLINE_HINT
              : `${AVAILABLE_LABEL[option.method]}¥${option.available}`}
          </span>
          {option.problem && <span className="yc-checkout-blocked">{option.problem}</span>}
        </Radio>
      ))}
    </Radio.Group>
  );
}
