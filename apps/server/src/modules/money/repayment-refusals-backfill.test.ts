import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { migrateDatabase } from '../../db/migrate.ts';
import { insertBuyer } from '../../testing/factories.ts';
import { databaseBefore } from '../../testing/test-database.ts';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await databaseBefore('0042_idempotency_hash_and_repayment_refusals');
});
afterAll(() => database.close());

const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** A repayment paid as the code before 0042 left it, with what went back to the balance for it. */
async function paidRepayment(userId: number, amountFen: number, backFen: number | null): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(sql`
    insert into credit_repayments (user_id, bill_ids, amount_fen, status, idempotency_key, paid_at)
    values (${userId}, '{1}', ${amountFen}, 'paid', ${`old-${amountFen}-${backFen}`}, now())
    returning id`);
  if (backFen !== null)
    await database.db.execute(sql`
      insert into balance_ledger (user_id, change_fen, balance_after_fen, kind, memo)
      values (${userId}, ${backFen}, ${backFen}, '还款退回', ${`还款单${row!.id}`})`);
  return row!.id;
}

it('tells the repayments settled before 0042 whose whole amount went back to the balance as refunded', async () => {
  const userId = (await insertBuyer(database.db)).id;
  const repaid = await paidRepayment(userId, 30_000, null);
  const partly = await paidRepayment(userId, 30_000, 10_000);
  const wholly = await paidRepayment(userId, 30_000, 30_000);

  await migrateDatabase(database);

  const states = await rowsOf<{ id: number; status: string; reason: string | null }>(
    sql`select id, status, reason from credit_repayments order by id`,
  );
  expect(states).toEqual([
    { id: repaid, status: 'paid', reason: null },
    { id: partly, status: 'paid', reason: null },
    { id: wholly, status: 'refunded', reason: '所选账单在到账前已还清或已退款，还款金额已退回余额' },
  ]);
});
