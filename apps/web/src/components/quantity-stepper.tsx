import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { useEffect, useEffectEvent, useState } from 'react';
import './quantity-stepper.css';

export type QuantitySource = 'button' | 'typing';

interface QuantityStepperProps {
  value: number;
  /** Quantities are multiples of it; it is also the least one. */
  step: number;
  /** Greatest quantity: + stops below it. */
  max?: number;
  /**
   * The quantity asked for: value ± step from the buttons, or what was typed, unrounded: the caller
   * rounds it to what may be bought.
   */
  onChange: (quantity: number, source: QuantitySource) => void;
  /** Typed text is taken after this pause as well as on blur and Enter; only on those when absent. */
  typingDelayMs?: number;
  disabled?: boolean;
  size?: 'small' | 'middle';
}

export function QuantityStepper({
  value,
  step,
  max = Infinity,
  onChange,
  typingDelayMs,
  disabled,
  size = 'small',
}: QuantityStepperProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const commitDraft = () => {
    if (draft === null) return;
    setDraft(null);
    if (draft !== '') onChange(Number(draft), 'typing');
  };
  const commitAfterPause = useEffectEvent(commitDraft);

  useEffect(() => {
    if (draft === null || typingDelayMs === undefined) return;
    const timer = setTimeout(commitAfterPause, typingDelayMs);
    return () => clearTimeout(timer);
  }, [draft, typingDelayMs]);

  const press = (quantity: number) => {
    setDraft(null);
    onChange(quantity, 'button');
  };

  return (
    <Space.Compact size={size} className="yc-stepper">
      <Button
        aria-label="减少数量"
        icon={<MinusOutlined />}
        disabled={disabled || value - step < step}
        onClick={() => press(value - step)}
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
        disabled={disabled || value + step > max}
        onClick={() => press(value + step)}
      />
    </Space.Compact>
  );
}
