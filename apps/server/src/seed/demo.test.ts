import { and, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
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
import { balances, creditLines } from '../modules/money/money.tables.ts';
import { operators, roles } from '../modules/operators/operators.tables.ts';
import { permissionCodes } from '@yaocai/domain/contracts/admin';
import {
  combinationItems,
  flashSales,
  giftRules,
  fullReductionActivities,
} from '../modules/promotions/promotions.tables.ts';
import { demoAccounts, isDatabaseEmpty, seedDemoIfEmpty } from './demo.ts';

let handle: DatabaseHandle;
const logged: string[] = [];

beforeAll(async () => {
  handle = await openDatabase({ kind: 'pglite', dataDir: null });
  await migrateDatabase(handle);
  expect(await isDatabaseEmpty(handle.db)).toBe(true);
  await seedDemoIfEmpty(handle.db, { log: (line) => logged.push(line) });
  // Seeding the 2,000 demo goods in PGlite takes seconds alone, minutes beside the end-to-end tests.
}, 180_000);

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

  it('logs the demo accounts, and skips seeding a second time', async () => {
    expect(logged.join('\n')).toContain(demoAccounts.approvedBuyer.phone);
    const before = await handle.db.select({ n: count() }).from(goods);
    const lines: string[] = [];
    expect(await seedDemoIfEmpty(handle.db, { log: (line) => lines.push(line) })).toBe(false);
    expect(lines).toHaveLength(1);
    expect(await handle.db.select({ n: count() }).from(goods)).toEqual(before);
  });
});
