import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-database.ts';
import { manufacturers, warehouses } from '../modules/catalog/catalog.tables.ts';
import { notices, settings } from '../modules/content/content.tables.ts';
import type { DatabaseHandle } from './client.ts';
import { insertRows, insertRowsReturning } from './insert-rows.ts';

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

  it('answers the rows written exactly as a select reads them: dates, JSON, booleans, defaults', async () => {
    const written = await insertRowsReturning(handle.db, notices, [
      { content: '<p>春节发货安排</p>', isActive: false, createdAt: new Date('2026-01-20T08:30:00.123Z') },
      { content: '满减活动', isActive: true, createdAt: new Date('2026-02-01T00:00:00Z') },
    ]);
    expect(written).toEqual(await handle.db.select().from(notices).orderBy(asc(notices.id)));
    expect(written[0]!.createdAt).toEqual(new Date('2026-01-20T08:30:00.123Z'));
    const values = [{ hotline: '400-800-1234', nested: { on: true, n: [1, 2] } }, '纯文本', 42, [false]];
    const json = await insertRowsReturning(
      handle.db,
      settings,
      values.map((value, i) => ({ key: `test-${i}`, value })),
    );
    expect(json.map((row) => row.value)).toEqual(values);
    expect(await insertRowsReturning(handle.db, settings, [])).toEqual([]);
  });
});
