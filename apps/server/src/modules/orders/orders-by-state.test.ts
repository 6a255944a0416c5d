import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '@yaocai/domain/contracts/order';
import { INT_MAX } from '@yaocai/domain/validation/numbers';
import type { DatabaseHandle } from '../../db/client.ts';
import { insertWarehouse } from '../../testing/catalog-factories.ts';
import { insertBuyer } from '../../testing/factories.ts';
import { insertTestOrder, orderLineNamed } from '../../testing/order-factories.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { idsBefore, orderSearch, ordersByState, type OrderFilter } from './orders-by-state.ts';
import { orders } from './orders.tables.ts';

let database: DatabaseHandle;
let warehouseId: number;
let buyers: number[];

beforeAll(async () => {
  database = await openTestDatabase();
  warehouseId = await insertWarehouse(database.db, '主仓');
  buyers = [(await insertBuyer(database.db)).id, (await insertBuyer(database.db)).id];
});
afterAll(() => database.close());

/** An unpaid order of one line per name, by `userId`. */
const orderOf = (userId: number, ...names: string[]): Promise<number> =>
  insertTestOrder(
    database.db,
    userId,
    names.map((name) => orderLineNamed(warehouseId, name)),
  );

const moveTo = (orderId: number, status: number) =>
  database.db.update(orders).set({ status, payMethod: 'balance' }).where(eq(orders.id, orderId));

const listed = async (filter: OrderFilter, state = 0) => {
  const { rows, counts } = await ordersByState(database.db, filter, { state, page: 1, page_size: 20 });
  return { ids: rows.map((row) => row.id), counts };
};

describe('orders found by the goods names on their lines', () => {
  let both: number;
  let granules: number;
  let other: number;
  let strangers: number;

  beforeAll(async () => {
    both = await orderOf(buyers[0]!, '板蓝根颗粒', '板蓝根片', '感冒灵颗粒');
    granules = await orderOf(buyers[0]!, '板蓝根颗粒');
    other = await orderOf(buyers[0]!, '感冒灵颗粒');
    strangers = await orderOf(buyers[1]!, '复方板蓝根颗粒');
  });

  it('counts an order once however many of its names match, and follows it from state to state', async () => {
    expect(await listed({ lineNamed: '板蓝根' })).toEqual({
      ids: [strangers, granules, both],
      counts: { '0': 3, '1': 3, '2': 0, '3': 0, '4': 0, '5': 0 },
    });
    await moveTo(both, ORDER_STATUS.toShip);
    await moveTo(strangers, ORDER_STATUS.cancelled);
    expect(await listed({ lineNamed: '板蓝根' }, ORDER_STATUS.toShip)).toEqual({
      ids: [both],
      counts: { '0': 3, '1': 1, '2': 1, '3': 0, '4': 0, '5': 1 },
    });
    await moveTo(both, ORDER_STATUS.shipped);
    expect((await listed({ lineNamed: '板蓝根' }, ORDER_STATUS.shipped)).ids).toEqual([both]);
    expect((await listed({ lineNamed: '板蓝根' }, ORDER_STATUS.toShip)).ids).toEqual([]);
  });

  it('keeps each order under each of its names in its current state, and each name once', async () => {
    const { rows } = (await database.db.execute(sql`
      select (select count(*) from orders_by_line_name)::integer as indexed,
             (select count(*) from orders_by_line_name i
                join order_line_names n on n.id = i.name_id
                join orders o on o.id = i.order_id and o.status = i.status
                join order_lines l on l.order_id = o.id and lower(l.name) = n.name)::integer as confirmed,
             (select count(distinct (order_id, lower(name))) from order_lines)::integer as lines,
             (select count(*) from order_line_names)::integer as names
    `)) as unknown as { rows: { indexed: number; confirmed: number; lines: number; names: number }[] };
    expect(rows[0]).toEqual({ indexed: 6, confirmed: 6, lines: 6, names: 4 });
  });

  it("finds only the orders that meet the other conditions too (a buyer's own)", async () => {
    const own = await listed({ where: eq(orders.userId, buyers[0]!), lineNamed: '颗粒' });
    expect(own.ids).toEqual([other, granules, both]);
    expect(own.counts['0']).toBe(3);
  });

  it('gives an export its pages by id, older than the last one, in the state asked for', async () => {
    const search = orderSearch('板蓝根', []);
    expect(await idsBefore(database.db, search, 0, INT_MAX, 2)).toEqual([strangers, granules]);
    expect(await idsBefore(database.db, search, 0, granules, 2)).toEqual([both]);
    expect(await idsBefore(database.db, search, ORDER_STATUS.unpaid, INT_MAX, 10)).toEqual([granules]);
    const everyOrder = await idsBefore(database.db, {}, 0, INT_MAX, 10);
    expect(everyOrder).toEqual([strangers, other, granules, both]);
  });

  it('matches names in any case, and takes the keywords as text, not as a pattern', async () => {
    const vitamin = await orderOf(buyers[1]!, '维生素C片(VC)');
    for (const keywords of ['vc', 'VC', 'c片(v']) {
      expect((await listed({ lineNamed: keywords })).ids, keywords).toEqual([vitamin]);
    }
    for (const keywords of ['%', '_', '板%颗粒']) {
      expect((await listed({ lineNamed: keywords })).ids, keywords).toEqual([]);
    }
  });

  it('takes the names of orders written at the same moment, each once', async () => {
    const names = ['新药甲', '新药乙', '新药丙'];
    const placed = await Promise.all([
      orderOf(buyers[0]!, ...names),
      orderOf(buyers[1]!, ...[...names].reverse()),
      orderOf(buyers[0]!, names[1]!),
    ]);
    const found = await listed({ lineNamed: '新药' });
    expect(found.ids).toEqual([...placed].sort((a, b) => b - a));
    const { rows } = (await database.db.execute(
      sql`select count(*)::integer as n from order_line_names where name like '新药%'`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0]!.n).toBe(3);
  });
});
