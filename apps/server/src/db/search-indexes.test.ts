import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-database.ts';
import type { DatabaseHandle } from './client.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

it('keeps no pending list on any GIN index: searches never scan unmerged entries', async () => {
  const found = (await handle.db.execute(sql`
    select c.relname as name, coalesce(array_to_string(c.reloptions, ','), '') as options
    from pg_class c
    join pg_am a on a.oid = c.relam
    join pg_namespace n on n.oid = c.relnamespace
    where a.amname = 'gin' and n.nspname = 'public'
    order by c.relname
  `)) as unknown as { rows: { name: string; options: string }[] };
  const indexes = found.rows;
  expect(indexes.map((index) => index.name)).toEqual(
    expect.arrayContaining(['goods_name_trgm', 'order_line_names_trgm', 'users_company_trgm']),
  );
  expect(indexes.filter((index) => !index.options.includes('fastupdate=false'))).toEqual([]);
});

it("vacuums the orders' index of line names often: its index-only scans stay off the rows", async () => {
  const found = (await handle.db.execute(
    sql`select array_to_string(reloptions, ',') as options from pg_class where relname = 'orders_by_line_name'`,
  )) as unknown as { rows: { options: string }[] };
  expect(found.rows[0]!.options.split(',')).toEqual(
    expect.arrayContaining([
      'autovacuum_vacuum_scale_factor=0.02',
      'autovacuum_vacuum_insert_scale_factor=0.02',
    ]),
  );
});
