import { deliveryAddressBody } from '../../testing/order-fixtures.ts';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '@yaocai/domain/contracts/order-responses';
import { insertGoods, insertManufacturer, insertWarehouse } from '../../testing/catalog-factories.ts';
import { insertBuyer } from '../../testing/factories.ts';
import { HttpClient, type HttpResponse } from '../../testing/http-client.ts';
import { startServer, type ServerProcess } from '../../testing/server-process.ts';
import { expectShopWhole } from '../../testing/shop-invariants.ts';
import { openPostgresTestDatabase } from '../../testing/test-database.ts';
import { createSession, SESSION_COOKIE } from '../accounts/sessions.service.ts';
import { cartLines } from '../cart/cart.tables.ts';
import { balanceLedger, balances } from '../money/money.tables.ts';
import { BALANCE_SHORT, creditBalanceBack, LEDGER_KIND } from '../money/money.service.ts';
import { COUPON_NOT_USABLE, grantCoupon } from '../promotions/coupons.service.ts';
import { coupons, flashSaleBuyers, flashSales, userCoupons } from '../promotions/promotions.tables.ts';
import { orders } from './orders.tables.ts';

const FLASH_UNITS = 100;
const RACERS = 200;
const PAYMENTS = 50;
const AFFORDABLE = 20;
const COUPON_ORDERS = 20;
const LOAD_SUBMITS = 100;
/** Submits answered before the instance is killed: the rest are in flight or not yet begun. */
const KILL_AFTER_SUBMITS = 5;
const ADDRESS = deliveryAddressBody;

interface Buyer {
  id: number;
  client: HttpClient;
}

/** A line for POST /api/cart: type 1 is the flash-sale price, ck_id the warehouse. */
interface CartAdd {
  goods_id: number;
  number: number;
  type?: 1;
  ck_id?: number;
}

type Database = Awaited<ReturnType<typeof openPostgresTestDatabase>>;

/** Every response of a request fired at a server that may die meanwhile: answered, or lost. */
type Outcome<T = unknown> = { lost: false; answer: HttpResponse<T> } | { lost: true; error: Error };

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(2)} s`;
/** An Idempotency-Key as a page would make one: 8 to 64 letters, digits, - or _. */
const key = (label: string, i: number) => `${label}-${String(i).padStart(4, '0')}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function expectOk<T>(pending: Promise<HttpResponse<T>>, what: string): Promise<T> {
  const { status, body } = await pending;
  if (body.code !== 10000) throw new Error(`${what}: ${status} ${body.msg}`);
  return body.data;
}

/** At most `limit` at a time, results in the items' order. */
async function inParallel<T, R>(items: T[], limit: number, work: (item: T, i: number) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) results[i] = await work(items[i]!, i);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

// Several server processes need one database they all reach: PGlite lives inside a single process,
// so these tests run only where the PostgreSQL server named by TEST_DATABASE_URL is.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'orders on two server instances sharing one PostgreSQL',
  () => {
    let database: Database;
    const servers: ServerProcess[] = [];
    let a: ServerProcess;
    let b: ServerProcess;
    let buyers: Buyer[] = [];
    let flashWinners: { buyer: Buyer; orderId: number }[] = [];
    /** `goodsId:warehouseId` → the stock it was created with. */
    const startingStock = new Map<string, number>();
    const ids = {} as Record<'east' | 'west' | 'maker' | 'flash' | 'sale' | 'light' | 'heavy', number>;
    /** Each process's database sessions carry its own name, to see when a dead one's are gone. */
    const applicationNames = new Map<ServerProcess, string>();

    let started = 0;
    const start = async (port?: number) => {
      // Counted before the first await: two starts run at once.
      const applicationName = `orders-instance-${++started}`;
      const url = new URL(database.url);
      url.searchParams.set('application_name', applicationName);
      const server = await startServer({
        databaseUrl: url.toString(),
        ...(port !== undefined && { port }),
        // 32 buyers sign in at once from this one address, each counted until its password is checked.
        env: {
          DATABASE_POOL_MAX: '5',
          ORDER_SWEEP_MINUTES: '0',
          CART_CACHE_MS: '0',
          LOGIN_MAX_FAILURES_PER_IP: '100',
        },
      });
      servers.push(server);
      applicationNames.set(server, applicationName);
      return server;
    };
    /** Alternates between the instances. */
    const via = (i: number) => (i % 2 === 0 ? a : b).origin;

    const rows = async <T>(statement: SQL) =>
      ((await database.db.execute(statement)) as unknown as { rows: T[] }).rows;

    async function addGoods(name: string, stock: Record<number, number>, basePriceFen = 1000) {
      const id = await insertGoods(database.db, {
        name,
        manufacturerId: ids.maker,
        businessScope: '中成药',
        basePriceFen,
        stock,
      });
      for (const [warehouseId, amount] of Object.entries(stock))
        startingStock.set(`${id}:${warehouseId}`, amount);
      return id;
    }

    const insertBuyerRow = () => insertBuyer(database.db, { businessScopes: ['中成药'] });

    /**
     * An approved buyer in the database with a session of its own (a login would verify an argon2 hash:
     * 200 of them took 40 s of this file's setup; logins are tested elsewhere), the contract signed and an
     * address added over HTTP.
     */
    async function newBuyer(
      origin: string,
      row?: Awaited<ReturnType<typeof insertBuyerRow>>,
    ): Promise<Buyer> {
      row ??= await insertBuyerRow();
      const client = new HttpClient();
      const session = await createSession(database.db, row.id, 1, { ip: '127.0.0.1', userAgent: 'test' });
      client.setCookie(SESSION_COOKIE, session.token);
      await expectOk(client.post(origin, '/api/contract/sign', { agree: 1 }), 'contract');
      await expectOk(client.post(origin, '/api/user/address', ADDRESS), 'address');
      return { id: row.id, client };
    }

    /** Adds the lines through the API; returns the ids of the buyer's cart lines for those goods. */
    async function addToCart(buyer: Buyer, origin: string, data: CartAdd[]): Promise<number[]> {
      await expectOk(buyer.client.post(origin, '/api/cart', { data }), 'add to cart');
      const found = await database.db
        .select({ id: cartLines.id })
        .from(cartLines)
        .where(
          and(
            eq(cartLines.userId, buyer.id),
            inArray(
              cartLines.goodsId,
              data.map((line) => line.goods_id),
            ),
          ),
        )
        .orderBy(cartLines.id);
      return found.map((line) => line.id);
    }

    const submit = (buyer: Buyer, origin: string, body: object, key: string) =>
      buyer.client.post<OrderDetail>(origin, '/api/order', body, { headers: { 'idempotency-key': key } });

    const topUp = (userId: number, fen: number) =>
      database.db.transaction((tx) => creditBalanceBack(tx, userId, fen, LEDGER_KIND.topUp, 'test'));

    /** The catalogue every test shares, and the racing buyers' rows (hashing their passwords is slow). */
    async function insertShop() {
      const db = database.db;
      ids.east = await insertWarehouse(db, '华东一号仓');
      ids.west = await insertWarehouse(db, '华西二号仓');
      ids.maker = await insertManufacturer(db, '华康制药股份有限公司');
      ids.flash = await addGoods('秒杀维C', { [ids.east]: 1000 }, 2000);
      ids.light = await addGoods('感冒灵颗粒', { [ids.east]: 5000, [ids.west]: 5000 }, 1200);
      ids.heavy = await addGoods('补中益气丸', { [ids.east]: 5000 }, 3000);
      const [sale] = await db
        .insert(flashSales)
        .values({
          goodsId: ids.flash,
          priceFen: 990,
          limitPerBuyer: 1,
          totalUnits: FLASH_UNITS,
          startsAt: new Date(Date.now() - 3_600_000),
          endsAt: new Date(Date.now() + 86_400_000),
        })
        .returning();
      ids.sale = sale!.id;
      return Promise.all(Array.from({ length: RACERS }, insertBuyerRow));
    }

    beforeAll(async () => {
      database = await openPostgresTestDatabase(process.env.TEST_DATABASE_URL!);
      const began = performance.now();
      const [instances, accounts] = await Promise.all([Promise.all([start(), start()]), insertShop()]);
      [a, b] = instances;
      console.info(`two instances answering and ${RACERS} buyers inserted after ${seconds(began)}`);
      buyers = await inParallel(accounts, 32, (account, i) => newBuyer(via(i), account));
      console.info(`${RACERS} buyers signed in, signed and with an address after ${seconds(began)}`);
    }, 240_000);

    afterAll(async () => {
      await Promise.allSettled(servers.map((server) => server.stop()));
      await database?.close();
    }, 120_000);

    it(`sells exactly ${FLASH_UNITS} flash-sale units to ${RACERS} buyers racing through both instances`, async () => {
      const carts = await inParallel(buyers, 16, (buyer, i) =>
        addToCart(buyer, via(i), [{ goods_id: ids.flash, type: 1, number: 1 }]),
      );
      const raced = performance.now();
      const answers = await Promise.all(
        buyers.map((buyer, i) => submit(buyer, via(i), { ids: carts[i] }, key('flash-race', i))),
      );
      const took = seconds(raced);

      const won = answers.flatMap((answer, i) => (answer.body.code === 10000 ? [i] : []));
      const refused = answers.filter((answer) => answer.body.code !== 10000);
      expect(won).toHaveLength(FLASH_UNITS);
      expect(refused.filter((r) => r.status === 422 && r.body.msg.startsWith('秒杀维C：'))).toHaveLength(
        RACERS - FLASH_UNITS,
      );
      const [after] = await database.db.select().from(flashSales).where(eq(flashSales.id, ids.sale));
      expect(after!.soldUnits).toBe(FLASH_UNITS);
      const [sold] = await rows<{ n: number }>(
        sql`select coalesce(sum(number), 0)::integer as n from order_lines where flash_sale_id = ${ids.sale}`,
      );
      expect(sold!.n).toBe(FLASH_UNITS);
      const [stock] = await rows<{ stock: number }>(
        sql`select stock from goods_stock where goods_id = ${ids.flash} and warehouse_id = ${ids.east}`,
      );
      expect(stock!.stock + FLASH_UNITS).toBe(startingStock.get(`${ids.flash}:${ids.east}`));
      const perBuyer = await rows<{ user_id: number; units: number }>(sql`
      select o.user_id, sum(l.number)::integer as units from order_lines l join orders o on o.id = l.order_id
      where l.flash_sale_id = ${ids.sale} group by o.user_id having sum(l.number) > 1`);
      expect(perBuyer).toEqual([]);
      const allowance = await database.db
        .select()
        .from(flashSaleBuyers)
        .where(eq(flashSaleBuyers.flashSaleId, ids.sale));
      expect(allowance.map((row) => row.units)).toEqual(Array.from({ length: FLASH_UNITS }, () => 1));
      const stillInCarts = await database.db
        .select({ id: cartLines.id })
        .from(cartLines)
        .where(inArray(cartLines.id, carts.flat()));
      expect(stillInCarts, 'the refused buyers keep their line').toHaveLength(RACERS - FLASH_UNITS);

      flashWinners = won.map((i) => ({
        buyer: buyers[i]!,
        orderId: answers[i]!.body.data.id,
      }));
      const throughA = won.filter((i) => i % 2 === 0).length;
      console.info(
        `flash sale: ${won.length} of ${RACERS} submits won in ${took} (${throughA} through A, ${won.length - throughA} through B)`,
      );
    }, 120_000);

    it(`keeps the balance at or above zero under ${PAYMENTS} parallel payments over both instances`, async () => {
      const db = database.db;
      const payer = await newBuyer(a.origin);
      const goodsIds = await Promise.all(
        Array.from({ length: PAYMENTS }, (_, i) => addGoods(`支付竞争商品${i}`, { [ids.east]: 10 })),
      );
      const lines = await addToCart(
        payer,
        b.origin,
        goodsIds.map((goods_id) => ({ goods_id, number: 1 })),
      );
      expect(lines).toHaveLength(PAYMENTS);
      const placed = await Promise.all(
        lines.map((line, i) =>
          expectOk(submit(payer, via(i), { ids: [line] }, key('pay-order', i)), 'submit'),
        ),
      );
      const amounts = new Set(placed.map((order) => order.payable));
      expect(amounts.size).toBe(1);
      const [row] = await db.select().from(orders).where(eq(orders.id, placed[0]!.id));
      const amountFen = row!.payableFen;
      const toppedUp = amountFen * AFFORDABLE + Math.floor(amountFen / 2);
      await topUp(payer.id, toppedUp);

      const paying = performance.now();
      const answers = await Promise.all(
        placed.map((order, i) =>
          payer.client.post(via(i), `/api/order/${order.id}/pay`, { method: 'balance' }),
        ),
      );
      const took = seconds(paying);

      const paid = answers.filter((answer) => answer.body.code === 10000);
      const refused = answers.filter((answer) => answer.body.code !== 10000);
      expect(refused.map((r) => [r.status, r.body.msg])).toEqual(refused.map(() => [422, BALANCE_SHORT]));
      const [balance] = await db.select().from(balances).where(eq(balances.userId, payer.id));
      expect(balance!.amountFen).toBeGreaterThanOrEqual(0);
      expect(paid).toHaveLength(AFFORDABLE);
      expect(toppedUp - balance!.amountFen).toBe(paid.length * amountFen);
      const ledger = await db.select().from(balanceLedger).where(eq(balanceLedger.userId, payer.id));
      expect(ledger.reduce((sum, entry) => sum + entry.changeFen, 0)).toBe(balance!.amountFen);
      expect(Math.min(...ledger.map((entry) => entry.balanceAfterFen))).toBeGreaterThanOrEqual(0);
      expect(ledger.filter((entry) => entry.kind === LEDGER_KIND.orderPay)).toHaveLength(paid.length);
      const statuses = await db
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.userId, payer.id));
      expect(statuses.filter((o) => o.status === 2)).toHaveLength(paid.length);
      console.info(
        `balance: ${paid.length} of ${PAYMENTS} payments of ${amountFen} fen went through in ${took}, ${balance!.amountFen} fen left`,
      );
    }, 120_000);

    it(`uses one coupon once when ${COUPON_ORDERS} parallel orders over both instances claim it`, async () => {
      const db = database.db;
      const buyer = await newBuyer(b.origin);
      const window = {
        startsAt: new Date(Date.now() - 3_600_000),
        endsAt: new Date(Date.now() + 86_400_000),
      };
      const [coupon] = await db
        .insert(coupons)
        .values({ name: '满50减5', kind: 'amount', thresholdFen: 5_000, valueFen: 500, ...window })
        .returning();
      const held = await grantCoupon(db, buyer.id, coupon!.id);
      const goodsIds = await Promise.all(
        Array.from({ length: COUPON_ORDERS }, (_, i) =>
          addGoods(`用券竞争商品${i}`, { [ids.east]: 10 }, 10_000),
        ),
      );
      const lines = await addToCart(
        buyer,
        a.origin,
        goodsIds.map((goods_id) => ({ goods_id, number: 1 })),
      );
      const claimed = performance.now();
      const answers = await Promise.all(
        lines.map((line, i) =>
          submit(buyer, via(i), { ids: [line], coupon_ids: [held] }, key('coupon-race', i)),
        ),
      );
      const took = seconds(claimed);

      const won = answers.filter((answer) => answer.body.code === 10000);
      expect(won).toHaveLength(1);
      const refused = answers.filter((answer) => answer.body.code !== 10000);
      expect(refused.map((r) => [r.status, r.body.msg])).toEqual(refused.map(() => [422, COUPON_NOT_USABLE]));
      const placed = await db.select().from(orders).where(eq(orders.userId, buyer.id));
      expect(placed.map((order) => [order.id, order.couponFen])).toEqual([[won[0]!.body.data.id, 500]]);
      const [used] = await db.select().from(userCoupons).where(eq(userCoupons.id, held));
      expect(used!.orderId).toBe(placed[0]!.id);
      const left = await db.select().from(cartLines).where(eq(cartLines.userId, buyer.id));
      expect(left).toHaveLength(COUPON_ORDERS - 1);
      console.info(`coupon: 1 of ${COUPON_ORDERS} orders got it in ${took}`);
    }, 120_000);

    it('leaves every order whole or absent when an instance is killed mid-load, and a retried key makes one order', async () => {
      const db = database.db;
      const submitters = buyers.slice(0, LOAD_SUBMITS);
      const carts = await inParallel(submitters, 16, (buyer, i) =>
        addToCart(buyer, b.origin, [
          { goods_id: ids.light, number: 1 + (i % 5), ck_id: ids.east },
          { goods_id: ids.light, number: 2, ck_id: ids.west },
          { goods_id: ids.heavy, number: 1 + (i % 3) },
        ]),
      );
      expect(carts.every((lines) => lines.length === 3)).toBe(true);
      const payers = flashWinners.slice(0, 30);
      const cancellers = flashWinners.slice(30, 50);
      for (const { buyer, orderId } of payers) {
        const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
        await topUp(buyer.id, order!.payableFen);
      }

      // Everything goes to A. It dies once some submits have been answered, with most still in flight.
      const target = a;
      const doomed = applicationNames.get(target)!;
      let submitsAnswered = 0;
      let loadUnderWay!: () => void;
      const underWay = new Promise<void>((resolve) => (loadUnderWay = resolve));
      const track = <T>(pending: Promise<HttpResponse<T>>, onAnswer = () => {}): Promise<Outcome<T>> =>
        pending.then(
          (answer) => {
            onAnswer();
            return { lost: false as const, answer };
          },
          (error: Error) => ({ lost: true as const, error }),
        );
      const loaded = performance.now();
      const submits = Promise.all(
        submitters.map((buyer, i) =>
          track(submit(buyer, target.origin, { ids: carts[i] }, key('load', i)), () => {
            if (++submitsAnswered === KILL_AFTER_SUBMITS) loadUnderWay();
          }),
        ),
      );
      const pays = Promise.all(
        payers.map(({ buyer, orderId }) =>
          track(buyer.client.post(target.origin, `/api/order/${orderId}/pay`, { method: 'balance' })),
        ),
      );
      const cancels = Promise.all(
        cancellers.map(({ buyer, orderId }) =>
          track(buyer.client.post(target.origin, `/api/order/${orderId}/cancel`, { reason: '测试' })),
        ),
      );
      const sessionsOf = (state: SQL) =>
        rows<{ n: number }>(
          sql`select count(*)::integer as n from pg_stat_activity where application_name = ${doomed} and ${state}`,
        ).then(([row]) => row!.n);
      await Promise.race([underWay, submits]);
      // The kill comes while the instance has transactions open (it answers the rest in a burst).
      let cutOff = 0;
      for (let i = 0; i < 500 && cutOff === 0; i++) cutOff = await sessionsOf(sql`xact_start is not null`);
      await target.kill('SIGKILL');
      const killedAfter = seconds(loaded);
      const outcomes = { submits: await submits, pays: await pays, cancels: await cancels };
      const all = [...outcomes.submits, ...outcomes.pays, ...outcomes.cancels];
      expect(cutOff, 'transactions open at the kill').toBeGreaterThan(0);
      expect(all.filter((outcome) => outcome.lost).length, 'requests in flight at the kill').toBeGreaterThan(
        0,
      );
      const answeredBadly = all.flatMap((o) => (!o.lost && o.answer.body.code !== 10000 ? [o.answer] : []));
      expect(answeredBadly.map((answer) => [answer.status, answer.body.msg])).toEqual([]);

      // The transactions the dead process left open end when PostgreSQL notices its connections are gone.
      for (let i = 0; i < 100 && (await sessionsOf(sql`true`)) > 0; i++) await sleep(100);
      expect(await sessionsOf(sql`true`), 'sessions of the killed process').toBe(0);
      const restarted = performance.now();
      a = await start(target.port);
      const restartTook = seconds(restarted);

      await expectShopWhole(database.db, startingStock);
      const orderOfKey = async (userId: number, key: string) =>
        db
          .select()
          .from(orders)
          .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
      const lostSubmits: number[] = [];
      for (const [i, outcome] of outcomes.submits.entries()) {
        const buyer = submitters[i]!;
        const found = await orderOfKey(buyer.id, key('load', i));
        const cartLeft = await db
          .select({ id: cartLines.id })
          .from(cartLines)
          .where(and(eq(cartLines.userId, buyer.id), inArray(cartLines.id, carts[i]!)));
        expect(cartLeft, `cart lines of load-${i}`).toHaveLength(found.length === 1 ? 0 : 3);
        if (outcome.lost) lostSubmits.push(i);
        else expect(found.map((order) => order.id)).toEqual([outcome.answer.body.data.id]);
      }
      for (const [n, outcome] of outcomes.pays.entries()) {
        const [order] = await db.select().from(orders).where(eq(orders.id, payers[n]!.orderId));
        const [balance] = await db.select().from(balances).where(eq(balances.userId, payers[n]!.buyer.id));
        if (!outcome.lost) expect(order!.status).toBe(2);
        expect(balance!.amountFen).toBe(order!.status === 2 ? 0 : order!.payableFen);
      }
      for (const [n, outcome] of outcomes.cancels.entries()) {
        const [order] = await db.select().from(orders).where(eq(orders.id, cancellers[n]!.orderId));
        expect(outcome.lost ? [1, 5] : [5]).toContain(order!.status);
      }

      // The buyer's page never learnt what happened: it submits again with the same key, here through
      // both instances at once.
      const retried = await Promise.all(
        lostSubmits.flatMap((i) =>
          [a, b].map((server) => submit(submitters[i]!, server.origin, { ids: carts[i] }, key('load', i))),
        ),
      );
      expect(retried.map((answer) => answer.body.code)).toEqual(retried.map(() => 10000));
      let createdByRetry = 0;
      for (const [n, i] of lostSubmits.entries()) {
        const found = await orderOfKey(submitters[i]!.id, key('load', i));
        expect(found).toHaveLength(1);
        const pair = [retried[2 * n]!, retried[2 * n + 1]!];
        expect(pair.map((answer) => answer.body.data.id)).toEqual([found[0]!.id, found[0]!.id]);
        const created = pair.filter((answer) => answer.body.msg === '订单提交成功').length;
        expect(created).toBeLessThanOrEqual(1);
        createdByRetry += created;
      }
      await expectShopWhole(database.db, startingStock);
      const left = await db
        .select({ id: cartLines.id })
        .from(cartLines)
        .where(inArray(cartLines.id, carts.flat()));
      expect(left).toEqual([]);

      const count = (list: Outcome[]) => `${list.filter((o) => !o.lost).length}/${list.length}`;
      console.info(
        `SIGKILL after ${killedAfter} with ${cutOff} transactions open: answered submits ${count(outcomes.submits)}, pays ${count(outcomes.pays)}, ` +
          `cancels ${count(outcomes.cancels)}; ${lostSubmits.length} lost submits retried, ${createdByRetry} of them ` +
          `created then (the rest had committed unanswered); restart took ${restartTook}`,
      );
    }, 120_000);
  },
);
