import type { FormKey } from './forms.ts';

/** A generic medicine the demo shop sells in several specs from several manufacturers. */
export interface MedicineBase {
  name: string;
  /** Child category of the general menu. */
  category: string;
  /** Doses it comes in; '' when the spec is the pack alone (复方 preparations: 12片). */
  doses: string[];
  form: FormKey;
  /** Reference price of the first dose in the form's first pack. */
  priceYuan: number;
}

export const medicine = (
  name: string,
  category: string,
  doses: string,
  form: FormKey,
  priceYuan: number,
): MedicineBase => ({ name, category, doses: doses.split('|'), form, priceYuan });
