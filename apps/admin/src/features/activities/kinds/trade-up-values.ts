import type { ActivityFormValues, KindForm } from './kind-form';
import { fen, yuan } from './kind-form';

/** A 换购 line as the form holds it: the 换购价 in yuan. */
export interface TradeUpLineValues {
  goods_id?: number;
  price?: number;
  limit?: number;
}

const LINE_FIELDS: Record<string, string> = { goods_id: 'goods_id', price_fen: 'price', limit: 'limit' };

const linesOf = (values: ActivityFormValues) => (values.lines ?? []) as TradeUpLineValues[];

export const tradeUpValues: Omit<KindForm<'trade_up'>, 'Fields'> = {
  initialValues: (definition) => ({
    threshold: definition ? yuan(definition.threshold_fen) : undefined,
    lines: definition
      ? definition.lines.map((line) => ({
          goods_id: line.goods_id,
          price: yuan(line.price_fen),
          limit: line.limit,
        }))
      : [{ limit: 1 }],
  }),
  definitionOf: (values) => ({
    threshold_fen: fen(values.threshold as number | undefined),
    lines: linesOf(values).map((line) => ({
      goods_id: line.goods_id ?? 0,
      price_fen: fen(line.price),
      limit: line.limit ?? 0,
    })),
  }),
  fieldOf(field) {
    if (field === 'threshold_fen') return ['threshold'];
    const line = /^lines\.(\d+)\.(\w+)$/.exec(field);
    const name = line && LINE_FIELDS[line[2]!];
    return name ? ['lines', Number(line[1]), name] : null;
  },
};
