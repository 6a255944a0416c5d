import { Button, Checkbox } from 'antd';
import { useState } from 'react';

interface ContractSignFormProps {
  title: string;
  signing: boolean;
  onSign: () => void;
}

/** Signing takes an explicit tick of 我已阅读并同意 first. */
export function ContractSignForm({ title, signing, onSign }: ContractSignFormProps) {
  const [agreed, setAgreed] = useState(false);
  return (
    <div className="yc-checkout-contract-actions">
      <Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)}>
        我已阅读并同意《{title}》
      </Checkbox>
      <Button type="primary" size="large" disabled={!agreed} loading={signing} onClick={onSign}>
        签署合同
      </Button>
    </div>
  );
}
