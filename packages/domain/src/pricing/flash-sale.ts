export type FlashSalePhase = 'upcoming' | 'running' | 'ended';

export interface FlashSaleWindow {
  startsAt: Date;
  endsAt: Date;
}

export function flashSalePhase(sale: FlashSaleWindow, now: Date): FlashSalePhase {
  if (now < sale.startsAt) return 'upcoming';
  if (now >= sale.endsAt) return 'ended';
  return 'running';
}

export const FLASH_SALE_PROBLEM: Record<Exclude<FlashSalePhase, 'running'>, string> = {
  upcoming: '秒杀活动未开始',
  ended: '秒杀活动已结束',
};

/** Why a running flash sale's line cannot be bought once its units are all sold. */
export const FLASH_SALE_SOLD_OUT = '秒杀商品已抢光';

/** Pieces a buyer may still buy in a flash sale: their limit less what they bought, within what is left. */
export const flashSaleAllowance = (limit: number, bought: number, unitsLeft: number): number =>
  Math.max(0, Math.min(limit - bought, unitsLeft));
