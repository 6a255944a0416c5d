import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { maxQuantity, normalizeQuantity } from '../goods-display';

interface QuantityStepperProps {
  value: number;
  onChange: (quantity: number) => void;
  /** Middle pack: the step and the minimum. */
  zbz: number;
  /** Stock the quantity may not pass; no cap when absent. */
  stock?: number;
  disabled?: boolean;
  size?: 'small' | 'middle';
}

/** Quantity in whole middle packs; what is typed is rounded when the field is left. */
export function QuantityStepper({
  value,
  onChange,
  zbz,
  stock,
  disabled,
  size = 'small',
}: QuantityStepperProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const max = stock === undefined ? Infinity : maxQuantity(stock, zbz);
  const commit = (quantity: number) => {
    setDraft(null);
    onChange(normalizeQuantity(quantity, zbz, stock));
  };
  const commitDraft = () => {
    if (draft !== null) commit(Number(draft));
  };

  return (
    <Space.Compact size={size} className="yc-stepper">
      <Button
        aria-label="减少数量"
        icon={<MinusOutlined />}
        disabled={disabled || value - zbz < zbz}
        onClick={() => commit(value - zbz)}
      />
      <Input
        aria-label="购买数量"
        className="yc-stepper-input"
        inputMode="numeric"
        disabled={disabled}
        value={draft ?? String(value)}
        onChange={(event) => setDraft(event.target.value.replace(/\D/g, ''))}
        onBlur={commitDraft}
        onPressEnter={commitDraft}
      />
      <Button
        aria-label="增加数量"
        icon={<PlusOutlined />}
        disabled={disabled || value + zbz > max}
        onClick={() => commit(value + zbz)}
      />
    </Space.Compact>
  );
}
