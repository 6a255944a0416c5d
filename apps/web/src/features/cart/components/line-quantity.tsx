import { QuantityStepper, type QuantitySource } from '../../../components/quantity-stepper';

/** Typing waits this long for the next key before the quantity is sent. */
const TYPING_DELAY_MS = 400;

interface LineQuantityProps {
  quantity: number;
  step: number;
  max: number;
  problem: string | null;
  onChange: (quantity: number, source: QuantitySource) => void;
}

export function LineQuantity({ quantity, step, max, problem, onChange }: LineQuantityProps) {
  return (
    <div className="yc-cart-line-quantity">
      <QuantityStepper
        value={quantity}
        step={step}
        max={max}
        onChange={onChange}
        typingDelayMs={TYPING_DELAY_MS}
        disabled={max < step}
      />
      {problem && (
        <div className="yc-cart-problem" role="alert">
          {problem}
        </div>
      )}
    </div>
  );
}
