import { and, eq, sql } from 'drizzle-orm';
import { Code } from '@yaocai/domain/codes';
import { DomainError, invalid } from '@yaocai/domain/errors';
import { FLASH_SALE_SOLD_OUT } from '@yaocai/domain/pricing/flash-sale';
import type { Transaction } from '../../db/client.ts';
import { flashSaleBuyers, flashSales } from './promotions.tables.ts';

const FLASH_SALE_CLOSED = '秒杀活动未开始或已结束';

/** The refusal of a running sale with no unit left, naming the sale for the door (flash-sale-door.ts). */
export class FlashSaleSoldOut extends DomainError {
  constructor(
    readonly saleId: number,
    name: string,
  ) {
    const message = `${name}：${FLASH_SALE_SOLD_OUT}`;
    super(Code.invalid, message, 422, { ids: [message] });
  }
}

/**
 * Takes flash-sale units for an order: the sale must be running and have the units left, and the buyer
 * must stay within the limit counting what they already ordered. Both are conditional updates, so
 * racing buyers never oversell and one buyer's parallel orders never pass the limit. The window is
 * compared with the database's clock when the row lock is held (an update waiting on an operator's
 * stop reads the moved end and the time after the stop), so nothing is sold after a stop commits.
 */
export async function takeFlashSaleUnits(
  tx: Transaction,
  saleId: number,
  userId: number,
  units: number,
  name: string,
): Promise<void> {
  const now = new Date();
  const [sale] = await tx
    .update(flashSales)
    .set({ soldUnits: sql`${flashSales.soldUnits} + ${units}` })
    .where(
      and(
        eq(flashSales.id, saleId),
        sql`${flashSales.startsAt} <= clock_timestamp()`,
        sql`${flashSales.endsAt} > clock_timestamp()`,
        sql`${flashSales.soldUnits} + ${units} <= ${flashSales.totalUnits}`,
      ),
    )
    .returning({ limit: flashSales.limitPerBuyer });
  if (!sale) {
    const [found] = await tx.select().from(flashSales).where(eq(flashSales.id, saleId));
    const running = found && found.startsAt <= now && found.endsAt > now;
    if (running && found.soldUnits >= found.totalUnits) throw new FlashSaleSoldOut(saleId, name);
    throw invalid('ids', `${name}：${running ? FLASH_SALE_SOLD_OUT : FLASH_SALE_CLOSED}`);
  }
  const [within] = await tx
    .insert(flashSaleBuyers)
    .values({ flashSaleId: saleId, userId, units })
    .onConflictDoUpdate({
      target: [flashSaleBuyers.flashSaleId, flashSaleBuyers.userId],
      set: { units: sql`${flashSaleBuyers.units} + ${units}` },
      setWhere: sql`${flashSaleBuyers.units} + ${units} <= ${sale.limit}`,
    })
    .returning({ units: flashSaleBuyers.units });
  if (!within || within.units > sale.limit) {
    throw invalid('ids', `${name}：每人限购${sale.limit}件，您已购买过该秒杀商品`);
  }
}

/** A cancelled order's units go back to the sale and to the buyer's allowance. */
export async function returnFlashSaleUnits(
  tx: Transaction,
  saleId: number,
  userId: number,
  units: number,
): Promise<void> {
  await tx
    .update(flashSales)
    .set({ soldUnits: sql`greatest(${flashSales.soldUnits} - ${units}, 0)` })
    .where(eq(flashSales.id, saleId));
  await tx
    .update(flashSaleBuyers)
    .set({ units: sql`greatest(${flashSaleBuyers.units} - ${units}, 0)` })
    .where(and(eq(flashSaleBuyers.flashSaleId, saleId), eq(flashSaleBuyers.userId, userId)));
}
