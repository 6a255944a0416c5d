import type { ActivityFormValues, KindForm } from './kind-form';
import { fen, yuan } from './kind-form';

/** A 积分商城 item as the form holds it: a coupon's money in yuan (amount coupons only). */
export interface PointsItemValues {
  name?: string;
  item_kind?: 'goods' | 'coupon';
  goods_id?: number;
  quantity?: number;
  face?: number;
  threshold?: number;
  valid_days?: number;
  points?: number;
  stock?: number;
  per_buyer_limit?: number;
}

const ITEM_FIELDS: Record<string, string> = {
  name: 'name',
  item_kind: 'item_kind',
  goods_id: 'goods_id',
  quantity: 'quantity',
  coupon: 'face',
  points: 'points',
  stock: 'stock',
  per_buyer_limit: 'per_buyer_limit',
};
const COUPON_FIELDS: Record<string, string> = {
  value: 'face',
  threshold_fen: 'threshold',
  valid_days: 'valid_days',
};

const itemsOf = (values: ActivityFormValues) => (values.items ?? []) as PointsItemValues[];

export const pointsItemValues: Omit<KindForm<'points_item'>, 'Fields'> = {
  initialValues: (definition) => ({
    items: definition
      ? definition.items.map((item) => ({
          name: item.name,
          item_kind: item.item_kind,
          goods_id: item.goods_id ?? undefined,
          quantity: item.quantity,
          face: item.coupon ? yuan(item.coupon.value) : undefined,
          threshold: item.coupon ? yuan(item.coupon.threshold_fen) : undefined,
          valid_days: item.coupon?.valid_days,
          points: item.points,
          stock: item.stock,
          per_buyer_limit: item.per_buyer_limit,
        }))
      : [{ item_kind: 'coupon', quantity: 1, valid_days: 30, per_buyer_limit: 1 }],
  }),
  definitionOf: (values) => ({
    items: itemsOf(values).map((item) => ({
      name: item.name ?? '',
      item_kind: item.item_kind ?? 'coupon',
      goods_id: item.item_kind === 'goods' ? (item.goods_id ?? 0) : null,
      quantity: item.quantity ?? 1,
      coupon:
        item.item_kind === 'goods'
          ? null
          : {
              coupon_kind: 'amount' as const,
              value: fen(item.face),
              threshold_fen: fen(item.threshold),
              cap_fen: null,
              valid_days: item.valid_days ?? 0,
            },
      points: item.points ?? 0,
      stock: item.stock ?? 0,
      per_buyer_limit: item.per_buyer_limit ?? 0,
    })),
  }),
  fieldOf(field) {
    const coupon = /^items\.(\d+)\.coupon\.(\w+)$/.exec(field);
    if (coupon) {
      const name = COUPON_FIELDS[coupon[2]!];
      return name ? ['items', Number(coupon[1]), name] : null;
    }
    const item = /^items\.(\d+)\.(\w+)$/.exec(field);
    const name = item && ITEM_FIELDS[item[2]!];
    return name ? ['items', Number(item[1]), name] : null;
  },
};
