import type { DrawChanceRule, DrawPrizeKind } from '@yaocai/domain/contracts/activity-prize-draw';
import type { ActivityFormValues, KindForm } from './kind-form';
import { fen, yuan } from './kind-form';

/** One prize as the form holds it: a coupon's face and threshold in yuan. */
export type PrizeValues = {
  name?: string;
  kind: DrawPrizeKind;
  weight?: number;
  stock?: number | null;
  face?: number;
  threshold?: number;
  valid_days?: number;
  points?: number;
  goods_id?: number;
  goods_number?: number;
  remarks?: string;
};

export type PrizeDrawValues = {
  chance_rule: DrawChanceRule;
  chances_per_buyer?: number;
  rules_text?: string;
  prizes: PrizeValues[];
};

/** The form's field for each prize field the server may name. */
const PRIZE_FIELDS: Record<string, string> = {
  name: 'name',
  kind: 'kind',
  weight: 'weight',
  stock: 'stock',
  coupon_value_fen: 'face',
  coupon_threshold_fen: 'threshold',
  coupon_valid_days: 'valid_days',
  points: 'points',
  goods_id: 'goods_id',
  goods_number: 'goods_number',
  remarks: 'remarks',
};

const drawOf = (values: ActivityFormValues) => values as unknown as PrizeDrawValues;
const orNull = <T>(value: T | undefined | null) => (value === undefined ? null : value);

export const prizeDrawValues: Omit<KindForm<'prize_draw'>, 'Fields'> = {
  initialValues(definition): Record<string, unknown> & PrizeDrawValues {
    if (!definition)
      return {
        chance_rule: 'per_buyer',
        chances_per_buyer: 1,
        rules_text: '',
        prizes: [
          { kind: 'coupon', valid_days: 30 },
          { kind: 'none', name: '谢谢参与' },
        ],
      };
    return {
      chance_rule: definition.chance_rule,
      chances_per_buyer: definition.chances_per_buyer,
      rules_text: definition.rules_text,
      prizes: definition.prizes.map((prize) => ({
        name: prize.name,
        kind: prize.kind,
        weight: prize.weight,
        stock: prize.stock,
        face: prize.coupon_value_fen === null ? undefined : yuan(prize.coupon_value_fen),
        threshold: prize.coupon_threshold_fen === null ? undefined : yuan(prize.coupon_threshold_fen),
        valid_days: prize.coupon_valid_days ?? undefined,
        points: prize.points ?? undefined,
        goods_id: prize.goods_id ?? undefined,
        goods_number: prize.goods_number ?? undefined,
        remarks: prize.remarks,
      })),
    };
  },
  definitionOf(values) {
    const draw = drawOf(values);
    return {
      chance_rule: draw.chance_rule,
      chances_per_buyer: draw.chances_per_buyer ?? 0,
      rules_text: draw.rules_text ?? '',
      prizes: (draw.prizes ?? []).map((prize) => ({
        name: prize.name ?? '',
        kind: prize.kind,
        weight: prize.weight ?? 0,
        stock: prize.kind === 'none' ? null : (prize.stock ?? 0),
        coupon_value_fen: prize.kind === 'coupon' ? fen(prize.face) : null,
        coupon_threshold_fen: prize.kind === 'coupon' ? fen(prize.threshold) : null,
        coupon_valid_days: prize.kind === 'coupon' ? orNull(prize.valid_days) : null,
        points: prize.kind === 'points' ? orNull(prize.points) : null,
        goods_id: prize.kind === 'goods' ? orNull(prize.goods_id) : null,
        goods_number: prize.kind === 'goods' ? orNull(prize.goods_number) : null,
        remarks: prize.remarks ?? '',
      })),
    };
  },
  fieldOf(field) {
    const [head, index, name] = field.split('.');
    if (head === 'prizes') {
      const mapped = name === undefined ? undefined : PRIZE_FIELDS[name];
      return mapped && index !== undefined ? ['prizes', Number(index), mapped] : null;
    }
    return head && ['chance_rule', 'chances_per_buyer', 'rules_text'].includes(head) ? [head] : null;
  },
};
