import type { ActivityFormValues, KindForm } from './kind-form';
import { fen, yuan } from './kind-form';

/** A 新人专区 line as the form holds it: the price in yuan, the limit empty for none. */
export interface NewBuyerLineValues {
  goods_id?: number;
  price?: number;
  per_buyer_limit?: number | null;
}

const LINE_FIELDS: Record<string, string> = {
  goods_id: 'goods_id',
  price_fen: 'price',
  per_buyer_limit: 'per_buyer_limit',
};

const linesOf = (values: ActivityFormValues) => (values.lines ?? []) as NewBuyerLineValues[];

export const newBuyerValues: Omit<KindForm<'new_buyer'>, 'Fields'> = {
  initialValues: (definition) => ({
    lines: definition
      ? definition.lines.map((line) => ({
          goods_id: line.goods_id,
          price: yuan(line.price_fen),
          per_buyer_limit: line.per_buyer_limit ?? undefined,
        }))
      : [{}],
  }),
  definitionOf: (values) => ({
    lines: linesOf(values).map((line) => ({
      goods_id: line.goods_id ?? 0,
      price_fen: fen(line.price),
      per_buyer_limit: line.per_buyer_limit ?? null,
    })),
  }),
  fieldOf(field) {
    const line = /^lines\.(\d+)\.(\w+)$/.exec(field);
    const name = line && LINE_FIELDS[line[2]!];
    return name ? ['lines', Number(line[1]), name] : null;
  },
};
