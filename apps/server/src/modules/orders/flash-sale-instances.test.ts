import { and, eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '@yaocai/domain/contracts/order-responses';
import { insertGoods, insertManufacturer, insertWarehouse } from '../../testing/catalog-factories.ts';
import { insertBuyer } from '../../testing/factories.ts';
import { HttpClient } from '../../testing/http-client.ts';
import { deliveryAddressBody } from '../../testing/order-fixtures.ts';
import { startServer, type ServerProcess } from '../../testing/server-process.ts';
import { expectShopWhole } from '../../testing/shop-invariants.ts';
import { openPostgresTestDatabase } from '../../testing/test-database.ts';
import { createSession, SESSION_COOKIE } from '../accounts/sessions.service.ts';
import { cartLines } from '../cart/cart.tables.ts';
import { flashSales } from '../promotions/promotions.tables.ts';

const BUYERS = 500;
const UNITS = 100;
const LIMIT = 2;
/** Buyers who bought one unit before the race (their orders are not part of it). */
const BOUGHT_BEFORE = 50;

type Database = Awaited<ReturnType<typeof openPostgresTestDatabase>>;

interface Racer {
  id: number;
  client: HttpClient;
  /** Units on their flash line. */
  units: number;
  boughtBefore: number;
  lineId: number;
}

async function inParallel<T, R>(items: T[], limit: number, work: (item: T, i: number) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) results[i] = await work(items[i]!, i);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

// Two server processes need one database they both reach: PGlite lives inside a single process.
describe.skipIf(!process.env.TEST_DATABASE_URL)('a flash sale raced on two server instances', () => {
  let database: Database;
  const servers: ServerProcess[] = [];
  const ids = {} as Record<'east' | 'west' | 'maker' | 'goods' | 'sale', number>;
  const startingStock = new Map<string, number>();
  let racers: Racer[] = [];
  const via = (i: number) => servers[i % 2]!.origin;
  const rows = async <T>(statement: SQL) =>
    ((await database.db.execute(statement)) as unknown as { rows: T[] }).rows;

  async function racer(i: number): Promise<Racer> {
    const row = await insertBuyer(database.db, { businessScopes: ['中成药'] });
    const client = new HttpClient();
    // A session written directly: 500 argon2 logins would take minutes; logins are tested elsewhere.
    const session = await createSession(database.db, row.id, 1, { ip: '127.0.0.1', userAgent: 'test' });
    client.setCookie(SESSION_COOKIE, session.token);
    const origin = via(i);
    for (const [path, body] of [
      ['/api/contract/sign', { agree: 1 }],
      ['/api/user/address', deliveryAddressBody],
    ] as const) {
      const answer = await client.post(origin, path, body);
      if (answer.body.code !== 10000) throw new Error(`${path}: ${answer.body.msg}`);
    }
    // Every other buyer wants the whole limit; some of those bought one unit already.
    const units = 1 + (i % 2);
    const added = await client.post(origin, '/api/cart', {
      data: [{ goods_id: ids.goods, type: 1, number: units, ck_id: ids.east }],
    });
    if (added.body.code !== 10000) throw new Error(`add: ${added.body.msg}`);
    const [line] = await database.db
      .select({ id: cartLines.id })
      .from(cartLines)
      .where(and(eq(cartLines.userId, row.id), eq(cartLines.warehouseId, ids.east)));
    return { id: row.id, client, units, boughtBefore: 0, lineId: line!.id };
  }

  beforeAll(async () => {
    database = await openPostgresTestDatabase(process.env.TEST_DATABASE_URL!);
    const db = database.db;
    ids.east = await insertWarehouse(db, '华东一号仓');
    ids.west = await insertWarehouse(db, '华西二号仓');
    ids.maker = await insertManufacturer(db, '华康制药股份有限公司');
    ids.goods = await insertGoods(db, {
      name: '秒杀维C',
      manufacturerId: ids.maker,
      businessScope: '中成药',
      basePriceFen: 2000,
      stock: { [ids.east]: 10_000, [ids.west]: 10_000 },
    });
    startingStock.set(`${ids.goods}:${ids.east}`, 10_000);
    startingStock.set(`${ids.goods}:${ids.west}`, 10_000);
    const [sale] = await db
      .insert(flashSales)
      .values({
        goodsId: ids.goods,
        priceFen: 990,
        limitPerBuyer: LIMIT,
        totalUnits: UNITS + BOUGHT_BEFORE,
        startsAt: new Date(Date.now() - 60_000),
        endsAt: new Date(Date.now() + 3_600_000),
      })
      .returning();
    ids.sale = sale!.id;
    const env = { DATABASE_POOL_MAX: '5', ORDER_SWEEP_MINUTES: '0', CART_CACHE_MS: '0' };
    servers.push(...(await Promise.all([0, 1].map(() => startServer({ databaseUrl: database.url, env })))));
    const began = performance.now();
    racers = await inParallel(
      Array.from({ length: BUYERS }, (_, i) => i),
      32,
      (i) => racer(i),
    );
    // Buyers who put two units in the cart, then bought one from the other warehouse: their line is
    // now past the limit.
    const before = racers.filter((r) => r.units === LIMIT).slice(0, BOUGHT_BEFORE);
    await inParallel(before, 16, async (r, i) => {
      r.boughtBefore = 1;
      const origin = via(i);
      const data = [{ goods_id: ids.goods, type: 1, number: 1, ck_id: ids.west }];
      const added = await r.client.post(origin, '/api/cart', { data });
      if (added.body.code !== 10000) throw new Error(`add: ${added.body.msg}`);
      const [line] = await db
        .select({ id: cartLines.id })
        .from(cartLines)
        .where(and(eq(cartLines.userId, r.id), eq(cartLines.warehouseId, ids.west)));
      const headers = { 'idempotency-key': `flash-before-${String(i).padStart(4, '0')}` };
      const order = await r.client.post(origin, '/api/order', { ids: [line!.id] }, { headers });
      if (order.body.code !== 10000) throw new Error(`order: ${order.body.msg}`);
    });
    console.info(`${BUYERS} buyers ready in ${((performance.now() - began) / 1000).toFixed(1)} s`);
  }, 240_000);

  afterAll(async () => {
    await Promise.allSettled(servers.map((server) => server.stop()));
    await database?.close();
  }, 120_000);

  it(`sells exactly ${UNITS} units to ${BUYERS} buyers submitting at once, nobody past the limit of ${LIMIT}`, async () => {
    const began = performance.now();
    const answers = await Promise.all(
      racers.map((r, i) =>
        r.client.post<OrderDetail>(
          via(i),
          '/api/order',
          { ids: [r.lineId] },
          { headers: { 'idempotency-key': `flash-race-${String(i).padStart(4, '0')}` } },
        ),
      ),
    );
    const took = ((performance.now() - began) / 1000).toFixed(2);

    const failed = answers.filter((a) => a.status >= 500 || (a.body.code !== 10000 && a.status !== 422));
    expect(failed.map((a) => [a.status, a.body.msg])).toEqual([]);
    const won = racers.filter((_, i) => answers[i]!.body.code === 10000);
    expect(won.reduce((sum, r) => sum + r.units, 0)).toBe(UNITS);
    const overLimit = racers.filter((r, i) => r.boughtBefore > 0 && answers[i]!.body.code === 10000);
    expect(overLimit, 'buyers whose line passed the limit').toEqual([]);
    // Refused by the limit, or by the units running out first: either way named, never a 5xx.
    const refused = answers.filter((a) => a.body.code !== 10000);
    expect(refused.filter((a) => a.status !== 422 || !a.body.msg.startsWith('秒杀维C：'))).toEqual([]);

    const [sale] = await database.db.select().from(flashSales).where(eq(flashSales.id, ids.sale));
    expect(sale!.soldUnits).toBe(UNITS + BOUGHT_BEFORE);
    const [ordered] = await rows<{ n: number }>(
      sql`select coalesce(sum(number), 0)::integer as n from order_lines where flash_sale_id = ${ids.sale}`,
    );
    expect(ordered!.n).toBe(UNITS + BOUGHT_BEFORE);
    // Each buyer's count is what their orders hold, never past the limit.
    const counted = await rows<{ user_id: number; units: number; ordered: number }>(sql`
      select b.user_id, b.units, coalesce((select sum(l.number) from order_lines l join orders o on o.id = l.order_id
        where l.flash_sale_id = b.flash_sale_id and o.user_id = b.user_id), 0)::integer as ordered
      from flash_sale_buyers b where b.flash_sale_id = ${ids.sale}`);
    expect(counted.filter((c) => c.units !== c.ordered)).toEqual([]);
    expect(Math.max(...counted.map((c) => c.units))).toBeLessThanOrEqual(LIMIT);
    expect(counted.reduce((sum, c) => sum + c.units, 0)).toBe(sale!.soldUnits);
    await expectShopWhole(database.db, startingStock);
    const [stock] = await rows<{ stock: number }>(
      sql`select stock from goods_stock where goods_id = ${ids.goods} and warehouse_id = ${ids.east}`,
    );
    expect(stock!.stock, 'the raced warehouse').toBe(10_000 - UNITS);
    console.info(`flash race: ${won.length} of ${BUYERS} buyers won ${UNITS} units in ${took} s`);
  }, 120_000);
});
