import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-database.ts';
import { manufacturers, warehouses } from '../modules/catalog/catalog.tables.ts';
import type { DatabaseHandle } from './client.ts';
import { insertRows } from './insert-rows.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

describe('inserting rows as one JSON value', () => {
  it('writes every row with its values as given, into the snake_case columns', async () => {
    const awkward = ['华康"制药"\\有限公司', "O'Neil & 子 <b>", 'emoji 💊 and\nnewline'];
    await insertRows(
      handle.db,
      manufacturers,
      awkward.map((name, i) => ({ name, namePinyin: `pinyin ${i}`, nameInitials: `i${i}` })),
    );
    const rows = await handle.db.select().from(manufacturers).orderBy(asc(manufacturers.id));
    expect(rows.map((row) => [row.name, row.namePinyin, row.nameInitials])).toEqual(
      awkward.map((name, i) => [name, `pinyin ${i}`, `i${i}`]),
    );
  });

  it('gives columns no row names their defaults, and refuses rows naming different columns', async () => {
    await insertRows(handle.db, warehouses, []);
    await insertRows(handle.db, warehouses, [
      { name: '华东一号仓' },
      { name: '华南二号仓', sort: undefined },
    ]);
    await expect(
      insertRows(handle.db, warehouses, [{ name: '华北三号仓' }, { name: '西南四号仓', sort: 5 }]),
    ).rejects.toThrow('insertRows(warehouses): every row must name the same columns');
    const rows = await handle.db.select().from(warehouses).orderBy(asc(warehouses.id));
    expect(rows.map((row) => [row.name, row.sort])).toEqual([
      ['华东一号仓', 0],
      ['华南二号仓', 0],
    ]);
  });
});
