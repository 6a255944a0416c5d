import { and, count, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { ORDER_STATUS } from '@yaocai/domain/contracts/order';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME_BANNER_ID } from '@yaocai/domain/constants';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { users } from '../modules/accounts/accounts.tables.ts';
import { verifyPassword } from '../modules/accounts/passwords.ts';
import {
  categories,
  goods,
  goodsCategories,
  goodsKinds,
  goodsStock,
  warehouses,
} from '../modules/catalog/catalog.tables.ts';
import { articleCategories, articles, banners } from '../modules/content/content.tables.ts';
import { getShopSettings } from '../modules/content/settings.service.ts';
import {
  bannerPlaceholderQuery,
  iconPlaceholderQuery,
  PLACEHOLDER_PATHS,
  placeholderQuery,
} from '../modules/content/placeholder-images.ts';
import { balances, creditLines } from '../modules/money/money.tables.ts';
import { auditLog, operators, roles } from '../modules/operators/operators.tables.ts';
import { permissionCodes } from '@yaocai/domain/contracts/admin';
import {
  combinationItems,
  combinations,
  coupons,
  flashSales,
  fullReductionActivities,
  giftRules,
  promotionActivities,
} from '../modules/promotions/promotions.tables.ts';
import { orders } from '../modules/orders/orders.tables.ts';
import { EXPIRED_REASON } from '../workflows/cancel-order.ts';
import { lastDays, salesReport } from '../workflows/sales-report.ts';
import { expectShopWhole } from '../testing/shop-invariants.ts';
import { DEFAULT_DEMO_GOODS, demoAccounts, isDatabaseEmpty, seedDemoIfEmpty } from './demo.ts';
import { generateGoods } from './goods-generator.ts';
import { historyBuyers } from './history-buyers.ts';

let handle: DatabaseHandle;
const logged: string[] = [];
const seededOn = new Date();

beforeAll(async () => {
  handle = await openDatabase({ kind: 'pglite', dataDir: null });
  await migrateDatabase(handle);
  expect(await isDatabaseEmpty(handle.db)).toBe(true);
  await seedDemoIfEmpty(handle.db, { log: (line) => logged.push(line) });
  // Seeding the demo shop in PGlite takes under a minute alone; beside the rest of the suite's four
  // workers on two cores it has taken over three.
}, 420_000);

afterAll(async () => {
  await handle?.close();
});

describe('demo shop', () => {
  it('lists at least 2,000 goods of all four kinds, unique by name, spec and manufacturer', async () => {
    const db = handle.db;
    const rows = await db.select({ kind: goods.kind, n: count() }).from(goods).groupBy(goods.kind);
    const total = rows.reduce((sum, row) => sum + row.n, 0);
    expect(total).toBeGreaterThanOrEqual(2000);
    expect(rows.map((row) => row.kind).sort()).toEqual([...goodsKinds].sort());
    const [distinct] = await db
      .select({
        n: sql<number>`count(distinct (${goods.name}, ${goods.spec}, ${goods.manufacturerId}))::int`,
      })
      .from(goods);
    expect(distinct?.n).toBe(total);
  });

  it('fills four category menus with at least 7 top categories, each with children', async () => {
    const db = handle.db;
    for (const menu of ['general', 'yx', 'zy', 'qx'] as const) {
      const tops = await db
        .select({ id: categories.id })
        .from(categories)
        .where(and(eq(categories.menu, menu), isNull(categories.parentId)));
      expect(tops.length).toBeGreaterThanOrEqual(7);
      const children = await db
        .select({ parentId: categories.parentId })
        .from(categories)
        .where(and(eq(categories.menu, menu), isNotNull(categories.parentId)));
      const parents = new Set(children.map((child) => child.parentId));
      expect(tops.every((top) => parents.has(top.id))).toBe(true);
    }
  });

  it('links every goods item to a general category', async () => {
    const [unlinked] = await handle.db
      .select({ n: count() })
      .from(goods)
      .where(
        sql`not exists (select 1 from ${goodsCategories} join ${categories} on ${categories.id} = ${goodsCategories.categoryId}
          where ${goodsCategories.goodsId} = ${goods.id} and ${categories.menu} = 'general')`,
      );
    expect(unlinked?.n).toBe(0);
  });

  it('holds stock in two warehouses', async () => {
    const db = handle.db;
    const rows = await db
      .select({ name: warehouses.name, n: count() })
      .from(goodsStock)
      .innerJoin(warehouses, eq(warehouses.id, goodsStock.warehouseId))
      .groupBy(warehouses.name);
    expect(rows.map((row) => row.name).sort()).toEqual(['华东一号仓', '华南二号仓']);
    expect(rows.every((row) => row.n > 1000)).toBe(true);
  });

  it('gives some goods valid ladder prices', async () => {
    const laddered = await handle.db
      .select({
        ladder: goods.ladderPrice,
        base: goods.basePriceFen,
        packMultiple: goods.packMultiple,
        type: goods.ladderPriceType,
      })
      .from(goods)
      .where(sql`jsonb_array_length(${goods.ladderPrice}) > 0`);
    expect(laddered.length).toBeGreaterThan(200);
    for (const { ladder, base, packMultiple, type } of laddered) {
      expect(type).toBe(1);
      let previous = { number: 0, priceFen: base };
      for (const step of ladder) {
        expect(step.number).toBeGreaterThan(previous.number);
        expect(step.number % packMultiple).toBe(0);
        expect(step.priceFen).toBeLessThan(previous.priceFen);
        expect(step.priceFen).toBeGreaterThan(0);
        previous = step;
      }
    }
  });

  it('keeps special-control goods on record, on sale, for the catalogue to hide', async () => {
    const special = await handle.db
      .select({ name: goods.name, onSale: goods.onSale })
      .from(goods)
      .where(eq(goods.isSpecialControl, true));
    expect(special.length).toBe(5);
    expect(special.every((item) => item.onSale)).toBe(true);
  });

  it('has the help centre under article category 3 and the home carousel', async () => {
    const db = handle.db;
    const [root] = await db.select().from(articleCategories).where(eq(articleCategories.id, 3));
    expect(root?.name).toBe('帮助中心');
    const helpCategories = await db
      .select({ id: articleCategories.id })
      .from(articleCategories)
      .where(eq(articleCategories.parentId, 3));
    expect(helpCategories.length).toBe(5);
    const [helpArticles] = await db
      .select({ n: count() })
      .from(articles)
      .where(
        inArray(
          articles.categoryId,
          helpCategories.map((category) => category.id),
        ),
      );
    expect(helpArticles?.n).toBeGreaterThanOrEqual(15);
    const carousel = await db.select().from(banners).where(eq(banners.bannerId, HOME_BANNER_ID));
    expect(carousel.length).toBeGreaterThanOrEqual(4);
    const settings = await getShopSettings(db);
    expect(settings.quality_inspection?.quality_inspection_url).toMatch(/^\/help\/xrzn\/hyzc\?id=\d+$/);
  });

  it('shows its pictures by address, each one the server draws, and none inline', async () => {
    const columns = (await handle.db.execute(sql`
      select table_name as "table", column_name as "column" from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json')`)) as unknown as {
      rows: { table: string; column: string }[];
    };
    const addresses: string[] = [];
    const inline: string[] = [];
    for (const { table, column } of columns.rows) {
      const values = (await handle.db.execute(
        sql`select ${sql.identifier(column)}::text as value from ${sql.identifier(table)}
            where ${sql.identifier(column)}::text like '%/images/placeholder/%'
               or ${sql.identifier(column)}::text like '%data:image%'`,
      )) as unknown as { rows: { value: string }[] };
      for (const { value } of values.rows) {
        addresses.push(...(value.match(/\/images\/placeholder\/[a-z]+\.svg\?[^"\s]*/g) ?? []));
        // A licence scan is a buyer's private document, not a picture a page shows.
        if (value.includes('data:image') && table !== 'buyer_licences') inline.push(`${table}.${column}`);
      }
    }
    expect(inline).toEqual([]);
    const queries = {
      [PLACEHOLDER_PATHS.goods]: placeholderQuery,
      [PLACEHOLDER_PATHS.banner]: bannerPlaceholderQuery,
      [PLACEHOLDER_PATHS.icon]: iconPlaceholderQuery,
    };
    const paths = new Set(addresses.map((address) => address.split('?')[0]));
    expect([...paths].sort()).toEqual(Object.values(PLACEHOLDER_PATHS).sort());
    const refused = addresses.filter((address) => {
      const [path, query] = address.split('?') as [keyof typeof queries, string];
      return !queries[path].safeParse(Object.fromEntries(new URLSearchParams(query))).success;
    });
    expect(refused).toEqual([]);
  });

  it('creates the demo buyers and operator', async () => {
    const db = handle.db;
    const { approvedBuyer, groupBuyer, pendingBuyer, operator } = demoAccounts;
    const buyers = await db.select().from(users);
    const byPhone = new Map(buyers.map((user) => [user.phone, user]));
    expect(byPhone.get(approvedBuyer.phone)?.status).toBe('approved');
    expect(byPhone.get(groupBuyer.phone)?.status).toBe('approved');
    expect(byPhone.get(pendingBuyer.phone)?.status).toBe('pending');
    expect(byPhone.get(groupBuyer.phone)?.buyerGroupId).toBe(byPhone.get(approvedBuyer.phone)?.buyerGroupId);
    const approved = byPhone.get(approvedBuyer.phone);
    expect(approved && (await verifyPassword(approved.passwordHash, approvedBuyer.password))).toBe(true);
    const staff = await db
      .select({ username: operators.username, permissions: roles.permissions })
      .from(operators)
      .innerJoin(roles, eq(roles.id, operators.roleId));
    const permissionsOf = (username: string) => staff.find((row) => row.username === username)?.permissions;
    expect(permissionsOf(operator.username)).toEqual(permissionCodes);
    expect(permissionsOf(demoAccounts.serviceOperator.username)).not.toContain('orders.ship');
  });

  it('gives the approved buyer a balance and a credit line', async () => {
    const db = handle.db;
    const [buyer] = await db.select().from(users).where(eq(users.phone, demoAccounts.approvedBuyer.phone));
    if (!buyer) throw new Error('approved buyer missing');
    const [balance] = await db.select().from(balances).where(eq(balances.userId, buyer.id));
    const [credit] = await db.select().from(creditLines).where(eq(creditLines.userId, buyer.id));
    expect(balance?.amountFen).toBe(500_000);
    expect(credit?.limitFen).toBe(5_000_000);
  });

  it('runs a full reduction, a flash sale, a combination pack and gift rules now', async () => {
    const db = handle.db;
    const now = sql`now()`;
    const running = <T extends typeof fullReductionActivities | typeof flashSales>(table: T) =>
      db
        .select({ n: count() })
        .from(table as typeof flashSales)
        .where(sql`${table.startsAt} <= ${now} and ${table.endsAt} > ${now}`);
    expect((await running(fullReductionActivities))[0]?.n).toBe(1);
    expect((await running(flashSales))[0]?.n).toBe(1);
    expect((await db.select({ n: count() }).from(combinationItems))[0]?.n).toBe(2);
    expect((await db.select({ n: count() }).from(giftRules))[0]?.n).toBe(3);
  });

  it('made its full reduction, flash sale and the coupons on offer as published activities, audited as the console’s are', async () => {
    const db = handle.db;
    const activities = await db
      .select({ id: promotionActivities.id, kind: promotionActivities.kind, name: promotionActivities.name })
      .from(promotionActivities)
      .where(isNotNull(promotionActivities.publishedAt))
      .orderBy(promotionActivities.id);
    expect(activities.map((activity) => [activity.kind, activity.name])).toEqual([
      ['coupon_campaign', '领券满500减25'],
      ['coupon_campaign', '领券满2000减120'],
      ['coupon_campaign', '领券满1500享9.2折'],
      ['full_reduction', '周年庆满减'],
      ['flash_sale', '周年庆秒杀'],
      ['points_item', '积分商城'],
      ['combination', '常备感冒组合装'],
      ['special_price', '每日特价'],
      ['new_buyer', '新人专享价'],
      ['ranking_contest', '周年庆采购排位赛'],
      ['signup', '周年庆线下订货会报名'],
      ['brand_zone', '品牌专区'],
      ['holiday_page', '圣诞狂欢'],
      ['holiday_page', '双十二年终采购节'],
      ['holiday_page', '活动专区'],
      ['gift', '买十赠一'],
      ['prize_draw', '幸运大转盘'],
      ['prize_draw', '首单抽奖'],
      ['trade_up', '满300元加价换购'],
      ['referral_reward', '老带新有礼'],
    ]);
    expect(
      await db.select({ id: flashSales.id }).from(flashSales).where(isNull(flashSales.activityId)),
    ).toEqual([]);
    expect(
      await db
        .select({ id: fullReductionActivities.id })
        .from(fullReductionActivities)
        .where(isNull(fullReductionActivities.activityId)),
    ).toEqual([]);
    expect(
      await db.select({ id: combinations.id }).from(combinations).where(isNull(combinations.activityId)),
    ).toEqual([]);
    expect(await db.select({ id: giftRules.id }).from(giftRules).where(isNull(giftRules.activityId))).toEqual(
      [],
    );
    const offered = await db
      .select({ activityId: coupons.activityId })
      .from(coupons)
      .where(eq(coupons.claimable, true));
    expect(offered.map((coupon) => coupon.activityId)).toEqual(
      activities.slice(0, 3).map((activity) => activity.id),
    );
    const audited = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(
        inArray(
          auditLog.targetId,
          activities.map((activity) => String(activity.id)),
        ),
      );
    expect(audited.filter((row) => row.action === 'activity.publish')).toHaveLength(activities.length);
  });

  it('logs the demo accounts, and skips seeding a second time', async () => {
    expect(logged.join('\n')).toContain(demoAccounts.approvedBuyer.phone);
    const counted = () =>
      Promise.all([
        handle.db.select({ n: count() }).from(goods),
        handle.db.select({ n: count() }).from(orders),
        handle.db.select({ n: count() }).from(users),
      ]);
    const before = await counted();
    const lines: string[] = [];
    expect(await seedDemoIfEmpty(handle.db, { log: (line) => lines.push(line) })).toBe(false);
    expect(lines).toHaveLength(1);
    expect(await counted()).toEqual(before);
  });
});

describe("the demo shop's past", () => {
  const rows = async <T>(statement: SQL) =>
    ((await handle.db.execute(statement)) as unknown as { rows: T[] }).rows;
  const one = async <T>(statement: SQL) => (await rows<T>(statement))[0]!;

  it('has a dozen buyers of several kinds and regions, and leaves the demo buyers without orders', async () => {
    const buyers = await rows<{ customer_type: string; region: string; orders: number }>(sql`
      select u.customer_type, u.region, count(o.id)::int as orders from users u
      left join orders o on o.user_id = u.id
      where u.phone in ${historyBuyers.map((buyer) => buyer.phone)} group by u.id`);
    expect(buyers).toHaveLength(12);
    expect(new Set(buyers.map((buyer) => buyer.customer_type)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(buyers.map((buyer) => buyer.region)).size).toBeGreaterThanOrEqual(6);
    expect(buyers.every((buyer) => buyer.orders > 0)).toBe(true);
    const { approvedBuyer, groupBuyer, pendingBuyer } = demoAccounts;
    const demo = await one<{ n: number }>(sql`select count(*)::int as n from orders o join users u
      on u.id = o.user_id where u.phone in ${[approvedBuyer.phone, groupBuyer.phone, pendingBuyer.phone]}`);
    expect(demo.n).toBe(0);
  });

  it('spreads orders in every state over the last 90 days, numbered by the day they were placed', async () => {
    const span = await one<{ days: number; oldest: Date; newest: Date; misnumbered: number }>(sql`
      select count(distinct (created_at at time zone 'Asia/Shanghai')::date)::int as days,
        min(created_at) as oldest, max(created_at) as newest,
        count(*) filter (where order_no not like to_char(created_at at time zone 'Asia/Shanghai', 'YYYYMMDD') || '%')::int
          as misnumbered
      from orders`);
    expect(span.days).toBeGreaterThanOrEqual(60);
    expect(new Date(span.oldest).getTime()).toBeGreaterThan(seededOn.getTime() - 91 * 86_400_000);
    expect(new Date(span.newest).getTime()).toBeLessThan(seededOn.getTime());
    expect(span.misnumbered).toBe(0);

    const states = await rows<{
      status: number;
      method: string | null;
      reason: string | null;
      n: number;
    }>(sql`
      select status, pay_method as method, cancel_reason as reason, count(*)::int as n from orders group by 1, 2, 3`);
    const count = (test: (row: (typeof states)[number]) => boolean) =>
      states.filter(test).reduce((sum, row) => sum + row.n, 0);
    expect(count((row) => row.status === ORDER_STATUS.toShip)).toBeGreaterThan(0);
    expect(count((row) => row.status === ORDER_STATUS.shipped)).toBeGreaterThan(0);
    expect(count((row) => row.status === ORDER_STATUS.completed)).toBeGreaterThan(100);
    expect(
      count((row) => row.status === ORDER_STATUS.cancelled && row.reason === EXPIRED_REASON),
    ).toBeGreaterThan(0);
    expect(count((row) => row.status === ORDER_STATUS.cancelled && row.method !== null)).toBeGreaterThan(0);
    for (const method of ['balance', 'credit', 'online'])
      expect(count((row) => row.method === method)).toBeGreaterThan(10);

    // Shipped in part: pieces still owed after a first shipment.
    const partly = await one<{ n: number }>(sql`
      select count(*)::int as n from orders o where exists (select 1 from shipments s where s.order_id = o.id)
        and exists (select 1 from order_lines l where l.order_id = o.id and l.number >
          (select coalesce(sum(s.number), 0) from shipment_lines s where s.order_line_id = l.id))`);
    expect(partly.n).toBeGreaterThan(0);
  });

  it('paid some refunds back through after-sales and invoiced what was shipped', async () => {
    const afterSales = await rows<{ status: string; method: string; n: number }>(sql`
      select a.status, o.pay_method as method, count(*)::int as n from after_sales a
      join orders o on o.id = a.order_id group by 1, 2`);
    expect(
      afterSales.filter((row) => row.status === 'refunded').reduce((sum, row) => sum + row.n, 0),
    ).toBeGreaterThan(5);
    const invoiced = await one<{ n: number; unshipped: number; types: number }>(sql`
      select count(*)::int as n, count(distinct i.type)::int as types,
        count(*) filter (where o.shipped_at is null)::int as unshipped
      from invoices i join orders o on o.id = i.order_id`);
    expect(invoiced.n).toBeGreaterThan(50);
    expect(invoiced.types).toBe(2);
    expect(invoiced.unshipped).toBe(0);
  });

  it('dates each step after the one before it', async () => {
    const disordered = await rows<{ id: number }>(sql`
      select o.id from orders o where o.paid_at < o.created_at or o.shipped_at < o.paid_at
        or o.completed_at < o.shipped_at or o.cancelled_at < o.created_at
        or exists (select 1 from shipments s where s.order_id = o.id and s.shipped_at < o.paid_at)
        or exists (select 1 from after_sales a where a.order_id = o.id and (a.created_at < o.shipped_at
          or a.refunded_at < a.created_at))
        or exists (select 1 from balance_ledger g where g.memo = o.order_no and g.created_at < o.created_at)`);
    expect(disordered).toEqual([]);
    const dueAfterTerm = await one<{ n: number }>(sql`
      select count(*)::int as n from credit_bills where due_at <> created_at + interval '30 days'`);
    expect(dueAfterTerm.n).toBe(0);
  });

  it('moves everything the history wrote back to when it happened', async () => {
    // Any table of a buyer's or an order's rows; due dates lie ahead, the audit log cannot be changed.
    const owners = await rows<{ table_name: string; owner: string; dated: string[] }>(sql`
      select c.table_name, o.column_name as owner, array_agg(c.column_name::text) as dated
      from information_schema.columns c
      join information_schema.columns o on o.table_name = c.table_name and o.table_schema = c.table_schema
        and o.column_name in ('user_id', 'order_id')
      where c.table_schema = 'public' and c.data_type like 'timestamp%' and c.column_name <> 'due_at'
        and c.table_name not in ('audit_log', 'carts')
      group by c.table_name, o.column_name`);
    expect(owners.length).toBeGreaterThan(10);
    const phones = historyBuyers.map((buyer) => buyer.phone);
    const lately = new Date(seededOn.getTime() - 60_000).toISOString();
    for (const { table_name: table, owner, dated } of owners) {
      const theirs =
        owner === 'user_id'
          ? sql`${sql.identifier(owner)} in (select id from users where phone in ${phones})`
          : sql`${sql.identifier(owner)} in (select o.id from orders o join users u on u.id = o.user_id
              where u.phone in ${phones})`;
      const late = sql.join(
        dated.map((column) => sql`${sql.identifier(column)} >= ${lately}::timestamptz`),
        sql` or `,
      );
      const left = await one<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(table)} where ${theirs} and (${late})`,
      );
      expect(left.n, `${table} rows of the history still dated at the seed`).toBe(0);
    }
  });

  it('keeps the shop whole: stock, balances and payments agree with the orders', async () => {
    const [makers, stores] = await Promise.all([
      rows<{ id: number; name: string; spec: string; maker: string }>(sql`
        select g.id, g.name, g.ypgg as spec, m.name as maker from goods g join manufacturers m on m.id = g.manufacturer_id`),
      handle.db.select({ id: warehouses.id }).from(warehouses).orderBy(warehouses.id),
    ]);
    const idOf = new Map(makers.map((row) => [`${row.name}|${row.spec}|${row.maker}`, row.id]));
    const startingStock = new Map<string, number>();
    for (const draft of generateGoods(DEFAULT_DEMO_GOODS, seededOn)) {
      const goodsId = idOf.get(`${draft.row.name}|${draft.row.spec}|${draft.manufacturer}`);
      draft.stock.forEach((stock, index) => {
        if (stock !== null) startingStock.set(`${goodsId}:${stores[index]!.id}`, stock);
      });
    }
    await expectShopWhole(handle.db, startingStock);
  });

  it('gives the dashboard sales every day and goods that sold the most', async () => {
    const { from, to } = lastDays(30);
    const stats = await salesReport(handle.db, from, to);
    expect(stats.salesFen).toBeGreaterThan(0);
    expect(stats.daily.filter((day) => day.salesFen > 0).length).toBeGreaterThan(15);
    expect(stats.topGoods).toHaveLength(10);
    expect(logged.join('\n')).toMatch(/\d+ orders of 12 buyers over 90 days \(history \d+\.\d s\)/);
  });
});
