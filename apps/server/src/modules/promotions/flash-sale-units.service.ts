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
    readonly goodsName: string,
  ) {
    const message = `${goodsName}：${FLASH_SALE_SOLD_OUT}`;
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
  // One statement, so the sale's row (which every buyer of a sale just started waits for) is held a
  // round trip less: the units, then the buyer's count within the limit, both conditional.
  const { rows } = (await tx.execute(sql`
    with sale as (
      update ${flashSales} set sold_units = sold_units + ${units}
      where id = ${saleId} and starts_at <= clock_timestamp() and ends_at > clock_timestamp()
        and sold_units + ${units} <= total_units
      returning limit_per_buyer
    ), buyer as (
      insert into ${flashSaleBuyers} (flash_sale_id, user_id, units)
      select ${saleId}, ${userId}, ${units} from sale
      on conflict (flash_sale_id, user_id) do update set units = ${flashSaleBuyers}.units + excluded.units
      where ${flashSaleBuyers}.units + excluded.units <= (select limit_per_buyer from sale)
      returning units
    )
    select (select limit_per_buyer from sale) as "limit", (select units from buyer) as "units"`)) as unknown as {
    rows: { limit: number | null; units: number | null }[];
  };
  const [{ limit = null, units: bought = null } = {}] = rows;
  if (limit === null) {
    const [found] = await tx.select().from(flashSales).where(eq(flashSales.id, saleId));
    const running = found && found.startsAt <= now && found.endsAt > now;
    if (running && found.soldUnits >= found.totalUnits) throw new FlashSaleSoldOut(saleId, name);
    throw invalid('ids', `${name}：${running ? FLASH_SALE_SOLD_OUT : FLASH_SALE_CLOSED}`);
  }
  if (bought === null || bought > limit) {
    throw invalid('ids', `${name}：每人限购${limit}件，您已购买过该秒杀商品`);
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
