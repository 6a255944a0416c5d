import type { ActivityFormValues, KindForm } from './kind-form';
import { fen, yuan } from './kind-form';

/** A tier as the form holds it: the threshold and money off in yuan, a discount in 折 (9.5). */
interface TierValues {
  threshold?: number;
  off?: number;
  rate?: number;
}

interface FullReductionValues {
  mode: 'amount' | 'discount';
  tiers: TierValues[];
  goods_ids: number[];
}

const valuesOf = (values: ActivityFormValues) => values as unknown as FullReductionValues;

export const fullReductionValues: Omit<KindForm<'full_reduction'>, 'Fields'> = {
  initialValues(definition): Record<string, unknown> & FullReductionValues {
    if (!definition) return { mode: 'amount', tiers: [{}], goods_ids: [] };
    const amount = definition.mode === 'amount';
    return {
      mode: definition.mode,
      tiers: definition.tiers.map((tier) => ({
        threshold: yuan(tier.threshold_fen),
        ...(amount ? { off: yuan(tier.value) } : { rate: tier.value / 10 }),
      })),
      goods_ids: definition.goods_ids ?? [],
    };
  },
  definitionOf(values) {
    const { mode, tiers, goods_ids } = valuesOf(values);
    return {
      mode,
      tiers: tiers.map((tier) => ({
        threshold_fen: fen(tier.threshold),
        value: mode === 'amount' ? fen(tier.off) : Math.round((tier.rate ?? 0) * 10),
      })),
      goods_ids: goods_ids.length > 0 ? goods_ids : null,
    };
  },
  fieldOf(field, values) {
    if (field.startsWith('goods_ids')) return ['goods_ids'];
    const tier = /^tiers\.(\d+)\.(\w+)$/.exec(field);
    if (!tier) return null;
    const name =
      tier[2] === 'threshold_fen' ? 'threshold' : valuesOf(values).mode === 'amount' ? 'off' : 'rate';
    return ['tiers', Number(tier[1]), name];
  },
};
