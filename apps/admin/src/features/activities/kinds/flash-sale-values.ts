import type { ActivityFormValues, KindForm } from './kind-form';
import { fen, yuan } from './kind-form';

/** A flash line as the form holds it: the price in yuan. */
export interface FlashLineValues {
  goods_id?: number;
  price?: number;
  units?: number;
  limit_per_buyer?: number;
}

const LINE_FIELDS: Record<string, string> = {
  goods_id: 'goods_id',
  price_fen: 'price',
  units: 'units',
  limit_per_buyer: 'limit_per_buyer',
};

const linesOf = (values: ActivityFormValues) => (values.lines ?? []) as FlashLineValues[];

export const flashSaleValues: Omit<KindForm<'flash_sale'>, 'Fields'> = {
  initialValues: (definition) => ({
    lines: definition
      ? definition.lines.map((line) => ({
          goods_id: line.goods_id,
          price: yuan(line.price_fen),
          units: line.units,
          limit_per_buyer: line.limit_per_buyer,
        }))
      : [{}],
  }),
  definitionOf: (values) => ({
    lines: linesOf(values).map((line) => ({
      goods_id: line.goods_id ?? 0,
      price_fen: fen(line.price),
      units: line.units ?? 0,
      limit_per_buyer: line.limit_per_buyer ?? 0,
    })),
  }),
  fieldOf(field) {
    const line = /^lines\.(\d+)\.(\w+)$/.exec(field);
    const name = line && LINE_FIELDS[line[2]!];
    return name ? ['lines', Number(line[1]), name] : null;
  },
};
