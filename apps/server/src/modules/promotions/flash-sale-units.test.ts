import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { insertGoods, insertManufacturer } from '../../testing/catalog-factories.ts';
import { insertBuyer } from '../../testing/factories.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { FlashSaleSoldOut, takeFlashSaleUnits } from './flash-sale-units.service.ts';
import { flashSaleBuyers, flashSales } from './promotions.tables.ts';

let database: DatabaseHandle;
let goodsId: number;
let buyer: number;

beforeAll(async () => {
  database = await openTestDatabase();
  goodsId = await insertGoods(database.db, {
    manufacturerId: await insertManufacturer(database.db, '华康制药'),
    name: '秒杀维C',
    basePriceFen: 2_000,
  });
  buyer = (await insertBuyer(database.db)).id;
});
afterAll(() => database.close());

async function sale(values: { totalUnits: number; startsIn?: number }) {
  const startsAt = new Date(Date.now() + (values.startsIn ?? -60_000));
  const [row] = await database.db
    .insert(flashSales)
    .values({
      goodsId,
      priceFen: 990,
      limitPerBuyer: 2,
      totalUnits: values.totalUnits,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3_600_000),
    })
    .returning();
  return row!.id;
}

/** Takes in a transaction of its own: the refusal's message, or null when taken. */
const take = (saleId: number, units: number) =>
  database.db
    .transaction((tx) => takeFlashSaleUnits(tx, saleId, buyer, units, '秒杀维C'))
    .then(
      () => null,
      (error: Error) => [error.constructor.name, error.message],
    );

const counted = async (saleId: number) => {
  const [row] = await database.db.select().from(flashSales).where(eq(flashSales.id, saleId));
  const [mine] = await database.db
    .select()
    .from(flashSaleBuyers)
    .where(eq(flashSaleBuyers.flashSaleId, saleId));
  return [row!.soldUnits, mine?.units ?? 0];
};

describe('taking flash-sale units', () => {
  it('takes units and counts them for the buyer, up to the limit; past it nothing is taken', async () => {
    const id = await sale({ totalUnits: 10 });
    expect(await take(id, 1)).toBeNull();
    expect(await take(id, 2)).toEqual(['DomainError', '秒杀维C：每人限购2件，您已购买过该秒杀商品']);
    expect(await counted(id)).toEqual([1, 1]);
    expect(await take(id, 1)).toBeNull();
    expect(await counted(id)).toEqual([2, 2]);
  });

  it('refuses a first order past the limit', async () => {
    const id = await sale({ totalUnits: 10 });
    expect(await take(id, 3)).toEqual(['DomainError', '秒杀维C：每人限购2件，您已购买过该秒杀商品']);
    expect(await counted(id)).toEqual([0, 0]);
  });

  it('names a running sale with no unit left for the door, and not one with too few for the line', async () => {
    const id = await sale({ totalUnits: 1 });
    const error = await database.db
      .transaction((tx) => takeFlashSaleUnits(tx, id, buyer, 2, '秒杀维C'))
      .catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(FlashSaleSoldOut);
    expect((error as Error).message).toBe('秒杀维C：秒杀商品已抢光');
    expect(await take(id, 1)).toBeNull();
    const soldOut = await database.db
      .transaction((tx) => takeFlashSaleUnits(tx, id, buyer, 1, '秒杀维C'))
      .catch((caught: unknown) => caught);
    expect(soldOut).toBeInstanceOf(FlashSaleSoldOut);
    expect([(soldOut as FlashSaleSoldOut).saleId, (soldOut as Error).message]).toEqual([
      id,
      '秒杀维C：秒杀商品已抢光',
    ]);
  });

  it('sells nothing before the start', async () => {
    const id = await sale({ totalUnits: 10, startsIn: 60_000 });
    expect(await take(id, 1)).toEqual(['DomainError', '秒杀维C：秒杀活动未开始或已结束']);
    expect(await counted(id)).toEqual([0, 0]);
  });
});
