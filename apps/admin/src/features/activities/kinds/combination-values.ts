import type { ActivityFormValues, KindForm } from './kind-form';
import { fen, yuan } from './kind-form';

/** A pack's goods line as the form holds it. */
export interface PackItemValues {
  goods_id?: number;
  number?: number;
}

const ITEM_FIELDS: Record<string, string> = { goods_id: 'goods_id', number: 'number' };

const itemsOf = (values: ActivityFormValues) => (values.items ?? []) as PackItemValues[];

/** 套餐 in the editor: the pack price in yuan, its packs, its goods with pieces per pack. */
export const combinationValues: Omit<KindForm<'combination'>, 'Fields'> = {
  initialValues: (definition) =>
    definition
      ? {
          price: yuan(definition.price_fen),
          units: definition.units,
          items: definition.items.map((item) => ({ goods_id: item.goods_id, number: item.number })),
        }
      : { items: [{ number: 1 }, { number: 1 }] },
  definitionOf: (values) => ({
    price_fen: fen(values.price),
    units: typeof values.units === 'number' ? values.units : 0,
    items: itemsOf(values).map((item) => ({ goods_id: item.goods_id ?? 0, number: item.number ?? 0 })),
  }),
  fieldOf(field) {
    if (field === 'price_fen') return ['price'];
    if (field === 'units') return ['units'];
    if (field === 'items') return ['items'];
    const item = /^items\.(\d+)\.(\w+)$/.exec(field);
    const name = item && ITEM_FIELDS[item[2]!];
    return name ? ['items', Number(item[1]), name] : null;
  },
};
