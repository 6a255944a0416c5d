import { activityBody, type ActivityBodyInput } from '@yaocai/domain/contracts/admin-activities';
import type { Transaction } from '../db/client.ts';
import type { AuditActor } from '../modules/operators/audit.service.ts';
import { createActivityAudited, publishActivityAudited } from '../workflows/run-activities.ts';

const DAY = 86_400_000;

const RULES = [
  '1. 活动期间每位采购商可抽奖3次，奖品以转盘结果为准。',
  '2. 优惠券奖品即时发放至“我的优惠券”，积分奖品即时计入“我的积分”。',
  '3. 赠品奖品由客服联系确认后随下一笔订单发货。',
].join('\n');

/**
 * The demo's prize draws, made as the console makes them: the 幸运大转盘 of /luckDraw and its popup
 * (three draws a buyer for 30 days), and the 首单抽奖 of /eleven/ddcj (one draw once the first order is paid).
 */
export async function seedPrizeDraws(
  tx: Transaction,
  actor: AuditActor,
  today: Date,
  giftGoodsId: number | null,
): Promise<void> {
  const window = {
    starts_at: new Date(today.getTime() - DAY).toISOString(),
    ends_at: new Date(today.getTime() + 30 * DAY).toISOString(),
  };
  const publish = async (input: ActivityBodyInput) =>
    publishActivityAudited(tx, actor, await createActivityAudited(tx, actor, activityBody.parse(input)));
  const coupon = (name: string, value: number, threshold: number, stock: number, weight: number) => ({
    name,
    kind: 'coupon' as const,
    weight,
    stock,
    coupon_value_fen: value,
    coupon_threshold_fen: threshold,
    coupon_valid_days: 30,
    remarks: `满${threshold / 100}元可用，已发放至我的优惠券`,
  });
  const gift =
    giftGoodsId === null
      ? []
      : [
          {
            name: '精美赠品',
            kind: 'goods' as const,
            weight: 5,
            stock: 20,
            goods_id: giftGoodsId,
            goods_number: 1,
            remarks: '客服将联系您，随下一笔订单发货',
          },
        ];
  await publish({
    kind: 'prize_draw',
    name: '幸运大转盘',
    ...window,
    definition: {
      chance_rule: 'per_buyer',
      chances_per_buyer: 3,
      rules_text: RULES,
      prizes: [
        coupon('满300减20券', 2_000, 30_000, 500, 40),
        coupon('满1000减80券', 8_000, 100_000, 100, 15),
        { name: '50积分', kind: 'points', weight: 25, stock: 1_000, points: 50, remarks: '已计入我的积分' },
        { name: '200积分', kind: 'points', weight: 5, stock: 100, points: 200, remarks: '已计入我的积分' },
        ...gift,
        { name: '谢谢参与', kind: 'none', weight: 30, remarks: '再接再厉' },
      ],
    },
  });
  await publish({
    kind: 'prize_draw',
    name: '首单抽奖',
    ...window,
    definition: {
      chance_rule: 'first_order',
      chances_per_buyer: 1,
      rules_text: '活动期间完成首笔订单支付，即可获得一次抽奖机会，百分百中奖。',
      prizes: [
        coupon('首单返满500减50券', 5_000, 50_000, 300, 60),
        {
          name: '首单300积分',
          kind: 'points',
          weight: 40,
          stock: 300,
          points: 300,
          remarks: '已计入我的积分',
        },
      ],
    },
  });
}
