// The order bench's buyers, straight in the database: approved, licensed for every class, contract
// signed, a default address, a signed-in session and a full cart each. All of it, and the orders
// they place, is removed again by removeBenchBuyers.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@yaocai/server/src/db/client.ts';
import { createSession } from '@yaocai/server/src/modules/accounts/sessions.service.ts';
import { CONTRACT_VERSION } from '@yaocai/server/src/modules/contracts/contracts.service.ts';

/** Bench buyers' phones: 199 0000 nnnn, a range no demo or test account uses. */
const PHONE_PREFIX = '1990000';
const INSERT_CHUNK = 5_000;

export interface BenchBuyer {
  userId: number;
  cookie: string;
  /** The CSRF token to echo, made from the secret in `cookie`. */
  xsrf: string;
  lineIds: number[];
}

/** What one buyer's cart takes from a goods in a warehouse. */
export interface StockDemand {
  goodsId: number;
  warehouseId: number;
  pieces: number;
}

export interface PreparedBuyers {
  buyers: BenchBuyer[];
  /** Summed over every buyer: what the run takes if every order goes through. */
  demand: StockDemand[];
  /** Each buyer's cart, in the order of `buyers`. */
  carts: StockDemand[][];
  /** `goodsId:warehouseId` → stock before the bench raised it, put back by removeBenchBuyers. */
  originalStock: Map<string, number>;
}

export interface BuyerPlan {
  buyers: number;
  linesPerCart: number;
  /** Goods the carts are drawn from: fewer means more orders wait on the same stock rows. */
  pool: number;
}

export const stockKey = (goodsId: number, warehouseId: number) => `${goodsId}:${warehouseId}`;

export async function rows<T>(db: Database, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/** mulberry32: a small seeded generator, so runs with the same plan fill the same carts. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** `count` distinct items drawn at random (a partial Fisher-Yates shuffle). */
function pick<T>(items: T[], count: number, seed: number): T[] {
  const copy = [...items];
  const next = random(seed);
  for (let i = 0; i < count; i++) {
    const j = i + Math.floor(next() * (copy.length - i));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, count);
}

interface PoolGoods {
  goods_id: number;
  warehouse_id: number;
  zbz: number;
  stock: number;
}

/** Published goods, each in the warehouse holding most of it. */
async function goodsPool(db: Database, size: number): Promise<PoolGoods[]> {
  const pool = await rows<PoolGoods>(
    db,
    sql`select distinct on (g.id) g.id as goods_id, s.warehouse_id, g.zbz, s.stock
        from goods g join goods_stock s on s.goods_id = g.id
        where g.on_sale and not g.is_special_control
        order by g.id, s.stock desc, s.warehouse_id
        limit ${size}`,
  );
  if (pool.length < size) throw new Error(`the catalogue has ${pool.length} published goods: seed it first`);
  return pool;
}

function planCarts(pool: PoolGoods[], plan: BuyerPlan): StockDemand[][] {
  return Array.from({ length: plan.buyers }, (_, i) =>
    pick(pool, plan.linesPerCart, i + 1).map((goods, line) => ({
      goodsId: goods.goods_id,
      warehouseId: goods.warehouse_id,
      pieces: goods.zbz * (1 + ((i + line) % 3)),
    })),
  );
}

function sumDemand(carts: StockDemand[][]): StockDemand[] {
  const total = new Map<string, StockDemand>();
  for (const line of carts.flat()) {
    const key = stockKey(line.goodsId, line.warehouseId);
    const sum = total.get(key) ?? { ...line, pieces: 0 };
    sum.pieces += line.pieces;
    total.set(key, sum);
  }
  return [...total.values()];
}

/** Enough stock that every order of the run finds what it asks for, and twice that to spare. */
async function raiseStock(db: Database, pool: PoolGoods[], demand: StockDemand[]) {
  const originalStock = new Map(pool.map((g) => [stockKey(g.goods_id, g.warehouse_id), g.stock]));
  const values = sql.join(
    demand.map((d) => sql`(${d.goodsId}::integer, ${d.warehouseId}::integer, ${d.pieces * 3}::integer)`),
    sql`, `,
  );
  await db.execute(sql`update goods_stock s set stock = greatest(s.stock, v.needed)
    from (values ${values}) as v(goods_id, warehouse_id, needed)
    where s.goods_id = v.goods_id and s.warehouse_id = v.warehouse_id`);
  return originalStock;
}

async function inChunks<T>(items: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += INSERT_CHUNK) await insert(items.slice(i, i + INSERT_CHUNK));
}

export async function insertBuyers(db: Database, count: number, scopes: string[]): Promise<number[]> {
  const values = sql.join(
    Array.from(
      { length: count },
      (_, i) =>
        sql`(${PHONE_PREFIX + String(i).padStart(4, '0')}, '!bench: no password', ${`压测采购员${i}`},
             ${`压测药房${i}`}, 'approved', ${sql.param(scopes)}::text[])`,
    ),
    sql`, `,
  );
  const inserted = await rows<{ id: number }>(
    db,
    sql`insert into users (phone, password_hash, name, company, status, business_scopes)
        values ${values} returning id`,
  );
  const ids = inserted.map((row) => row.id).sort((a, b) => a - b);
  const idList = sql`${sql.param(ids)}::integer[]`;
  await db.execute(sql`insert into contract_signatures (user_id, version, account, ip)
    select id, ${CONTRACT_VERSION}, phone, '127.0.0.1' from users where id = any(${idList})`);
  await db.execute(sql`insert into addresses (user_id, name, phone, province, city, district, detail, is_default)
    select id, name, phone, '浙江省', '杭州市', '西湖区', '文三路 1 号', true from users where id = any(${idList})`);
  return ids;
}

async function fillCarts(db: Database, userIds: number[], carts: StockDemand[][]): Promise<number[][]> {
  const lines = userIds.flatMap((userId, i) => carts[i]!.map((line) => ({ userId, ...line })));
  const lineIds = new Map<number, number[]>(userIds.map((id) => [id, []]));
  await inChunks(lines, async (chunk) => {
    const values = sql.join(
      chunk.map(
        (l) =>
          sql`(${l.userId}::integer, ${l.goodsId}::integer, ${l.warehouseId}::integer, ${l.pieces}::integer)`,
      ),
      sql`, `,
    );
    const inserted = await rows<{ id: number; user_id: number }>(
      db,
      sql`insert into cart_lines (user_id, goods_id, warehouse_id, number)
          values ${values} returning id, user_id`,
    );
    for (const row of inserted) lineIds.get(row.user_id)!.push(row.id);
  });
  return userIds.map((id) => lineIds.get(id)!);
}

/**
 * Creates the buyers and fills their carts; each is signed in with a session of its own, and shares
 * the CSRF pair a server handed out (a pair is not tied to a session).
 */
export async function prepareBuyers(
  db: Database,
  plan: BuyerPlan,
  csrf: { cookie: string; token: string },
): Promise<PreparedBuyers> {
  if (plan.pool < plan.linesPerCart)
    throw new Error(`--pool must be at least --lines (${plan.linesPerCart})`);
  await removeBenchBuyers(db, new Map());
  const pool = await goodsPool(db, plan.pool);
  const carts = planCarts(pool, plan);
  const demand = sumDemand(carts);
  const originalStock = await raiseStock(db, pool, demand);
  const userIds = await insertBuyers(db, plan.buyers, await businessScopes(db));
  const lineIds = await fillCarts(db, userIds, carts);
  const buyers = await signInBuyers(db, userIds, lineIds, csrf);
  return { buyers, demand, carts, originalStock };
}

/** Every business scope of the catalogue, so that bench buyers may buy any goods. */
export const businessScopes = async (db: Database): Promise<string[]> =>
  (await rows<{ scope: string }>(db, sql`select distinct business_scope as scope from goods`)).map(
    (row) => row.scope,
  );

/** A session of its own for each buyer, sharing the CSRF pair a server handed out. */
export async function signInBuyers(
  db: Database,
  userIds: number[],
  lineIds: number[][],
  csrf: { cookie: string; token: string },
): Promise<BenchBuyer[]> {
  const buyers: BenchBuyer[] = [];
  for (const [i, userId] of userIds.entries()) {
    const { token } = await createSession(db, userId, 1, { ip: '127.0.0.1', userAgent: 'order bench' });
    buyers.push({ userId, cookie: `${csrf.cookie}; sid=${token}`, xsrf: csrf.token, lineIds: lineIds[i]! });
  }
  return buyers;
}

/**
 * Removes every bench buyer with their orders (lines and stock takings go with them) and puts the
 * stock the bench raised back as it was. Also clears what an interrupted run left behind.
 */
export async function removeBenchBuyers(db: Database, originalStock: Map<string, number>) {
  await db.transaction(async (tx) => {
    const bench = sql`(select id from users where phone like ${PHONE_PREFIX + '%'})`;
    await tx.execute(sql`delete from orders where user_id in ${bench}`);
    await tx.execute(sql`delete from users where id in ${bench}`);
    if (originalStock.size === 0) return;
    const values = sql.join(
      [...originalStock].map(([key, stock]) => {
        const [goodsId, warehouseId] = key.split(':').map(Number);
        return sql`(${goodsId}::integer, ${warehouseId}::integer, ${stock}::integer)`;
      }),
      sql`, `,
    );
    await tx.execute(sql`update goods_stock s set stock = v.stock
      from (values ${values}) as v(goods_id, warehouse_id, stock)
      where s.goods_id = v.goods_id and s.warehouse_id = v.warehouse_id`);
  });
}
