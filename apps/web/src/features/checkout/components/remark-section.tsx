import { Input } from 'antd';
import { ORDER_REMARK_MAX } from '@yaocai/domain/contracts/checkout';
import { CheckoutSection } from './checkout-section';

export function RemarkSection({ value, onChange }: { value: string; onChange: (remark: string) => void }) {
  return (
    <CheckoutSection title="订单备注">
      <Input.TextArea
        aria-label="订单备注"
        value={value}
        maxLength={ORDER_REMARK_MAX}
        showCount
        autoSize={{ minRows: 2, maxRows: 5 }}
        placeholder="选填，可填写对本次采购的补充说明"
        onChange={(event) => onChange(event.target.value)}
      />
    </CheckoutSection>
  );
}
