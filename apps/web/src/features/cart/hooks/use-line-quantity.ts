import { useRef, useState } from 'react';
import type { CartLine } from '@yaocai/domain/contracts/cart';
import { clampQuantity, largestAllowed, quantityProblem } from '@yaocai/domain/pricing/quantity';
import type { QuantitySource } from '../../../components/quantity-stepper';
import { useEditCartLine } from '../api/edit-cart-line';
import { quantityRules } from '../cart-lines';

/**
 * A line's quantity as the buyer sets it: rounded to what may be bought, sent at once, and shown
 * (with its price) from the moment it is asked for until the server's answer replaces the line.
 */
export function useLineQuantity(line: CartLine) {
  const edit = useEditCartLine();
  const [pending, setPending] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const latest = useRef(0);
  const rules = quantityRules(line);
  const quantity = pending ?? line.number;

  const send = (wanted: number) => {
    if (wanted <= 0 || wanted === quantity) return;
    const ticket = ++latest.current;
    setPending(wanted);
    // Only the last of several quick changes hands the line back to the server's answer.
    const settle = () => {
      if (latest.current === ticket) setPending(null);
    };
    edit.mutate({ lineId: line.id, number: wanted }, { onSettled: settle });
  };

  const change = (wanted: number, source: QuantitySource) => {
    setProblem(source === 'typing' ? quantityProblem(wanted, rules) : null);
    send(clampQuantity(wanted, rules));
  };

  return { quantity, changing: pending !== null, problem, max: largestAllowed(rules), change };
}
