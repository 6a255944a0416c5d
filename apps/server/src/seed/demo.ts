import { sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../db/client.ts';
import { users } from '../modules/accounts/accounts.tables.ts';
import { goods } from '../modules/catalog/catalog.tables.ts';
import { operators } from '../modules/operators/operators.tables.ts';
import { demoAccounts } from './demo-accounts.ts';
import { HISTORY_PASSWORD, historyBuyers } from './history-buyers.ts';
import { HISTORY_DAYS } from './history-plan.ts';
import { seedAccounts } from './seed-accounts.ts';
import { seedCatalog } from './seed-catalog.ts';
import { seedContent } from './seed-content.ts';
import { seedHistory, type HistorySummary } from './seed-history.ts';
import { seedPromotions } from './seed-promotions.ts';
import { createRandom } from './random.ts';

export { demoAccounts };

export const DEFAULT_DEMO_GOODS = 2400;
/** The demo history's random seed: the same past on every first start. */
const HISTORY_SEED = 90_2611;
const SEED_LOCK_KEY = 72_410_002;

export interface SeedOptions {
  log: (line: string) => void;
  goodsCount?: number;
  /** Called after each batch of goods, for progress on large catalogues. */
  onProgress?: (inserted: number, total: number) => void;
}

/** Empty means nobody has signed up, listed goods or run the console: safe to load demo data. */
export async function isDatabaseEmpty(db: Executor): Promise<boolean> {
  const [user, item, operator] = await Promise.all([
    db.select({ id: users.id }).from(users).limit(1),
    db.select({ id: goods.id }).from(goods).limit(1),
    db.select({ id: operators.id }).from(operators).limit(1),
  ]);
  return user.length === 0 && item.length === 0 && operator.length === 0;
}

/** Instances starting together on one empty PostgreSQL take turns, so the demo shop loads once. */
export function seedDemoIfEmpty(db: Database, options: SeedOptions): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (!(await isDatabaseEmpty(tx))) {
      options.log('Demo data skipped: the database already has data.');
      return false;
    }
    await seedDemoShop(tx, options);
    return true;
  });
}

/** Loads the whole demo shop in one transaction: all of it or, on any error, nothing. */
export async function seedDemoShop(db: Database | Transaction, options: SeedOptions): Promise<void> {
  const goodsCount = options.goodsCount ?? DEFAULT_DEMO_GOODS;
  const started = performance.now();
  const history = await db.transaction(async (tx) => {
    const categoryIds = await seedCatalog(tx, {
      goodsCount,
      today: new Date(),
      onProgress: options.onProgress,
    });
    await seedContent(tx, categoryIds);
    const operatorId = await seedAccounts(tx);
    await seedPromotions(tx, new Date(), operatorId);
    const historyStarted = performance.now();
    const summary = await seedHistory(tx, operatorId, createRandom(HISTORY_SEED));
    return { ...summary, seconds: secondsSince(historyStarted) };
  });
  for (const line of banner(goodsCount, secondsSince(started), history)) options.log(line);
}

const secondsSince = (started: number) => ((performance.now() - started) / 1000).toFixed(1);

function banner(
  goodsCount: number,
  seconds: string,
  history: HistorySummary & { seconds: string },
): string[] {
  const { approvedBuyer, groupBuyer, pendingBuyer, operator, serviceOperator } = demoAccounts;
  const buyer = (label: string, account: { phone: string; password: string; company: string }) =>
    `  ${label}  ${account.phone} / ${account.password}  ${account.company}`;
  return [
    `Demo shop loaded in ${seconds} s: ${goodsCount.toLocaleString('en')} goods, ${history.orders} orders of ${history.buyers} buyers over ${HISTORY_DAYS} days (history ${history.seconds} s). Demo accounts:`,
    buyer('buyer (approved, balance + credit)', approvedBuyer),
    buyer('buyer (approved, same chain)      ', groupBuyer),
    buyer('buyer (pending approval)          ', pendingBuyer),
    `  buyers with a past (orders, refunds) ${historyBuyers[0]!.phone}…${historyBuyers.at(-1)!.phone.slice(-3)} / ${HISTORY_PASSWORD}`,
    `  operator console (/admin)          ${operator.username} / ${operator.password}  every permission`,
    `  operator console, customer service ${serviceOperator.username} / ${serviceOperator.password}  no shipping, no goods edits`,
  ];
}
