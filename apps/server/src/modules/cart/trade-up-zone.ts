import type { TradeUpZone } from '@yaocai/domain/contracts/activity-trade-up-responses';
import { fenToYuan } from '@yaocai/domain/money';
import type { Executor } from '../../db/client.ts';
import type { BuyerAccess } from '../accounts/buyer-access.ts';
import { runningTradeUps, tradeUpActivities } from '../promotions/trade-up-zone.service.ts';
import { ruledCartLines } from './cart-read.service.ts';
import type { CartSource } from './cart-source.ts';
import { tradeUpBaseFen } from './trade-up-terms.ts';

/**
 * GET /api/cart/trade_ups: the 换购 running now, each against the buyer's selected goods (reached, or
 * how much more), with the pieces of each offer already in the cart.
 */
export async function readTradeUpZone(
  db: Executor,
  source: CartSource,
  userId: number,
  access: BuyerAccess,
): Promise<TradeUpZone> {
  const running = await runningTradeUps(db);
  if (running.length === 0) return { base_amount: '0.00', activities: [] };
  const lines = await ruledCartLines(db, source, userId, access);
  const baseFen = tradeUpBaseFen(lines, (ruled) => ruled.line.isSelected);
  const inCart = new Map<number, number>();
  for (const { line } of lines) {
    if (line.tradeUp) inCart.set(line.tradeUp.id, (inCart.get(line.tradeUp.id) ?? 0) + line.number);
  }
  return {
    base_amount: fenToYuan(baseFen),
    activities: (await tradeUpActivities(db, access, running, baseFen, inCart)).filter(
      (activity) => activity.goods.length > 0,
    ),
  };
}
