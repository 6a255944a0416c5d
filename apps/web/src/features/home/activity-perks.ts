import type { RunningActivities } from '@yaocai/domain/contracts/activity-responses';
import { dayjs } from '../../lib/dayjs';

export interface Perk {
  key: string;
  title: string;
  text: string;
  /** A second line: where it applies and until when. */
  detail?: string;
}

/** What the promotion landing announces: only what runs now, as configured. */
export function activityPerks(running: RunningActivities): Perk[] {
  const perks: Perk[] = running.manjians.map((activity) => ({
    key: `manjian-${activity.id}`,
    title: activity.name,
    text: activity.tiers.map((tier) => tier.label).join(' · '),
    detail: `${activity.all_goods ? '全场通用' : '指定商品'} · ${dayjs(activity.ends_at).format('M月D日')}截止`,
  }));
  if (running.flash_sales.count > 0) {
    perks.push({
      key: 'flash-sales',
      title: '限时秒杀',
      text: `${running.flash_sales.count}款商品秒杀中`,
    });
  }
  if (running.gift_goods > 0) {
    perks.push({ key: 'gifts', title: '买就送', text: `${running.gift_goods}款商品满量赠送` });
  }
  if (running.combinations > 0) {
    perks.push({
      key: 'combinations',
      title: '组合特惠',
      text: `${running.combinations}个组合套餐`,
    });
  }
  return perks;
}
