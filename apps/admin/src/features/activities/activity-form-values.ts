import type { Dayjs } from 'dayjs';
import type { ActivityBodyInput, AdminActivityDetail } from '@yaocai/domain/contracts/admin-activities';
import type { ActivityKind } from '@yaocai/domain/contracts/activity-kinds';
import { dayjs } from '../../lib/dayjs';

/** A flash line as the form holds it: the price in yuan. */
export interface FlashLineValues {
  goods_id?: number;
  price?: number;
  units?: number;
  limit_per_buyer?: number;
}

/** The editor's fields: money in yuan, a discount in 折 (9.5), the window as two moments. */
export interface ActivityFormValues {
  name: string;
  window: [Dayjs, Dayjs] | null;
  lines: FlashLineValues[];
  coupon_kind: 'amount' | 'discount';
  face?: number;
  rate?: number;
  threshold?: number;
  cap?: number | null;
  goods_ids: number[];
  total_units?: number;
  per_buyer_limit?: number;
  claimable: boolean;
}

const fen = (yuan: number | null | undefined) => Math.round((yuan ?? 0) * 100);
const yuan = (fen: number) => fen / 100;

export function initialValues(kind: ActivityKind, activity: AdminActivityDetail | null): ActivityFormValues {
  const base: ActivityFormValues = {
    name: activity?.name ?? '',
    window: activity ? [dayjs(activity.starts_at), dayjs(activity.ends_at)] : null,
    lines: [{}],
    coupon_kind: 'amount',
    goods_ids: [],
    per_buyer_limit: 1,
    claimable: true,
  };
  const definition = activity?.definition;
  if (!definition) return kind === 'flash_sale' ? base : { ...base, lines: [] };
  if ('lines' in definition) {
    return {
      ...base,
      lines: definition.lines.map((line) => ({
        goods_id: line.goods_id,
        price: yuan(line.price_fen),
        units: line.units,
        limit_per_buyer: line.limit_per_buyer,
      })),
    };
  }
  return {
    ...base,
    lines: [],
    coupon_kind: definition.coupon_kind,
    face: definition.coupon_kind === 'amount' ? yuan(definition.value) : undefined,
    rate: definition.coupon_kind === 'discount' ? definition.value / 10 : undefined,
    threshold: yuan(definition.threshold_fen),
    cap: definition.cap_fen === null ? null : yuan(definition.cap_fen),
    goods_ids: definition.goods_ids ?? [],
    total_units: definition.total_units,
    per_buyer_limit: definition.per_buyer_limit,
    claimable: definition.claimable,
  };
}

/** What the server takes: fen, 95 for 9.5折, ISO moments. */
export function bodyOf(kind: ActivityKind, values: ActivityFormValues): ActivityBodyInput {
  const window = {
    name: values.name.trim(),
    starts_at: values.window?.[0]?.toISOString() ?? '',
    ends_at: values.window?.[1]?.toISOString() ?? '',
  };
  if (kind === 'flash_sale') {
    return {
      kind,
      ...window,
      definition: {
        lines: values.lines.map((line) => ({
          goods_id: line.goods_id ?? 0,
          price_fen: fen(line.price),
          units: line.units ?? 0,
          limit_per_buyer: line.limit_per_buyer ?? 0,
        })),
      },
    };
  }
  const discount = values.coupon_kind === 'discount';
  return {
    kind,
    ...window,
    definition: {
      coupon_kind: values.coupon_kind,
      value: discount ? Math.round((values.rate ?? 0) * 10) : fen(values.face),
      threshold_fen: fen(values.threshold),
      cap_fen: discount && values.cap !== null && values.cap !== undefined ? fen(values.cap) : null,
      goods_ids: values.goods_ids.length > 0 ? values.goods_ids : null,
      total_units: values.total_units ?? 0,
      per_buyer_limit: values.per_buyer_limit ?? 0,
      claimable: values.claimable,
    },
  };
}

const COUPON_FIELDS: Record<string, (discount: boolean) => string> = {
  value: (discount) => (discount ? 'rate' : 'face'),
  threshold_fen: () => 'threshold',
  cap_fen: () => 'cap',
  total_units: () => 'total_units',
  per_buyer_limit: () => 'per_buyer_limit',
  goods_ids: () => 'goods_ids',
};
const LINE_FIELDS: Record<string, string> = {
  goods_id: 'goods_id',
  price_fen: 'price',
  units: 'units',
  limit_per_buyer: 'limit_per_buyer',
};

/** The form's field for a field the server named (`definition.lines.0.price_fen`), or null. */
export function formFieldOf(field: string, discount: boolean): (string | number)[] | null {
  if (field === 'name') return ['name'];
  if (field === 'starts_at' || field === 'ends_at') return ['window'];
  const line = /^definition\.lines\.(\d+)\.(\w+)$/.exec(field);
  if (line) return LINE_FIELDS[line[2]!] ? ['lines', Number(line[1]), LINE_FIELDS[line[2]!]!] : null;
  const coupon = /^definition\.(\w+)/.exec(field);
  const name = coupon && COUPON_FIELDS[coupon[1]!];
  return name ? [name(discount)] : null;
}
