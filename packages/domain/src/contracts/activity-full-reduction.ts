import { z } from 'zod';
import { integer } from '../validation/numbers.ts';
import { activityFen, goodsScope } from './activity-fields.ts';

export const FULL_REDUCTION_TIERS_MAX = 5;

/**
 * 满减 (mode amount: spend threshold_fen, get value fen off) or 满折 (mode discount: pay value per
 * cent, 95 = 9.5折) on the goods named (null: every goods), tier by tier: each tier asks more and
 * gives more than the one before.
 */
export const fullReductionDefinition = z
  .object({
    mode: z.enum(['amount', 'discount'], { error: '优惠方式不正确' }),
    tiers: z
      .array(
        z.object({
          threshold_fen: activityFen('满额', 1),
          value: integer({ min: 1, max: 100_000_000, message: '优惠金额或折扣格式不正确' }),
        }),
        { error: '请填写优惠档位' },
      )
      .min(1, '请填写优惠档位')
      .max(FULL_REDUCTION_TIERS_MAX, `最多${FULL_REDUCTION_TIERS_MAX}个优惠档位`),
    goods_ids: goodsScope(),
  })
  .superRefine((definition, context) => {
    const discount = definition.mode === 'discount';
    definition.tiers.forEach((tier, i) => {
      const path = ['tiers', i, 'value'];
      if (discount && tier.value >= 100)
        context.addIssue({ code: 'custom', path, message: '折扣须为1至99之间的整数（95即9.5折）' });
      if (!discount && tier.value >= tier.threshold_fen)
        context.addIssue({ code: 'custom', path, message: '减免金额须低于满额' });
      const before = definition.tiers[i - 1];
      if (!before) return;
      if (tier.threshold_fen <= before.threshold_fen)
        context.addIssue({ code: 'custom', path: ['tiers', i, 'threshold_fen'], message: '满额须逐档提高' });
      else if (discount ? tier.value >= before.value : tier.value <= before.value)
        context.addIssue({ code: 'custom', path, message: '优惠须逐档加大' });
    });
  });
export type FullReductionDefinition = z.infer<typeof fullReductionDefinition>;

export const fullReductionDetail = z.object({
  mode: z.enum(['amount', 'discount']),
  tiers: z.array(z.object({ threshold_fen: z.number().int(), value: z.number().int() })),
  goods_ids: z.array(z.number().int()).nullable(),
});
