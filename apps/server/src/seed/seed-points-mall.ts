import { activityBody, type ActivityBodyInput } from '@yaocai/domain/contracts/admin-activities';
import type { Transaction } from '../db/client.ts';
import type { AuditActor } from '../modules/operators/audit.service.ts';
import { createActivityAudited, publishActivityAudited } from '../workflows/run-activities.ts';

const DAY = 86_400_000;

/**
 * The 积分商城 (/jfsc) for the next 60 days, made as an operator makes it in the console: two coupons
 * and a goods for points (the demo buyer starts with 1280).
 */
export async function seedPointsMall(
  tx: Transaction,
  actor: AuditActor,
  today: Date,
  gift: { id: number; packMultiple: number } | undefined,
): Promise<void> {
  const coupon = (value: number, threshold_fen: number) => ({
    coupon_kind: 'amount' as const,
    value,
    threshold_fen,
    cap_fen: null,
    valid_days: 30,
  });
  const input: ActivityBodyInput = {
    kind: 'points_item',
    name: '积分商城',
    starts_at: new Date(today.getTime() - DAY).toISOString(),
    ends_at: new Date(today.getTime() + 60 * DAY).toISOString(),
    definition: {
      items: [
        {
          name: '满300减10元券',
          item_kind: 'coupon',
          coupon: coupon(1_000, 30_000),
          points: 200,
          stock: 500,
          per_buyer_limit: 3,
        },
        {
          name: '满1000减40元券',
          item_kind: 'coupon',
          coupon: coupon(4_000, 100_000),
          points: 800,
          stock: 100,
          per_buyer_limit: 1,
        },
        ...(gift
          ? [
              {
                name: '积分兑好礼：常备药一件',
                item_kind: 'goods' as const,
                goods_id: gift.id,
                quantity: gift.packMultiple,
                points: 1_000,
                stock: 50,
                per_buyer_limit: 1,
              },
            ]
          : []),
      ],
    },
  };
  await publishActivityAudited(tx, actor, await createActivityAudited(tx, actor, activityBody.parse(input)));
}
