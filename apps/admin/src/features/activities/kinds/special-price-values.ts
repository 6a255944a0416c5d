import type { ActivityFormValues, KindForm } from './kind-form';
import { fen, yuan } from './kind-form';

/** A special-price line as the form holds it: the price in yuan. */
export interface SpecialLineValues {
  goods_id?: number;
  price?: number;
}

const LINE_FIELDS: Record<string, string> = { goods_id: 'goods_id', price_fen: 'price' };

const linesOf = (values: ActivityFormValues) => (values.lines ?? []) as SpecialLineValues[];

export const specialPriceValues: Omit<KindForm<'special_price'>, 'Fields'> = {
  initialValues: (definition) => ({
    lines: definition
      ? definition.lines.map((line) => ({ goods_id: line.goods_id, price: yuan(line.price_fen) }))
      : [{}],
  }),
  definitionOf: (values) => ({
    lines: linesOf(values).map((line) => ({ goods_id: line.goods_id ?? 0, price_fen: fen(line.price) })),
  }),
  fieldOf(field) {
    const line = /^lines\.(\d+)\.(\w+)$/.exec(field);
    const name = line && LINE_FIELDS[line[2]!];
    return name ? ['lines', Number(line[1]), name] : null;
  },
};
