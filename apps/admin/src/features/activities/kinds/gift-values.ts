import type { ActivityFormValues, KindForm } from './kind-form';

/** A 满赠 line as the form holds it: no gift goods chosen is the goods itself. */
export interface GiftLineValues {
  goods_id?: number;
  every?: number;
  gift_number?: number;
  gift_goods_id?: number | null;
}

const LINE_FIELDS = new Set(['goods_id', 'every', 'gift_number', 'gift_goods_id']);

const linesOf = (values: ActivityFormValues) => (values.lines ?? []) as GiftLineValues[];

export const giftValues: Omit<KindForm<'gift'>, 'Fields'> = {
  initialValues: (definition) => ({
    lines: definition
      ? definition.lines.map((line) => ({
          goods_id: line.goods_id,
          every: line.every,
          gift_number: line.gift_number,
          gift_goods_id: line.gift_goods_id ?? undefined,
        }))
      : [{}],
  }),
  definitionOf: (values) => ({
    lines: linesOf(values).map((line) => ({
      goods_id: line.goods_id ?? 0,
      every: line.every ?? 0,
      gift_number: line.gift_number ?? 0,
      gift_goods_id: line.gift_goods_id ?? null,
    })),
  }),
  fieldOf(field) {
    const line = /^lines\.(\d+)\.(\w+)$/.exec(field);
    return line && LINE_FIELDS.has(line[2]!) ? ['lines', Number(line[1]), line[2]!] : null;
  },
};
